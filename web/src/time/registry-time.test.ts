// the browser of a reviewer abroad: every assertion below must read China time all the same
process.env.TZ = 'America/New_York';

import { describe, expect, it } from 'vitest';
import { formatDate as listFormatDate, formatDateTime as listFormatDateTime } from '../components/list-page/format.ts';
import { toQueryParams } from '../components/list-page/range-params.ts';
import { formatDate, formatDateTime, formatRegistry, parseServerDateTime, pickerDate, pickerToday, registryJson, registryToday } from './registry-time.ts';
import { rememberServerOffset } from './server-offset.ts';

describe('registry time (China, UTC+8) whatever the browser zone', () => {
  it('runs in a zone other than China', () => {
    // New York: UTC−5 in January, UTC−4 in July
    expect(new Date('2025-01-15T12:00:00Z').getTimezoneOffset()).toBe(300);
    expect(new Date('2025-07-15T12:00:00Z').getTimezoneOffset()).toBe(240);
  });

  it('shows the gateway’s ISO instants in China time, in lists and details', () => {
    expect(formatDateTime('2025-01-15T06:30:00.000Z')).toBe('2025-01-15 14:30:00');
    expect(listFormatDateTime('2025-01-15T06:30:00.000Z')).toBe('2025-01-15 14:30:00');
    expect(formatDateTime('2025-07-15T06:30:00Z')).toBe('2025-07-15 14:30:00');
    // after 16:00 UTC it is already the next day in China
    expect(formatDate('2025-01-15T17:00:00Z')).toBe('2025-01-16');
    expect(listFormatDate('2025-01-15T17:00:00Z')).toBe('2025-01-16');
  });

  it('shows the instants inside a stored value (an operation log’s before and after) in China time', () => {
    const text = registryJson({ name: '早盘', updatedAt: '2026-12-06T18:30:00.000Z', nested: [{ at: '2026-12-06T10:00:00+08:00' }], day: '2026-12-06', note: 'T' });
    expect(JSON.parse(text)).toEqual({ name: '早盘', updatedAt: '2026-12-07 02:30:00', nested: [{ at: '2026-12-06 10:00:00' }], day: '2026-12-06', note: 'T' });
  });

  it('reads the engine’s +0800 texts, epoch numbers and Dates as instants', () => {
    expect(formatDateTime('2025-01-15T14:30:00.000+0800')).toBe('2025-01-15 14:30:00');
    expect(formatDateTime('2025-01-15T01:30:00-05:00')).toBe('2025-01-15 14:30:00');
    expect(formatDateTime(Date.UTC(2025, 0, 15, 6, 30))).toBe('2025-01-15 14:30:00');
    expect(formatDateTime(new Date(Date.UTC(2025, 0, 15, 6, 30)))).toBe('2025-01-15 14:30:00');
  });

  it('keeps a text without a zone as registry wall time, also in a daylight-saving gap of the browser', () => {
    // 2025-03-09 02:30 does not exist in New York (clocks jump from 02:00 to 03:00)
    expect(formatDateTime('2025-03-09 02:30:00')).toBe('2025-03-09 02:30:00');
    expect(formatDateTime('2025-03-09T02:30:00')).toBe('2025-03-09 02:30:00');
    expect(formatDate('2025-03-09')).toBe('2025-03-09');
  });

  it('shows a dash for no value and the text itself for one that is not a time', () => {
    for (const v of [null, undefined, '']) expect(formatDateTime(v)).toBe('-');
    expect(formatDate(null)).toBe('-');
    expect(formatDateTime('not a time')).toBe('not a time');
  });

  it('formats the clock’s pattern and today’s date in China', () => {
    const at = Date.UTC(2025, 0, 15, 20, 5); // 15 January 15:05 in New York, 16 January 04:05 in China
    expect(formatRegistry(at, 'YYYY-MM-DD HH:mm dddd')).toBe('2025-01-16 04:05 Thursday');
    expect(registryToday(at)).toBe('2025-01-16');
    expect(pickerToday(at).format('YYYY-MM-DD')).toBe('2025-01-16');
  });

  it('takes today from the server’s clock once the top bar has synced, not from a wrong computer clock', () => {
    const computer = Date.now();
    const day = 24 * 3600_000;
    expect(registryToday()).toBe(registryToday(computer));
    // the computer's clock two days behind the server's
    rememberServerOffset(2 * day);
    try {
      expect(registryToday()).toBe(registryToday(computer + 2 * day));
      expect(pickerToday().format('YYYY-MM-DD')).toBe(registryToday(computer + 2 * day));
    } finally {
      rememberServerOffset(0);
    }
  });

  it('reads the server clock text (yyyyMMddHHmmss, China time) as an instant', () => {
    expect(parseServerDateTime('20250116040500')).toBe(Date.UTC(2025, 0, 15, 20, 5));
    expect(parseServerDateTime(' 20250116040500 ')).toBe(Date.UTC(2025, 0, 15, 20, 5));
    for (const bad of [undefined, null, '', '2025-01-16', '20251316040500', '20250116250000', 20250116]) expect(parseServerDateTime(bad)).toBeUndefined();
  });

  it('sends a picked date or date-time as the registry wall time the person picked', () => {
    const fields = [
      { name: 'day', label: 'day', kind: 'date' as const },
      { name: 'at', label: 'at', kind: 'datetimerange' as const },
    ];
    // the day New York's clocks jump: a picked date stays that date
    const picked = { day: pickerDate('2025-03-09'), at: [pickerDate('2025-03-09 00:00:00'), pickerDate('2025-03-09 23:59:59')] };
    expect(toQueryParams(picked, fields)).toEqual({ day: '2025-03-09', atStart: '2025-03-09 00:00:00', atEnd: '2025-03-09 23:59:59' });
    expect(toQueryParams({ day: '2025-01-16' }, fields)).toEqual({ day: '2025-01-16' });
  });
});
