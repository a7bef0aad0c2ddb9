import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translate } from '../messages.ts';
import { registryDateTimeOf, registryDayOf, registryInstantOf, registryTimeBound } from './registry-time.ts';
import { emailSendRecordQuery } from '../messaging.ts';
import { smsSendRecordQuery } from '../sms.ts';

describe('registry time', () => {
  it.each([
    ['2026-12-01 09:00', false, '2026-12-01T01:00:00.000Z'],
    ['2026-12-01T09:00:30', false, '2026-12-01T01:00:30.000Z'],
    ['2026-12-01', false, '2026-11-30T16:00:00.000Z'],
    ['2026-12-01', true, '2026-12-01T15:59:59.999Z'],
    ['2026-12-01T09:00:00Z', false, '2026-12-01T09:00:00.000Z'],
    ['2026-12-01T09:00:00-05:00', false, '2026-12-01T14:00:00.000Z'],
  ])('reads %s (end of day: %s) as %s', (text, endOfDay, iso) => expect(registryInstantOf(text, endOfDay)?.toISOString()).toBe(iso));

  it.each(['2026-02-30', '2026-13-01', '2026-12-01 25:00', 'yesterday', '1764547200000', '2026-12-01 09:00 +08:00'])('names no instant in %s', (text) =>
    expect(registryInstantOf(text)).toBeUndefined(),
  );

  it('reads a date-time that must name its time: a bare date or a day not in the calendar names none', () => {
    expect(registryDateTimeOf(' 2026-12-01 09:30 ')?.toISOString()).toBe('2026-12-01T01:30:00.000Z');
    for (const text of ['2026-12-01', '2026-02-30 09:00', '2026-12-01 09']) expect(registryDateTimeOf(text)).toBeUndefined();
  });

  it("names a moment's day in China time: the registry's day turns at 16:00 UTC", () => {
    expect(registryDayOf(new Date('2026-12-31T15:59:59.999Z'))).toBe('2026-12-31');
    expect(registryDayOf(new Date('2026-12-31T16:00:00.000Z'))).toBe('2027-01-01');
  });

  it('bounds a search inclusively, an empty text being no bound, and names a bad one', () => {
    const range = z.object({ sentFrom: registryTimeBound('from'), sentTo: registryTimeBound('to') });
    expect(range.parse({ sentFrom: '2026-12-01', sentTo: '2026-12-01' })).toEqual({ sentFrom: '2026-11-30T16:00:00.000Z', sentTo: '2026-12-01T15:59:59.999Z' });
    expect(range.parse({ sentFrom: '', sentTo: undefined })).toEqual({ sentFrom: undefined, sentTo: undefined });
    for (const query of [emailSendRecordQuery, smsSendRecordQuery]) {
      const r = query.safeParse({ sentFrom: '2026-02-30' });
      expect(r.success).toBe(false);
      expect(r.error!.issues.map((i) => [i.path.join('.'), translate(i.message, 'zh')])).toEqual([['sentFrom', '日期格式不正确']]);
    }
  });
});
