import type { Catalogue } from '../catalogue.ts';

/** Trading-system account representative fields (accounts spec §3.8, prefix accountpre): Chinese and English labels. */
const tradeRepresentativeLabels: Record<string, { zh: string; en: string }> = {
  accountpreName: { zh: '交易系统账户代表姓名', en: 'Trading-system representative name' },
  accountpreCertificateType: { zh: '交易系统账户代表证件类型', en: 'Trading-system representative certificate type' },
  accountpreCertificateNo: { zh: '交易系统账户代表证件号码', en: 'Trading-system representative certificate number' },
  accountpreCertificateDate: { zh: '交易系统账户代表证件有效期', en: 'Trading-system representative certificate validity' },
  accountprePhoneNo: { zh: '交易系统账户代表固定电话', en: 'Trading-system representative landline' },
  accountpreMobilePhoneNo: { zh: '交易系统账户代表手机号码', en: 'Trading-system representative mobile phone' },
  accountpreEmailAddress: { zh: '交易系统账户代表电子邮箱', en: 'Trading-system representative e-mail' },
  accountpreWorkUnit: { zh: '交易系统账户代表工作单位', en: 'Trading-system representative work unit' },
  accountpreAddress: { zh: '交易系统账户代表联系地址', en: 'Trading-system representative address' },
  accountpreFaxNo: { zh: '交易系统账户代表传真', en: 'Trading-system representative fax' },
};

/** Messages of one area: joint company opening and provincial administrator applications (accounts spec §2.3, §7.2, §7.4). */
export const unionProvinceMessages: Catalogue = {
  ...Object.fromEntries(
    Object.entries(tradeRepresentativeLabels).map(([field, l]) => [`tradeRepRequired_${field}`, { zh: `${l.zh}不能为空！`, en: `${l.en} is required` }]),
  ),
  provinceApplyNotFound: { zh: '省级管理员开户申请不存在', en: 'Provincial administrator application not found' },
  provinceApplyOpen: { zh: '您已有审核中或已开户的省级管理员申请', en: 'You already have a provincial administrator application under review or opened' },
  provinceApplyNotCancellable: { zh: '只有审核中的申请可以撤销', en: 'Only an application under review can be cancelled' },
  provinceApplyCancelReason: { zh: '申请人撤销省级管理员开户申请', en: 'The applicant cancelled the provincial administrator application' },
};
