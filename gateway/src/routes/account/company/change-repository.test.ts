import { describe, expect, it } from 'vitest';
import { changeValueText } from '@ccer/contracts';
import { changedFields } from './change-repository.ts';

describe('company change fields', () => {
  it('shows lists joined and empty values as null', () => {
    expect(changeValueText(['01', '02'])).toBe('01,02');
    expect(changeValueText([])).toBeNull();
    expect(changeValueText('')).toBeNull();
    expect(changeValueText(false)).toBe('false');
  });

  it('lists only the fields that differ, named where the change log names them', () => {
    const before = { custName: '甲公司', custType: ['01'], contactAddress: '一号', legalPhoneNo: '' };
    const after = { custName: '乙公司', custType: ['01'], contactAddress: '一号', legalPhoneNo: '010-12345678' };
    expect(changedFields(before, after, 'zh')).toEqual([
      { paramId: 'custName', paramName: '企业名称', beforeValue: '甲公司', currentValue: '乙公司' },
      { paramId: 'legalPhoneNo', paramName: 'legalPhoneNo', beforeValue: null, currentValue: '010-12345678' },
    ]);
    expect(changedFields(before, after, 'en')[0].paramName).toBe('Company name');
  });
});
