import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { codesOf, nameByCode, nameIn } from './code-table.ts';
import { exchangeDirectionName, freezeStatusName, signatureResultCodes } from './index.ts';

const directions = { out: { zh: '发送', en: 'Sent' }, in: { zh: '接收', en: 'Received' } } as const;
const statuses = { frozen: { code: '01', zh: '冻结中', en: 'Frozen' }, unfrozen: { code: '02', zh: '已解冻', en: 'Unfrozen' } } as const;

describe('code tables', () => {
  it('gives the codes in the table order, as a zod enum takes them', () => {
    expect(codesOf(directions)).toEqual(['out', 'in']);
    expect(z.enum(codesOf(directions)).safeParse('sideways').success).toBe(false);
    expect(signatureResultCodes).toEqual(['signed', 'verified', 'refused']);
  });

  it('names a code in either language, and shows an unknown code as itself', () => {
    expect(nameIn(directions)('out', 'zh')).toBe('发送');
    expect(nameIn(directions)('in', 'en')).toBe('Received');
    expect(nameIn(directions)('toString', 'zh')).toBe('toString');
    expect(nameByCode(statuses)('02', 'zh')).toBe('已解冻');
    expect(nameByCode(statuses)('frozen', 'en')).toBe('frozen');
    expect(exchangeDirectionName('in', 'zh')).toBe('接收');
    expect(freezeStatusName('01', 'en')).toBe('Frozen');
  });
});
