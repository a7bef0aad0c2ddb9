import type { Catalogue } from '../catalogue.ts';

/** Messages of the CCER freezes (/ccer/freezeRecord) and account transfers (/account/temporary; issue 12). */
export const ccerFreezeMessages: Catalogue = {
  ledgerMaxUnits: { zh: '数量不能超过{0}吨', en: 'At most {0} t' },
  holderNotFound: { zh: '持有人不存在', en: 'No such holder' },
  freezeNotFound: { zh: '冻结记录不存在', en: 'No such freeze record' },
  freezeNotFrozen: { zh: '该冻结记录已解冻', en: 'This freeze has already been released' },
  accountTransferNotFound: { zh: '划转申请不存在', en: 'No such account transfer' },
  accountTransferSameAccount: { zh: '转入账户不能与转出账户相同', en: 'The receiving account must differ from the giving account' },
  accountTransferReceiverClosed: { zh: '转入账户未开户或已被限制', en: 'The receiving account is not open or is restricted' },
  accountTransferOwnConfirm: { zh: '申请人不能确认本人提交的划转申请', en: 'The applicant cannot confirm their own transfer application' },
  accountTransferOwnAudit: { zh: '申请人或确认人不能审核该划转申请', en: 'The applicant or the confirmer cannot audit this transfer' },
  accountTransferNotPending: { zh: '该划转申请不在待处理状态', en: 'This transfer is not waiting for this step' },
};
