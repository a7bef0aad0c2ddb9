import type { Catalogue } from '../catalogue.ts';

/** Messages of the official prints of offset certificates (凭证打印, /ccer/offset/print*, issue 13). */
export const ccerOffsetPrintMessages: Catalogue = {
  offsetPrintNotFound: { zh: '凭证打印申请不存在', en: 'The print request does not exist' },
  offsetPrintRecordNotFound: { zh: '打印记录不存在', en: 'The print record does not exist' },
  offsetPrintNoAccount: { zh: '当前账号未绑定账户，不能申请打印凭证', en: 'Your user acts for no account: it cannot request prints' },
  offsetPrintNotRetired: { zh: '只能为已抵销的抵销申请打印正式凭证', en: 'Only the certificate of a retired offset can be printed' },
  /** {0} the open request's number. */
  offsetPrintOpen: { zh: '该抵销已有待审核的打印申请{0}，请待其审核完成后再申请', en: 'Print request {0} of this offset awaits its audit; wait for it before requesting again' },
  offsetPrintOwnDecision: { zh: '申请人不能审核本人提交的打印申请', en: 'The applicant cannot audit their own print request' },
  offsetPrintDecided: { zh: '该打印申请已处理', en: 'The print request has already been decided' },
  offsetPrintNotApproved: { zh: '该打印申请未审核通过，不能打印', en: 'The print request is not approved: nothing may be printed' },
  /** {0} the approved number of copies. */
  offsetPrintCopiesUsed: { zh: '已打印全部{0}份，不能再打印', en: 'All {0} approved copies are printed: no more may be printed' },
};
