import { describe, expect, it } from 'vitest';
import { translate } from '../messages.ts';
import { modifyPasswordBody } from '../session.ts';
import {
  expertOperatorFieldRules,
  expertOperatorFormSchema,
  organisationFieldRules,
  organisationFormSchema,
  provinceAdminFormSchema,
  publicAccountFormSchema,
  publicAccountRequirements,
  verifierFormSchema,
} from './operator-forms.ts';

type Parsed = { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } };
const issuesOf = (r: Parsed) =>
  Object.fromEntries((r.error?.issues ?? []).toReversed().map((i) => [i.path.join('.'), translate(i.message)])); // first issue per field wins
const attachment = (typeno: string) => ({ typeno, path: `/files/${typeno}.pdf` });

const expert = () => ({
  operatorName: '周专家',
  certificateType: '0',
  certificateNo: '11010519491231002X',
  mobilePhoneNo: '13812345678',
  phoneNo: '010-12345678',
  emailAddress: 'expert@example.cn',
  provinceId: '110000',
  workUnit: '某大学',
  departmentDesc: '环境学院',
  positionDesc: '教授',
  contactAddress: '北京市海淀区',
  isLeader: 'N',
  operatorField: ['A01', 'N02'],
  operatorFieldCn: '能源,林业',
});

describe('§3.4 expert / operator form', () => {
  it('accepts a complete form', () => expect(issuesOf(expertOperatorFormSchema.safeParse(expert()))).toEqual({}));

  it('requires every field (the display names excepted)', () => {
    const issues = issuesOf(expertOperatorFormSchema.safeParse({}));
    expect(Object.keys(issues).sort()).toEqual(Object.keys(expertOperatorFieldRules).filter((f) => f !== 'operatorFieldCn').sort());
    expect(new Set(Object.values(issues))).toEqual(new Set(['不能为空！']));
  });

  it('applies the expert lengths and formats', () => {
    const issues = issuesOf(
      expertOperatorFormSchema.safeParse({
        ...expert(),
        operatorName: '周'.repeat(33),
        certificateType: '1',
        certificateNo: 'E'.repeat(41),
        emailAddress: `${'a'.repeat(30)}@example.cn`,
        workUnit: '某'.repeat(31),
        departmentDesc: '部'.repeat(21),
        positionDesc: '职'.repeat(21),
        contactAddress: '址'.repeat(101),
        isLeader: 'X',
        operatorField: ['B01'],
        phoneNo: '12345',
      }),
    );
    expect(issues).toEqual({
      operatorName: '请输入 2 到 32 个字符',
      certificateNo: '请输入 2 到 40 个字符',
      emailAddress: '最多输入 40 个字符',
      workUnit: '请输入 2 到 30 个字符',
      departmentDesc: '请输入 2 到 20 个字符',
      positionDesc: '请输入 2 到 20 个字符',
      contactAddress: '请输入 2 到 100 个字符',
      isLeader: '选项不正确',
      operatorField: '项目类型必须以A或N开头',
      phoneNo: '固定电话格式不正确',
    });
  });

  it('province-administrator form adds the managed province and a required fax', () => {
    expect(issuesOf(provinceAdminFormSchema.safeParse(expert()))).toEqual({ manageProvinceId: '不能为空！', faxNo: '不能为空！' });
    expect(issuesOf(provinceAdminFormSchema.safeParse({ ...expert(), manageProvinceId: '350000', faxNo: '123' }))).toEqual({ faxNo: '传真格式不正确' });
    expect(issuesOf(provinceAdminFormSchema.safeParse({ ...expert(), manageProvinceId: '350000', faxNo: '0591-87654321' }))).toEqual({});
  });
});

