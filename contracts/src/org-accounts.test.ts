import { describe, expect, it } from 'vitest';
import { importantChanges, organisationImportantFields, orgApplyBody, orgDraftBody } from './org-accounts.ts';
import { publicAccountImportantFields } from './registration.ts';
import { organisationFieldRules } from './validation/operator-forms.ts';

describe('organisation change tracking', () => {
  it('logs only important fields that changed, with before, after and a detail line', () => {
    const before = { custName: '甲认证中心', homePage: 'https://a.cn', custField: ['A'], legalPersonName: '郑法人' };
    const after = { custName: '乙认证中心', homePage: 'https://b.cn', custField: ['A', 'N'], legalPersonName: '郑法人' };
    expect(importantChanges(organisationImportantFields, before, after)).toEqual([
      { paramId: 'custName', paramName: '机构名称', beforeValue: '甲认证中心', currentValue: '乙认证中心', updParamDetail: '机构名称：甲认证中心 → 乙认证中心' },
      { paramId: 'custField', paramName: '业务领域', beforeValue: 'A', currentValue: 'A,N', updParamDetail: '业务领域：A → A,N' },
    ]);
  });

  it('treats empty and missing alike, and shows an emptied value', () => {
    expect(importantChanges(organisationImportantFields, { custName: '' }, {})).toEqual([]);
    expect(importantChanges(publicAccountImportantFields, { realName: '张三' }, { realName: '' })).toEqual([
      { paramId: 'realName', paramName: '姓名/机构名称', beforeValue: '张三', currentValue: null, updParamDetail: '姓名/机构名称：张三 → （空）' },
    ]);
  });

  it('flags only fields of the §3.7 form', () => {
    for (const f of organisationImportantFields) expect(Object.keys(organisationFieldRules)).toContain(f.field);
  });

  it('a draft accepts half a form, a submission wants every field', () => {
    expect(orgDraftBody.safeParse({ custName: '某某认证中心' }).success).toBe(true);
    const refused = orgApplyBody.safeParse({ custName: '某某认证中心' });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((i) => i.path.join('.'))).toContain('legalPersonName');
  });
});
