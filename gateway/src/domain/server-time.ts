/** Server time in the registry's time zone: yyyymmddhhmmss for the datetime call, yyyy-MM-dd for date rules. */
export const REGISTRY_TIME_ZONE = 'Asia/Shanghai';

function parts(date: Date, timeZone: string): Record<string, string> {
  const fmt = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(fmt.formatToParts(date).map((p) => [p.type, p.value]));
}

export function compactDateTime(date = new Date(), timeZone = REGISTRY_TIME_ZONE): string {
  const p = parts(date, timeZone);
  return `${p.year}${p.month}${p.day}${p.hour}${p.minute}${p.second}`;
}

export function isoDay(date = new Date(), timeZone = REGISTRY_TIME_ZONE): string {
  const p = parts(date, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}
