import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { REGISTRY_OFFSET_MINUTES, REGISTRY_OFFSET_MS } from '@ccer/contracts';
import { serverNow } from './server-offset.ts';

dayjs.extend(utc);

/**
 * The registry's time: China Standard Time, whatever the browser's time zone. Every time the web
 * shows goes through this module (lists, details, the clock), the way exports and the gateway
 * already do (gateway/src/domain/server-time.ts), so a reviewer abroad reads the same 14:00 as the
 * export and the operation log.
 */
export const REGISTRY_TIME_ZONE = 'Asia/Shanghai';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

/** Text that names its instant: ends in Z or an offset (+08:00, +0800, -05). */
const HAS_ZONE = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

export type TimeInput = string | number | Date;

/**
 * A value from the server as a day.js in registry time. Timestamps with a zone (the gateway's ISO
 * texts, the engine's +0800 texts), epoch numbers and Dates are instants; a text without a zone
 * ("2025-03-01 09:30:00", a date) is registry wall time already and is kept as written.
 */
export function toRegistryTime(value: TimeInput): Dayjs {
  if (typeof value === 'string' && !HAS_ZONE.test(value.trim())) {
    // read as UTC so no browser zone (nor its daylight-saving gap) moves the wall time, then label it +08:00
    return dayjs.utc(value.trim()).utcOffset(REGISTRY_OFFSET_MINUTES, true);
  }
  return dayjs(value).utcOffset(REGISTRY_OFFSET_MINUTES);
}

function format(value: TimeInput | null | undefined, pattern: string): string {
  if (value === null || value === undefined || value === '') return '-';
  const d = toRegistryTime(value);
  return d.isValid() ? d.format(pattern) : String(value);
}

/** Date and time for lists and details; empty values show as a dash. */
export const formatDateTime = (value: TimeInput | null | undefined): string => format(value, DATE_TIME_FORMAT);
/** The registry date of a value; empty values show as a dash. */
export const formatDate = (value: TimeInput | null | undefined): string => format(value, DATE_FORMAT);
/** Any day.js pattern in registry time (the clock's, with the weekday of the current day.js locale). */
export const formatRegistry = (value: TimeInput, pattern: string): string => toRegistryTime(value).format(pattern);

/** An ISO instant as the gateway writes it into stored values (2026-12-06T18:30:00.000Z, …+08:00). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * A stored value (an operation log's before and after) as indented JSON whose instants read in registry time
 * ("2026-12-07 02:30:00"), so no screen shows a UTC time; everything else is kept as stored.
 */
export const registryJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' && ISO_INSTANT.test(v) ? formatDateTime(v) : v), 2);

/** The registry date (yyyy-MM-dd) at an instant, by default now on the server's clock. */
export const registryToday = (now: number = serverNow()): string => toRegistryTime(now).format(DATE_FORMAT);

/**
 * A picker value for a registry date. antd's pickers work in the browser's zone; a picker holding the
 * browser's midnight of the registry date shows that date, and range-params sends it as written
 * (yyyy-MM-dd, or yyyy-MM-dd HH:mm:ss), which the gateway reads as registry time.
 */
export const pickerDate = (registryDate: string): Dayjs => dayjs(registryDate);

/** The registry's current date as a picker value (a calendar opening on today in China). */
export const pickerToday = (now: number = serverNow()): Dayjs => pickerDate(registryToday(now));

/**
 * The server's clock text of GET /api/common/datetime (yyyyMMddHHmmss, registry time) as an epoch
 * instant; undefined when it is not one (spec: 未获取到系统时间).
 */
export function parseServerDateTime(text: unknown): number | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(String(text ?? '').trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return undefined;
  return Date.UTC(y, mo - 1, d, h, mi, s) - REGISTRY_OFFSET_MS;
}
