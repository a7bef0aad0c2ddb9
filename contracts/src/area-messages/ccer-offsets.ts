import type { Catalogue } from '../catalogue.ts';

/** Messages of offsets and voluntary cancellation (/ccer/offset, issue 13). */
export const ccerOffsetMessages: Catalogue = {
  offsetNotFound: { zh: '抵销申请不存在', en: 'The offset does not exist' },
  offsetKindNotForAccount: { zh: '本企业的账户类型不能申请该类抵销', en: "Your company's account types do not allow this kind of offset" },
  offsetNoCompany: { zh: '当前账号未绑定企业账户，不能申请抵销或注销', en: 'Your account acts for no company: nothing to offset' },
  offsetNoConfirmer: { zh: '本企业没有可用的确认代表，不能发起抵销', en: 'Your company has no active confirming representative to confirm the offset' },
  offsetNotYourStep: { zh: '该抵销申请当前没有待您处理的步骤', en: 'No step of this offset waits for you' },
  offsetOwnDecision: { zh: '申请人不能确认本人发起的抵销', en: 'The applicant cannot confirm their own offset' },
  offsetSameReviewer: { zh: '审核人不能再确认同一抵销申请', en: 'The auditor cannot also confirm the same offset' },
  offsetDecided: { zh: '该抵销申请已处理', en: 'The offset has already been decided' },
  offsetNotRetired: { zh: '该抵销尚未完成，没有抵销证明', en: 'The offset is not retired: there is no certificate yet' },
  certificateNotFound: { zh: '未查到该证书编号，请核对后重试', en: 'No certificate has this number' },
  offsetRuleNotFound: { zh: '抵销规则不存在', en: 'The eligibility rule does not exist' },
  offsetRuleVintageOrder: { zh: '最晚年度不能早于最早年度', en: 'The last vintage cannot precede the first' },
  /** {0} the rule's name, {1} the vintage, {2} the first accepted vintage, {3} the last. */
  offsetRuleVintage: { zh: '不符合规则“{0}”：{1}年度的减排量不可用于该抵销（可用年度{2}至{3}）', en: 'Rule “{0}”: units of vintage {1} are not accepted (accepted vintages {2} to {3})' },
  /** {0} the rule's name, {1} the project's type. */
  offsetRuleProjectType: { zh: '不符合规则“{0}”：项目类型{1}的减排量不可用于该抵销', en: 'Rule “{0}”: units of project type {1} are not accepted' },
  /** {0} the rule's name, {1} the most that may be offset, {2} the share in per cent. */
  offsetRuleCap: { zh: '不符合规则“{0}”：抵销数量不能超过经核查排放量的{2}%（{1}吨）', en: 'Rule “{0}”: at most {2} % of the verified emissions ({1} t) may be offset' },
  offsetRuleNationalOnly: { zh: '全国注册登记系统对接只能维护全国碳市场抵销的规则', en: 'The national registry link keeps the national carbon market’s rules only' },
};
