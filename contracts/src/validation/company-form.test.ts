import { describe, expect, it } from 'vitest';
import { translate } from '../messages.ts';
import {
  companyBlocks,
  companyFieldRules,
  companyFormRequirements,
  companyFormSchema,
  isLegacyCustomerNo,
  workUnitsDiffer,
  type CompanyFormValues,
} from './company-form.ts';

const person = (prefix: string, name: string, id: string, unit: string, withPosition = true) => ({
  [`${prefix}Name`]: name,
  [`${prefix}CertificateType`]: '0',
  [`${prefix}CertificateNo`]: id,
  [`${prefix}CertificateDate`]: '2035-06-30',
  [`${prefix}PhoneNo`]: '0591-87654321',
  [`${prefix}MobilePhoneNo`]: '13912345678',
  [`${prefix}EmailAddress`]: `${prefix}@example.cn`,
  [`${prefix}WorkUnit`]: unit,
  ...(withPosition ? { [`${prefix}Position`]: '总经理助理' } : {}),
  [`${prefix}Address`]: '福建省福州市鼓楼区五四路1号',
});

const attachment = (typeno: string) => ({ typeno, path: `/files/${typeno}.pdf` });

/** A complete form of a project owner with a legal representative (legalType 1), no agent. */
function validForm(): Record<string, unknown> {
  return {
    custType: ['01'],
    custName: '示例新能源有限公司',
    certificateType: 'N01',
    certificateNo: '91350100M000100Y43',
    certificateValidDate: '20991231',
    legalType: '1',
    areaIdList: ['CHN', '350000', '350100', '350102'],
    industryCode: ['D'],
    registeredAddress: '福建省福州市鼓楼区五四路1号',
    contactAddress: '福建省福州市鼓楼区五四路1号',
    legalPersonName: '张三',
    legalCertificateType: '0',
    legalCertificateNo: '11010519491231002X',
    legalCertificateValidDate: '2099-12-31',
    legalPhoneNo: '',
    legalMobilPhoneNo: '13812345678',
    legalEmailAddress: 'legal@example.cn',
    legalAddress: '福建省福州市鼓楼区五四路1号',
    contactPersonName: '李四',
    contactCertificateType: '0',
    contactCertificateNo: '440304199003074561',
    contactCertificateValidDate: '2030-01-01',
    contactPhoneNo: '010-12345678-12',
    contactMobilePhoneNo: '13712345678',
    contactEmailAddress: 'contact@example.cn',
    contactWorkUnit: '示例新能源有限公司',
    contactPersonAddress: '福建省福州市鼓楼区五四路1号',
    ...person('initrepre', '王五', '510107197812311237', '示例新能源有限公司'),
    ...person('checkrepre', '赵六', '330102199911111234', '示例新能源有限公司'),
    ...person('accountpre', '钱七', '32010619850101123X', '示例新能源有限公司', false),
    accountpreFaxNo: '0591-87654322',
    hasAgent: false,
    attachments: ['B02', 'B05', 'U05', 'U06'].map(attachment),
  };
}

type Parsed = { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } };
/** field path → Chinese message, for every issue. */
const issuesOf = (r: Parsed) =>
  Object.fromEntries((r.error?.issues ?? []).toReversed().map((i) => [i.path.join('.'), translate(i.message)])); // first issue per field wins

