import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: company information changes through approval, representatives, cancellation, binding (accounts spec §2.4, §7.4). */
export const companyChangeMessages: Catalogue = {
  companyChangePending: { zh: '该企业已有审核中的信息变更申请，请等待审核完成后再提交', en: 'This company already has a change under review; wait until it is decided before submitting another' },
  companyChangeNotYours: { zh: '只能修改本企业的信息', en: 'You may change only the information of the company you represent' },
  companyChangeConfirmerNotRepresentative: { zh: '确认代表须为该企业的其他账户代表', en: 'The confirming representative must be another account representative of this company' },
  companyChangeNotFound: { zh: '企业信息变更申请不存在', en: 'Company change application not found' },
  companyCertificateInUse: { zh: '该统一社会信用代码已被其他企业使用', en: 'Another company already uses this unified social credit code' },
  companyNotActive: { zh: '企业账户已停用或已注销，不能变更', en: 'The company account is disabled or closed and cannot be changed' },
  companyAlreadyCancelled: { zh: '企业账户已注销', en: 'The company account is already closed' },
  companyApplyNotWithdrawable: { zh: '只有待确认或审核中的开户申请可以撤销', en: 'Only an application awaiting confirmation or audit can be withdrawn' },
  openCheckCompanyExists: { zh: '该统一社会信用代码已开户，不能重复开户', en: 'An account already exists for this unified social credit code' },
  openCheckApplicationPending: { zh: '该统一社会信用代码已有审核中的开户申请', en: 'An application for this unified social credit code is already under review' },
  bindCustNotFound: { zh: '未找到该统一社会信用代码对应的已开户企业', en: 'No opened company has this unified social credit code' },
  bindCustNotRepresentative: { zh: '您的证件号码不是该企业登记的账户代表，不能绑定', en: 'Your identity is not one of the company’s registered representatives; it cannot be bound' },
  bindCustAlready: { zh: '您已绑定该企业', en: 'You are already bound to this company' },
  bindCustNoIdentity: { zh: '您的账号未登记证件号码，不能绑定企业', en: 'Your account has no identity number; a company cannot be bound' },
};
