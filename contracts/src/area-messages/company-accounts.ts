import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: company account opening (accounts spec §2.3, §3.8, §7.4). */
export const companyAccountMessages: Catalogue = {
  companyApplyNotFound: { zh: '开户申请不存在', en: 'Account application not found' },
  companyApplyNotEditable: { zh: '开户申请已提交，不能修改', en: 'The application has been submitted and can no longer be changed' },
  companyApplyStale: { zh: '开户申请已被修改，请刷新后重试', en: 'The application was changed meanwhile; reload and try again' },
  confirmerNotFound: { zh: '确认代表账号不存在或已停用', en: 'The confirming representative’s account does not exist or is disabled' },
  confirmerIsApplicant: { zh: '确认代表不能是发起代表本人', en: 'The confirming representative must not be the initiating representative' },
  companyNotFound: { zh: '企业账户不存在', en: 'Company account not found' },
  representNotFound: { zh: '账户代表不存在', en: 'Account representative not found' },
  custNotRepresented: { zh: '您不是该企业的账户代表', en: 'You do not represent this company' },
  attachmentNotYours: { zh: '附件不存在或不属于当前用户', en: 'The attachment does not exist or is not yours' },
};
