import type { Catalogue } from '../catalogue.ts';
import type { ApplyForm } from '../project-apply.ts';

/** The project application's fields (registry spec §3): also the change log's paramName (lifecycle/registered.ts). */
export const applyFieldLabels: Record<keyof ApplyForm, { zh: string; en: string }> = {
  projectName: { zh: '项目名称', en: 'Project name' },
  projectLocation: { zh: '项目地址', en: 'Project location' },
  provinceId: { zh: '所属省份', en: 'Province' },
  parentProjectType: { zh: '所属行业领域', en: 'Industry field' },
  longitude: { zh: '经度', en: 'Longitude' },
  latitude: { zh: '纬度', en: 'Latitude' },
  methodologyNum: { zh: '方法学编号', en: 'Methodology number' },
  methodologyName: { zh: '方法学名称', en: 'Methodology name' },
  approvalAuthority: { zh: '审定与核查机构', en: 'Validation and verification body' },
  otherProofMethod: { zh: '额外性论证方式', en: 'Additionality proof' },
  archiveCode: { zh: '备案编号', en: 'Archive code' },
  commencementDate: { zh: '项目开工日期', en: 'Start of works' },
  conclusionDate: { zh: '项目寿命期', en: 'Project lifetime' },
  firstReckonDate: { zh: '计入期开始日期', en: 'Crediting period start' },
  endReckonDate: { zh: '计入期结束日期', en: 'Crediting period end' },
  expectYearNum: { zh: '预计年均减排量', en: 'Expected annual reduction' },
  expectMaxNum: { zh: '计入期预计减排总量', en: 'Expected reduction over the crediting period' },
  basicInformation: { zh: '项目基本情况', en: 'Basic information' },
  technologiesMeasures: { zh: '采用的技术和措施', en: 'Technologies and measures' },
  remarkDesc: { zh: '备注', en: 'Remark' },
};

/**
 * Labels of the project and reduction applications' fields (registry spec §3) and of their lifecycle's calls (publicity,
 * reports, experts, registered rows), so a refusal names them (field-labels.ts).
 */
export const projectLifecycleFieldLabels: Catalogue = {
  ...applyFieldLabels,
  applyId: { zh: '申请编号', en: 'Application ID' },
  changes: { zh: '修改内容', en: 'Changes' },
  modifyExplanation: { zh: '修改说明', en: 'Explanation of the change' },
  projectInfoId: { zh: '登记项目', en: 'Registered project' },
  verificationAgency: { zh: '审定与核查机构', en: 'Validation and verification body' },
  additionalType: { zh: '适用类型', en: 'Applicability type' },
  regAppStartDate: { zh: '本次核算期覆盖开始日期', en: 'Start of this period' },
  regAppEndDate: { zh: '本次核算期覆盖结束日期', en: 'End of this period' },
  lulucf: { zh: 'LULUCF活动类型', en: 'LULUCF activity' },
  certificationPeriodNo: { zh: '核算期编号', en: 'Period no.' },
  certifiedNum: { zh: '申请减排量', en: 'Reductions applied for' },
  ccerUnitTypeName: { zh: 'CCER单位类型', en: 'CCER unit type' },
  initialCommitmentPeriod: { zh: '初始承诺期', en: 'Initial commitment period' },
  applicableCommitmentPeriod: { zh: '适用承诺期', en: 'Applicable commitment period' },
  validationConclusion: { zh: '审定结论', en: 'Validation conclusion' },
  verificationConclusion: { zh: '核证结论', en: 'Verification conclusion' },
  verifiedNum: { zh: '核证减排量', en: 'Verified reductions' },
  commentHandling: { zh: '公众意见处理情况', en: 'Handling of public comments' },
  conclusion: { zh: '评估结论', en: 'Conclusion' },
  evaluation: { zh: '评估意见', en: 'Evaluation' },
  expertIds: { zh: '专家', en: 'Experts' },
  fee: { zh: '专家费用', en: 'Fee' },
  publicityEndDate: { zh: '公示结束日期', en: 'Publicity end' },
  commenterName: { zh: '提出人', en: 'Commenter' },
  contact: { zh: '联系方式', en: 'Contact' },
  content: { zh: '意见内容', en: 'Comment' },
  overdue: { zh: '超期', en: 'Overdue' },
  registrationNo: { zh: '登记编号', en: 'Registration no.' },
  certifiedInfoId: { zh: '登记减排量', en: 'Registered reductions' },
  cancelFlag: { zh: '注销或撤回状态', en: 'Cancellation or withdrawal' },
};
