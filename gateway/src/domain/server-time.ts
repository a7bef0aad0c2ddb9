import { REGISTRY_OFFSET_MS } from '@ccer/contracts';

/** Server time in the registry's time zone: yyyymmddhhmmss for the datetime call, yyyy-MM-dd for date rules. */
export const REGISTRY_TIME_ZONE = 'Asia/Shanghai';

// building a formatter costs far more than using one (it showed in the gateway's CPU profile): one per zone
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, fmt);
  }
  return fmt;
}

/**
 * China time has been UTC+8 without daylight saving since 1992 (it kept summer time from 1986 to 1991): a moment
 * from then on is read by adding eight hours, which costs a small part of a formatter's formatToParts (a request
 * asks for the registry day several times). Earlier moments and other zones go through the formatter.
 */
const CHINA_FIXED_FROM = Date.UTC(1992, 0, 1);
const two = (n: number) => String(n).padStart(2, '0');

function parts(date: Date, timeZone: string): Record<string, string> {
  if (timeZone === REGISTRY_TIME_ZONE && date.getTime() >= CHINA_FIXED_FROM) {
    const china = new Date(date.getTime() + REGISTRY_OFFSET_MS);
    return {
      year: String(china.getUTCFullYear()),
      month: two(china.getUTCMonth() + 1),
      day: two(china.getUTCDate()),
      hour: two(china.getUTCHours()),
      minute: two(china.getUTCMinutes()),
      second: two(china.getUTCSeconds()),
    };
  }
  return Object.fromEntries(formatterFor(timeZone).formatToParts(date).map((p) => [p.type, p.value]));
}

export function compactDateTime(date = new Date(), timeZone = REGISTRY_TIME_ZONE): string {
  const p = parts(date, timeZone);
  return `${p.year}${p.month}${p.day}${p.hour}${p.minute}${p.second}`;
}

export function isoDay(date = new Date(), timeZone = REGISTRY_TIME_ZONE): string {
  const p = parts(date, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** A moment in China time, yyyy-MM-dd HH:mm:ss (documents: notices, certificates); empty for none. */
export function chinaTime(at: Date | string | null): string {
  if (!at) return '';
  const p = parts(new Date(at), REGISTRY_TIME_ZONE);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}
