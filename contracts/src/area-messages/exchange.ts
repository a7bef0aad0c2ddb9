import type { Catalogue } from '../catalogue.ts';

/** Messages of the trading-system link and of clearing (/ccerJoint, /liquidation). */
export const exchangeMessages: Catalogue = {
  // why a received call's signature was refused (connector/signature.ts); the English is what a counterpart answers
  signTimestampMalformed: { zh: '缺少X-CCER-Timestamp或格式不正确', en: 'missing or malformed X-CCER-Timestamp' },
  /** {0} the allowed skew in seconds. */
  signTimestampSkew: { zh: '时间戳与当前时间相差超过±{0}秒', en: 'timestamp outside ±{0} s' },
  signHeaderMalformed: { zh: '缺少X-CCER-Signature或格式不正确', en: 'missing or malformed X-CCER-Signature' },
  signMismatch: { zh: '签名不一致', en: 'signature mismatch' },
  signNotChecked: { zh: '未验签', en: 'not checked' },
  signNoSecret: { zh: '未配置对接密钥（EXCHANGE_SECRET），无法验签', en: 'no EXCHANGE_SECRET' },
  clearingCodeFormat: { zh: '只能包含字母、数字、“-”和“_”', en: 'Letters, digits, - and _ only' },
  clearingPriceInvalid: { zh: '成交价格应为0至1000000之间、最多两位小数的数字', en: 'The price must be a number from 0 to 1,000,000 with at most two decimals' },
  clearingQuantityInvalid: { zh: '数量应为非负整数', en: 'The quantity must be a whole number, not negative' },
  /** {0} the most lines a batch may hold. */
  clearingTooMany: { zh: '每批最多{0}条', en: 'At most {0} lines a batch' },
  /** {0} the trade number. */
  clearingTradeRepeated: { zh: '成交编号{0}重复', en: 'Trade number {0} is repeated' },
  clearingSelfTrade: { zh: '买方与卖方不能是同一账户', en: 'The buyer and the seller must be different accounts' },
  clearingBalanceRepeated: { zh: '同一账户、项目和年度的余额重复', en: 'The balance of this account, project and vintage is repeated' },
  /** The batch number is taken by another batch. */
  clearingBatchTaken: { zh: '该清算批次号已被另一批次使用', en: 'This batch number is taken by another batch' },
  clearingSignatureRefused: { zh: '签名验证失败', en: 'The signature was refused' },
  clearingLinkOff: { zh: '未配置交易系统对接', en: 'The trading-system link is not configured' },
  clearingBatchNotFound: { zh: '清算批次不存在', en: 'The clearing batch does not exist' },
  clearingBatchDecided: { zh: '该清算批次已处理', en: 'This clearing batch has been decided' },
  // the check's findings, reported back to the exchange and shown on the batch
  /** {0} the account number. */
  clearingAccountUnknown: { zh: '账户{0}不存在', en: 'Account {0} does not exist' },
  /** {0} the account number. */
  clearingAccountClosed: { zh: '账户{0}未开立或已停用', en: 'Account {0} is not open' },
  /** {0} the account number, {1} the record's number. */
  clearingAccountRestricted: { zh: '卖方账户{0}因不良行为记录{1}受到限制', en: 'Selling account {0} is restricted by bad-behaviour record {1}' },
  /** {0} account, {1} project, {2} vintage, {3} units sold net, {4} units on the platform. */
  clearingShortOfUnits: {
    zh: '账户{0}的{1}（{2}年度）净卖出{3}吨，交易平台持有量仅{4}吨',
    en: 'Account {0} sells {3} t of {1} ({2}) net but holds {4} t on the trading platform',
  },
  exchangeMessageNotFound: { zh: '交易系统消息不存在', en: 'The message to the trading system does not exist' },
  exchangeCallNotFound: { zh: '接口调用记录不存在', en: 'The call does not exist' },
  /** {0} the message's status now. */
  exchangeMessageNotFailed: { zh: '只有发送失败的消息可以重新发送（当前状态：{0}）', en: 'Only a failed message can be sent again (now: {0})' },
};

/** Labels of the trading-system link's and clearing's request fields (field-labels.ts). */
export const exchangeFieldLabels: Catalogue = {
  batchNo: { zh: '清算批次号', en: 'Batch number' },
  batchId: { zh: '清算批次', en: 'Clearing batch' },
  tradeDate: { zh: '成交日期', en: 'Trading day' },
  tradeDateFrom: { zh: '成交日期起', en: 'Trading day from' },
  tradeDateTo: { zh: '成交日期止', en: 'Trading day to' },
  trades: { zh: '成交明细', en: 'Trades' },
  balances: { zh: '交易平台余额', en: 'Balances on the platform' },
  tradeNo: { zh: '成交编号', en: 'Trade number' },
  sellerAccountNo: { zh: '卖方账户号', en: 'Selling account' },
  buyerAccountNo: { zh: '买方账户号', en: 'Buying account' },
  accountNo: { zh: '账户号', en: 'Account number' },
  price: { zh: '成交价格', en: 'Price' },
  direction: { zh: '调用方向', en: 'Direction' },
  outcome: { zh: '调用结果', en: 'Outcome' },
  result: { zh: '验签结果', en: 'Signature result' },
  businessNo: { zh: '业务编号', en: 'Business number' },
  messageId: { zh: '消息编号', en: 'Message ID' },
  differencesOnly: { zh: '仅看差异', en: 'Differences only' },
};
