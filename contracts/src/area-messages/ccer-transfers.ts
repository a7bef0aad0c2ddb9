import type { Catalogue } from '../catalogue.ts';

/** Messages of the holdings transfers (/ccer/transfer, issue 12). */
export const ccerTransferMessages: Catalogue = {
  transferNotFound: { zh: '划转记录不存在', en: 'The transfer does not exist' },
  transferNoCompany: { zh: '当前账号未绑定企业账户，不能划转', en: 'Your account acts for no company: nothing to transfer' },
  transferReceiverNotFound: { zh: '转入账户不存在', en: 'The receiving account does not exist' },
  transferReceiverNotOpen: { zh: '转入账户未开立、已冻结或已注销，不能转入', en: 'The receiving account is not open, or it is restricted or closed' },
  transferReceiverSelf: { zh: '转入账户不能是本账户', en: 'The receiving account must be another account' },
  transferNoConfirmer: { zh: '本企业没有可用的确认代表，不能发起划转', en: 'Your company has no active confirming representative to confirm the transfer' },
  transferConfirmOwn: { zh: '发起人不能确认本人发起的划转', en: 'The initiator cannot confirm their own transfer' },
  transferNotConfirmer: { zh: '只有本企业的确认代表可以确认划转', en: 'Only the company’s confirming representative may confirm the transfer' },
  transferDecided: { zh: '该划转已处理，不能再次确认', en: 'The transfer has already been decided' },
  transferNoAccountNo: {
    zh: '本账户尚无账户号，交易所无法识别，不能划转至交易平台',
    en: 'Your account has no account number for the exchange to know it by: its units cannot go onto the trading platform',
  },
  transferNotPosted: { zh: '划转尚未完成，没有划转通知书', en: 'The transfer is not posted: there is no notice yet' },
};
