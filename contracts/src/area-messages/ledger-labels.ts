import type { Catalogue } from '../catalogue.ts';

/**
 * Labels of the ledger's request fields (holdings, transfers, account transfers, freezes, offsets, offset prints and
 * their sync, misconduct records), so a refusal names them (field-labels.ts).
 */
export const ledgerFieldLabels: Catalogue = {
  transferType: { zh: '划转类型', en: 'Transfer type' },
  transferNo: { zh: '划转编号', en: 'Transfer no.' },
  fromCustId: { zh: '转出账户', en: 'From account' },
  toCustId: { zh: '转入账户', en: 'To account' },
  emitterCode: { zh: '重点排放单位编码', en: 'Emitter code' },
  complianceYear: { zh: '履约年度', en: 'Compliance year' },
  verifiedEmissions: { zh: '核查排放量', en: 'Verified emissions' },
  market: { zh: '市场', en: 'Market' },
  marketAccount: { zh: '试点市场账户', en: 'Pilot market account' },
  purpose: { zh: '注销用途', en: 'Purpose' },
  beneficiary: { zh: '受益方', en: 'Beneficiary' },
  isPublic: { zh: '是否公开', en: 'Public' },
  operatorCode: { zh: '航空器运营人代码', en: 'Operator code' },
  compliancePeriod: { zh: '履约期', en: 'Compliance period' },
  capShare: { zh: '抵销上限比例', en: 'Cap share' },
  minVintage: { zh: '最早年度', en: 'Earliest vintage' },
  maxVintage: { zh: '最晚年度', en: 'Latest vintage' },
  offsetNo: { zh: '抵销编号', en: 'Offset number' },
  offsetId: { zh: '抵销记录编号', en: 'Offset ID' },
  printId: { zh: '打印申请编号', en: 'Print request ID' },
  printNo: { zh: '打印申请编号', en: 'Print request number' },
  recordNo: { zh: '记录编号', en: 'Record no.' },
  copies: { zh: '申请份数', en: 'Copies requested' },
  recipient: { zh: '领取人', en: 'Collected by' },
  facts: { zh: '事实描述', en: 'Facts' },
  legalBasis: { zh: '处理依据', en: 'Legal basis' },
  occurredOn: { zh: '发生日期', en: 'Date of occurrence' },
  restrict: { zh: '限制账户', en: 'Restrict the account' },
  cancellation: { zh: '强制注销', en: 'Forced cancellation' },
  serial: { zh: '序号', en: 'Serial' },
  holderName: { zh: '持有人', en: 'Holder' },
  syncId: { zh: '同步请求编号', en: 'Sync request ID' },
  statusCode: { zh: '应答状态码', en: 'Answer status' },
  waiting: { zh: '待办环节', en: 'Waiting step' },
  ok: { zh: '是否通过', en: 'Passed' },
};
