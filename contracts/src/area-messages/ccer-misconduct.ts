import type { Catalogue } from '../catalogue.ts';

/** Messages of the bad-behaviour records (/ccer/unpleasant, issue 13). */
export const ccerMisconductMessages: Catalogue = {
  misconductNotFound: { zh: '不良行为记录不存在', en: 'The bad-behaviour record does not exist' },
  misconductAccountNotFound: { zh: '账户不存在', en: 'The account does not exist' },
  misconductOccurredFuture: { zh: '发生日期不能晚于今天', en: 'The date cannot be later than today' },
  misconductOwnRecord: { zh: '登记人不能审核本人登记的不良行为记录', en: 'The recorder cannot audit their own record' },
  misconductOwnLift: { zh: '解除申请人不能审核本人提出的解除申请', en: 'Whoever requested the lift cannot audit it' },
  misconductDecided: { zh: '该记录已审核', en: 'The record has already been decided' },
  misconductNotLiftable: { zh: '只有生效中且限制账户的记录可以申请解除', en: 'Only a record in force that restricts its account can be lifted' },
  /** {0} the record's number. */
  accountRestrictedByMisconduct: {
    zh: '该账户因不良行为记录{0}受到限制，解除前不能划转或抵销',
    en: 'The account is restricted by bad-behaviour record {0}: no transfers or offsets until it is lifted',
  },
};