describe('§3.5 public account (10 individual, 11 institution)', () => {
  const individual = () => ({
    loginName: 'public01',
    operatorType: '10',
    realName: '张三',
    certificateType: '0',
    certificateNo: '11010519491231002X',
    reCertificateNo: '11010519491231002X',
    attachments: ['B02', 'B05'].map(attachment),
  });
  const institution = () => ({
    operatorType: '11',
    realName: '某某环境研究院（公益机构）',
    certificateType: 'N02',
    certificateNo: '12100000400000624D',
    reCertificateNo: '12100000400000624D',
    attachments: [attachment('C01')],
  });

  it('type 10 uses dictionary 100004 and B02, B05; type 11 dictionary 100005 and C01', () => {
    expect(publicAccountRequirements('10')).toEqual({ certificateDictionary: '100004', shownAttachments: ['B02', 'B05'], requiredAttachments: ['B02', 'B05'] });
    expect(publicAccountRequirements('11')).toEqual({ certificateDictionary: '100005', shownAttachments: ['C01'], requiredAttachments: ['C01'] });
  });

  it('accepts complete individual and institution forms', () => {
    expect(issuesOf(publicAccountFormSchema.safeParse(individual()))).toEqual({});
    expect(issuesOf(publicAccountFormSchema.safeParse(institution()))).toEqual({});
  });

  it('individual: realName 2 to 6 Chinese characters, B02 and B05 required', () => {
    expect(issuesOf(publicAccountFormSchema.safeParse({ ...individual(), realName: 'Zhang', attachments: [attachment('C01')] }))).toEqual({
      realName: '请输入中文姓名',
      'attachments.B02': '请上传B02类附件',
      'attachments.B05': '请上传B05类附件',
    });
    expect(issuesOf(publicAccountFormSchema.safeParse({ ...individual(), realName: '张三四五六七八' }))).toEqual({ realName: '请输入 2 到 6 个字符' });
  });

  it('institution: name 2 to 80, C01 required, B02 and B05 not', () => {
    expect(issuesOf(publicAccountFormSchema.safeParse({ ...institution(), realName: '院'.repeat(81), attachments: [] }))).toEqual({
      realName: '请输入 2 到 80 个字符',
      'attachments.C01': '请上传C01类附件',
    });
  });

  it('certificate number depends on the type and must be entered twice alike', () => {
    expect(issuesOf(publicAccountFormSchema.safeParse({ ...individual(), certificateNo: '110105194912310021', reCertificateNo: '110105194912310021' }))).toEqual({
      certificateNo: '身份证格式不正确！',
    });
    expect(issuesOf(publicAccountFormSchema.safeParse({ ...individual(), reCertificateNo: '440304199003074561' }))).toEqual({
      reCertificateNo: '两次输入证件号码不一致！',
    });
    expect(issuesOf(publicAccountFormSchema.safeParse({ ...individual(), certificateNo: '', reCertificateNo: '' }))).toEqual({
      certificateNo: '不能为空！',
      reCertificateNo: '不能为空！',
    });
  });
});

describe('§3.6 verifier', () => {
  const verifier = () => ({
    operatorNo: '1',
    verifierName: '吴核查',
    verifierCertificateType: '1',
    verifierCertificateNo: 'P',
    verifierLevel: '2',
    verifierField: ['A01'],
    ccaaCertificateNo: 'CCAA-2024-001',
    verifierEffectiveDate: '2024-01-01',
    ccaaCaValidDate: '20991231',
  });
  it('accepts a verifier with a 1-character certificate number and a permanent validity', () =>
    expect(issuesOf(verifierFormSchema.safeParse(verifier()))).toEqual({}));
  it('name 2 to 64, certificate number 1 to 64', () => {
    expect(issuesOf(verifierFormSchema.safeParse({ ...verifier(), verifierName: '吴'.repeat(65), verifierCertificateNo: 'P'.repeat(65) }))).toEqual({
      verifierName: '请输入 2 到 64 个字符',
      verifierCertificateNo: '请输入 1 到 64 个字符',
    });
  });
});

