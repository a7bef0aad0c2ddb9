import { describe, expect, it } from 'vitest';
import { msUntilChinaTime } from './reconciliation.ts';
import { registryDayEnd } from '../../../domain/calendar/registry-days.ts';
import { chinaTime } from '../../../domain/server-time.ts';

describe('the nightly ledger check and China-time days', () => {
  it('waits until the next hh:mm China time', () => {
    // 2026-01-01 16:00 UTC is 2026-01-02 00:00 China time: 00:30 is half an hour away
    expect(msUntilChinaTime('00:30', Date.parse('2026-01-01T16:00:00Z'))).toBe(30 * 60_000);
    // just after 00:30 China time: tomorrow's
    expect(msUntilChinaTime('00:30', Date.parse('2026-01-01T16:30:00Z'))).toBe(24 * 3600_000);
    expect(msUntilChinaTime('23:00', Date.parse('2026-01-01T14:00:00Z'))).toBe(3600_000);
  });

  it('ends a day at midnight China time and shows times in China time', () => {
    expect(registryDayEnd('2026-03-05').toISOString()).toBe('2026-03-05T16:00:00.000Z');
    expect(chinaTime('2026-03-05T16:30:00Z')).toBe('2026-03-06 00:30:00');
  });
});
