import type { Catalogue } from '../catalogue.ts';

/**
 * Messages of one area: the reduction-volume application's fields and rules (registry spec §3 "Reduction-volume
 * application", §4 project selection, §5 "Application dates", "Application fields"; issue 11). The crediting-period
 * and today rules reuse the project's messages.
 */
export const certifiedFieldMessages: Catalogue = {
  certifiedProjectUnknown: { zh: '请选择已登记且未注销、未暂停的项目', en: 'Choose a registered project that is neither cancelled nor paused' },
  verificationAgencyNotOpened: { zh: '请选择已开户的审定与核查机构', en: 'Choose a validation and verification body with an opened account' },
  verifierIsValidationBody: { zh: '核证机构不能是该项目的审定机构', en: "The verification body must not be the project's validation body" },
  integerOnly: { zh: '只能输入整数', en: 'Enter a whole number' },
  applicationDateAfter: { zh: '只能晚于2020年9月22日', en: 'Must be later than 22 September 2020' },
  notEarlierThanDate: { zh: '不能早于{0}', en: 'Must not be earlier than {0}' },
  periodStartAfterEnd: { zh: '不能晚于本次核算期覆盖结束日期', en: 'Must not be later than the end of this period' },
  periodEndBeforeStart: { zh: '不能早于本次核算期覆盖开始日期', en: 'Must not be earlier than the start of this period' },
  lulucfNotInvolved: { zh: '该项目不属于林业和其他碳汇类，LULUCF活动类型只能为“不涉及”', en: 'The project is not a forestry or other sink project: the LULUCF activity must be "Not applicable"' },
  periodOverlap: { zh: '与已申请的核算期（{0}至{1}）重叠', en: 'Overlaps the period already applied for ({0} to {1})' },
  verifiedNumMismatch: { zh: '核证减排量须与申请的减排量（{0}吨）一致', en: 'The verified quantity must equal the quantity applied for ({0} t)' },
  vintageSumMismatch: { zh: '各年度核证减排量之和须等于核证减排量', en: 'The quantities per vintage must add up to the verified quantity' },
  vintageDuplicate: { zh: '年度不能重复', en: 'A vintage may appear once only' },
  vintageOutsidePeriod: { zh: '年度须在本次核算期内', en: 'Each vintage must lie within this period' },
};