describe('§3.7 organisation form', () => {
  const organisation = () => ({
    custName: '某某认证中心有限公司',
    custField: ['A'],
    custFieldCn: '能源产业',
    certificateType: 'N01',
    certificateNo: '91110000100006485K',
    certificateValidDate: '20991231',
    enterpriseEmail: 'org@example.cn',
    phoneNo: '010-87654321',
    homePage: 'https://www.example.cn',
    zipCode: '100000',
    areaIdList: ['CHN', '110000', '110100', '110105'],
    enterpriseType: '15',
    contactAddress: '北京市朝阳区',
    enterpriseContent: '审定与核查机构',
    legalPersonName: '郑法人',
    legalCertificateType: '0',
    legalCertificateNo: '11010519491231002X',
    legalCertificateValidDate: '2030-01-01',
    legalPhoneNo: '010-87654321',
    legalMobilPhoneNo: '13812345678',
    legalEmailAddress: 'legal@example.cn',
    legalAddress: '北京市朝阳区',
    contactPersonName: '冯联系',
    contactCertificateType: '0',
    contactCertificateNo: '440304199003074561',
    contactCertificateValidDate: '2030-01-01',
    contactPhoneNo: '010-87654321',
    contactMobilePhoneNo: '13812345679',
    contactEmailAddress: 'contact@example.cn',
    contactWorkUnit: '某某认证中心有限公司',
    contactPersonAddress: '北京市朝阳区',
    accountpreName: '陈代表',
    accountpreCertificateType: '0',
    accountpreCertificateNo: '510107197812311237',
    accountpreCertificateDate: '2030-01-01',
    accountprePhoneNo: '010-87654321',
    accountpreMobilePhoneNo: '13812345670',
    accountpreEmailAddress: 'rep@example.cn',
    accountpreWorkUnit: '某某认证中心有限公司',
    accountpreAddress: '北京市朝阳区',
  });

  it('accepts a complete form', () => expect(issuesOf(organisationFormSchema().safeParse(organisation()))).toEqual({}));

  it('submit: all fields are required (§5.4)', () => {
    const issues = issuesOf(organisationFormSchema('submit').safeParse({}));
    expect(Object.keys(issues).sort()).toEqual(Object.keys(organisationFieldRules).filter((f) => f !== 'custFieldCn').sort());
  });

  it('draft: nothing is required, filled values are still checked', () => {
    expect(issuesOf(organisationFormSchema('draft').safeParse({ custName: '某某认证中心' }))).toEqual({});
    expect(issuesOf(organisationFormSchema('draft').safeParse({ homePage: 'example.cn' }))).toEqual({ homePage: '网络地址格式不正确' });
  });

  it('applies the organisation lengths and formats', () => {
    const issues = issuesOf(
      organisationFormSchema().safeParse({
        ...organisation(),
        custName: '某'.repeat(41),
        legalPersonName: '郑'.repeat(21),
        contactWorkUnit: '某'.repeat(41),
        zipCode: '10000',
        homePage: 'www.example.cn',
        enterpriseType: '11',
        enterpriseContent: '介'.repeat(801),
        custField: ['B'],
        certificateType: 'W01',
      }),
    );
    expect(issues).toEqual({
      custName: '请输入 2 到 40 个字符',
      legalPersonName: '请输入 2 到 20 个字符',
      contactWorkUnit: '请输入 2 到 40 个字符',
      zipCode: '邮编格式不正确',
      homePage: '网络地址格式不正确',
      enterpriseType: '选项不正确',
      enterpriseContent: '不能超过800位',
      custField: '项目类型必须以A或N开头',
      certificateType: '选项不正确',
    });
    expect(issuesOf(organisationFormSchema().safeParse({ ...organisation(), enterpriseContent: '介' }))).toEqual({
      enterpriseContent: '请输入 2 到 2000 个字符',
    });
  });
});

describe('§5.5 change-password dialog (session.ts)', () => {
  it.each([
    [{ oldPassword: '', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg1' }, { oldPassword: '请输入旧登录密码' }],
    [{ oldPassword: '1234', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg1' }, { oldPassword: '请输入5到16位' }],
    [{ oldPassword: '12345', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }, { newPassword: '8-16位字母、数字或非空格特殊字符(至少两种)' }],
    [{ oldPassword: '12345', newPassword: 'Abcdefg1', confirmPassword: '' }, { confirmPassword: '请再次输入新登录密码' }],
    [{ oldPassword: '12345', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg2' }, { confirmPassword: '两次输入密码不一致!' }],
    [{ oldPassword: '12345', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg1' }, {}],
  ])('%o → %o', (body, expected) => expect(issuesOf(modifyPasswordBody.safeParse(body))).toEqual(expected));
});
