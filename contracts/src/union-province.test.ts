import { describe, expect, it } from 'vitest';
import { translate } from './messages.ts';
import { jointOpeningIssues, provinceApplyBody, tradeRepresentativeRequired } from './union-province.ts';

describe('joint opening: trading-system representative required', () => {
  it('names every empty required accountpre field with a labelled message; the fixed phone stays optional', () => {
    const issues = jointOpeningIssues({ accountpreName: '钱七' });
    const fields = issues.map((i) => i.field);
    expect(fields).not.toContain('accountpreName');
    expect(fields).not.toContain('accountprePhoneNo');
    expect(fields).toContain('accountpreFaxNo');
    expect(fields).toHaveLength(tradeRepresentativeRequired.length - 1);
    const fax = issues.find((i) => i.field === 'accountpreFaxNo')!;
    expect(translate(fax.message, 'zh')).toBe('交易系统账户代表传真不能为空！');
    expect(translate(fax.message, 'en')).toBe('Trading-system representative fax is required');
  });
});

describe('province administrator application body', () => {
  it('requires the managed province and a valid fax (§3.4)', () => {
    const r = provinceApplyBody.safeParse({ faxNo: '123' });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), translate(i.message, 'zh')]));
    expect(byField.manageProvinceId).toBe('不能为空！');
    expect(byField.faxNo).toBe('传真格式不正确');
  });
});