describe('§5.4 required-ness in the company form (pure rules)', () => {
  const base = validForm() as CompanyFormValues;

  it('legalType 7: the legal representative fields and attachments are optional, U03 required', () => {
    const r = companyFormRequirements({ ...base, legalType: '7' });
    expect(r.legalPersonRequired).toBe(false);
    for (const f of companyBlocks.legal) expect(r.requiredFields).not.toContain(f);
    expect(r.requiredAttachments).not.toContain('B02');
    expect(r.requiredAttachments).not.toContain('B05');
    expect(r.requiredAttachments).toContain('U03');
    expect(r.shownAttachments).toContain('U03');
  });

  it('other legal types: the legal representative fields and attachments are required, U03 not used', () => {
    const r = companyFormRequirements({ ...base, legalType: '1' });
    expect(r.legalPersonRequired).toBe(true);
    expect(r.requiredFields).toEqual(expect.arrayContaining(['legalPersonName', 'legalCertificateNo', 'legalMobilPhoneNo', 'legalEmailAddress', 'legalAddress']));
    expect(r.requiredFields).not.toContain('legalPhoneNo'); // the fixed phone is optional
    expect(r.requiredAttachments).toEqual(expect.arrayContaining(['B02', 'B05']));
    expect(r.requiredAttachments).not.toContain('U03');
    expect(r.shownAttachments).not.toContain('U03');
  });

  it('agent ticked: its fields and C15, A09 are required', () => {
    const r = companyFormRequirements({ ...base, hasAgent: true });
    expect(r.agentShown).toBe(true);
    expect(r.requiredFields).toEqual(expect.arrayContaining(companyBlocks.agent.filter((f) => f !== 'agentPhoneNo')));
    expect(r.requiredAttachments).toEqual(expect.arrayContaining(['C15', 'A09']));
  });

  it('agent not ticked: no agent field nor C15, A09', () => {
    const r = companyFormRequirements({ ...base, hasAgent: false });
    expect(r.agentShown).toBe(false);
    for (const f of companyBlocks.agent) expect(r.requiredFields).not.toContain(f);
    expect(r.requiredAttachments).not.toContain('C15');
    expect(r.shownAttachments).not.toContain('A09');
  });

  it.each([
    [['01'], true],
    [['02', '01'], true],
    ['03,01', true], // comma-separated, as stored
    [['02'], false],
    [['03', '04'], false],
  ])('custType %o → U05, U06 shown and required: %s', (custType, expected) => {
    const r = companyFormRequirements({ ...base, custType });
    expect(r.requiredAttachments.includes('U05') && r.requiredAttachments.includes('U06')).toBe(expected);
    expect(r.shownAttachments.includes('U05') && r.shownAttachments.includes('U06')).toBe(expected);
  });

  it.each([
    ['5', true],
    ['6', true],
    ['1', false],
    ['7', false],
  ])('legalType %s → U02 required: %s', (legalType, expected) => {
    expect(companyFormRequirements({ ...base, legalType }).requiredAttachments.includes('U02')).toBe(expected);
  });

  it.each([
    ['甲公司', '甲公司', '甲公司', false],
    ['甲公司', ' 甲公司 ', '甲公司', false], // compared trimmed
    ['甲公司', '乙公司', '甲公司', true],
    ['甲公司', '甲公司', '丙公司', true],
    ['乙公司', '甲公司', '甲公司', true],
  ])('work units %s / %s / %s → C17 required: %s', (contactWorkUnit, initrepreWorkUnit, checkrepreWorkUnit, expected) => {
    const values = { ...base, contactWorkUnit, initrepreWorkUnit, checkrepreWorkUnit };
    expect(workUnitsDiffer(values)).toBe(expected);
    expect(companyFormRequirements(values).requiredAttachments.includes('C17')).toBe(expected);
  });

  it.each([
    ['C0000123', true],
    ['4000', true],
    ['CUST04000', true],
    ['CUST04001', false],
    ['', false],
    [undefined, false],
    ['ABC', false],
  ])('customer number %s is legacy: %s', (custNo, expected) => expect(isLegacyCustomerNo(custNo)).toBe(expected));

  it('legacy customer with a missing required field: no attachment required', () => {
    const r = companyFormRequirements({ ...base, custNo: 'C0003999', legalEmailAddress: '', hasAgent: true, legalType: '5' });
    expect(r.legacyWithMissingFields).toBe(true);
    expect(r.requiredAttachments).toEqual([]);
    expect(r.requiredFields).toContain('legalEmailAddress'); // the fields stay required
  });

  it('legacy customer with every field filled, or a newer customer with missing fields: attachments required', () => {
    expect(companyFormRequirements({ ...base, custNo: 'C0003999' }).requiredAttachments).toEqual(expect.arrayContaining(['B02', 'U05']));
    const newer = companyFormRequirements({ ...base, custNo: 'C0004001', legalEmailAddress: '' });
    expect(newer.legacyWithMissingFields).toBe(false);
    expect(newer.requiredAttachments).toEqual(expect.arrayContaining(['B02', 'U05']));
  });
});

describe('company form schema (§3.8)', () => {
  it('accepts a complete form', () => {
    const r = companyFormSchema.safeParse(validForm());
    expect(issuesOf(r)).toEqual({});
  });

  it('declares a rule for every field of §3.8', () => {
    const all = Object.values(companyBlocks).flat();
    expect(Object.keys(companyFieldRules).sort()).toEqual([...all].sort());
  });

  it('says which fields are empty (required)', () => {
    const r = companyFormSchema.safeParse({ ...validForm(), custName: '', contactMobilePhoneNo: undefined, initreprePosition: '  ' });
    expect(issuesOf(r)).toEqual({ custName: '不能为空！', contactMobilePhoneNo: '不能为空！', initreprePosition: '不能为空！' });
  });

  it('legalType 7 accepts an empty legal block and asks for U03', () => {
    const values = validForm();
    for (const f of companyBlocks.legal) values[f] = '';
    values.legalType = '7';
    expect(issuesOf(companyFormSchema.safeParse(values))).toEqual({ 'attachments.U03': '请上传U03类附件' });
    values.attachments = ['U05', 'U06', 'U03'].map(attachment);
    expect(issuesOf(companyFormSchema.safeParse(values))).toEqual({});
  });

  it('legalType 1 with an empty legal block reports each field and the B02, B05 attachments', () => {
    const values = validForm();
    values.legalPersonName = '';
    values.attachments = ['U05', 'U06'].map(attachment);
    expect(issuesOf(companyFormSchema.safeParse(values))).toEqual({
      legalPersonName: '不能为空！',
      'attachments.B02': '请上传B02类附件',
      'attachments.B05': '请上传B05类附件',
    });
  });

  it('agent ticked: the block and C15, A09 are required; unticked, its fields are ignored', () => {
    const values = { ...validForm(), hasAgent: true };
    const issues = issuesOf(companyFormSchema.safeParse(values));
    expect(issues).toMatchObject({ agentPersonName: '不能为空！', agentCertificateNo: '不能为空！', 'attachments.C15': '请上传C15类附件', 'attachments.A09': '请上传A09类附件' });
    expect(issues).not.toHaveProperty('agentPhoneNo');
    expect(issuesOf(companyFormSchema.safeParse({ ...validForm(), hasAgent: false, agentMobilePhoneNo: 'bad' }))).toEqual({});
    const ticked = {
      ...values,
      agentPersonName: '孙八',
      agentCertificateType: '1',
      agentCertificateNo: 'E12345678',
      agentCertificateDate: '2031-12-31',
      agentMobilePhoneNo: '13612345678',
      agentEmailAddress: 'agent@example.cn',
      agentPersonAddress: '福建省福州市',
      attachments: ['B02', 'B05', 'U05', 'U06', 'C15', 'A09'].map(attachment),
    };
    expect(issuesOf(companyFormSchema.safeParse(ticked))).toEqual({});
  });

  it('C17 is required when the work units differ', () => {
    const values = { ...validForm(), checkrepreWorkUnit: '示例集团有限公司' };
    expect(issuesOf(companyFormSchema.safeParse(values))).toEqual({ 'attachments.C17': '请上传C17类附件' });
  });

  it('checks formats, lengths, identity numbers and at most 5 industries', () => {
    const values = {
      ...validForm(),
      custName: '甲',
      certificateNo: '91350100M000100Y44',
      certificateValidDate: '2025-02-30',
      industryCode: ['A', 'B', 'C', 'D', 'E', 'F'],
      legalCertificateNo: '110105194912310021',
      contactCertificateType: '1',
      contactCertificateNo: 'E',
      contactPhoneNo: '12345678',
      contactMobilePhoneNo: '12812345678',
      contactEmailAddress: 'a@b',
      initrepreWorkUnit: 'x'.repeat(41),
      checkrepreName: '张'.repeat(31),
      accountpreFaxNo: '87654321',
      registeredAddress: 'x'.repeat(81),
      custType: ['01', '09'],
    };
    const issues = issuesOf(companyFormSchema.safeParse(values));
    expect(issues).toMatchObject({
      custName: '请输入 2 到 40 个字符',
      certificateNo: '统一社会信用代码格式错误',
      certificateValidDate: '日期格式不正确（yyyy-MM-dd 或 yyyyMMdd）',
      industryCode: '选择不能超过5项！',
      legalCertificateNo: '身份证格式不正确！',
      contactCertificateNo: '请输入 2 到 40 个字符',
      contactPhoneNo: '固定电话格式不正确',
      contactMobilePhoneNo: '手机号码格式不正确',
      contactEmailAddress: '邮箱格式不正确',
      initrepreWorkUnit: '请输入 2 到 40 个字符',
      checkrepreName: '请输入 2 到 30 个字符',
      accountpreFaxNo: '传真格式不正确',
      registeredAddress: '请输入 2 到 80 个字符',
      custType: '选项不正确',
    });
    expect(issuesOf(companyFormSchema.safeParse({ ...validForm(), certificateNo: '9135010' }))).toEqual({ certificateNo: '请输入18位证件号码' });
    for (const bad of ['2025-0101', '202501-01', '2025/01/01', '20250230', '2025-13-01']) {
      expect(issuesOf(companyFormSchema.safeParse({ ...validForm(), legalCertificateValidDate: bad })), bad).toEqual({ legalCertificateValidDate: '日期格式不正确（yyyy-MM-dd 或 yyyyMMdd）' });
    }
    expect(issuesOf(companyFormSchema.safeParse({ ...validForm(), legalCertificateValidDate: '2024-02-29' }))).toEqual({});
    expect(issuesOf(companyFormSchema.safeParse({ ...validForm(), industryCode: ['A', 'B', 'C', 'D', 'E'] }))).toEqual({});
  });

  it('accepts custType as comma-separated codes', () => {
    expect(companyFormSchema.parse({ ...validForm(), custType: '01,02' }).custType).toEqual(['01', '02']);
  });

  it('a legacy customer with a missing field is asked for the field but no attachment', () => {
    const values = { ...validForm(), custNo: 'C0000100', legalEmailAddress: '', attachments: [] };
    expect(issuesOf(companyFormSchema.safeParse(values))).toEqual({ legalEmailAddress: '不能为空！' });
  });
});

describe('a company application draft (companyApplyBody)', () => {
  it('keeps an incomplete draft but no text or list past any declared length', async () => {
    const { companyApplyBody } = await import('../company-accounts.ts');
    expect(companyApplyBody.safeParse({ custName: '草稿企业', legalType: 7 }).data).toMatchObject({ custName: '草稿企业', legalType: '7' });
    const long = companyApplyBody.safeParse({ custName: '企'.repeat(4001) });
    expect(long.error?.issues.map((i) => [i.path.join('.'), translate(i.message)])).toEqual([['custName', '账户名称不能超过4000位']]);
    expect(companyApplyBody.safeParse({ industryCode: Array.from({ length: 201 }, (_, i) => `A${i}`) }).success).toBe(false);
  });
});
