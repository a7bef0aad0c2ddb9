import type { LifecycleDeclaration } from './types.ts';
import { chainTabs, chainTransitions } from './chain.ts';

/**
 * The reduction-volume application's lifecycle (certification, function 056; registry spec §2 /certified, §4; the
 * 2023 measures): the project's chain with a verification body instead of a validation body — publicity audit,
 * publicity of the monitoring report for 20 working days (recall, period change, pause), the verification report
 * with the verified quantity, owner confirmation, registration application, acceptance within 15 working days,
 * technical evaluation by experts (certifiedEvaluation), review, confirmation, registered reductions.
 * processes/certified/ccerCertifiedApply.bpmn is the chain as a picture. The status codes are the project's, so
 * both areas' lists and transitions read alike; the names say verification where the project says validation.
 * The workflowTypes are the shared ones of spec §2 (the process definition's function code 056 sends a task to
 * the certification pages) except certifiedEvaluation.
 */
export const certifiedStatuses = {
  draft: '00',
  pendingAudit: '01',
  publicity: '02',
  returned: '03',
  publicityPaused: '04',
  recallPending: '05',
  recalled: '06',
  awaitingVerification: '07',
  awaitingConfirm: '08',
  awaitingRegisterApply: '09',
  registerAcceptance: '10',
  registerReturned: '11',
  awaitingExperts: '12',
  expertEvaluation: '13',
  review: '14',
  registerConfirm: '15',
  registered: '16',
  aborted: '17',
  verificationNegative: '18',
} as const;
export type CertifiedStatus = (typeof certifiedStatuses)[keyof typeof certifiedStatuses];
export const certifiedStatusCodes = Object.values(certifiedStatuses) as [CertifiedStatus, ...CertifiedStatus[]];
const s = certifiedStatuses;

/** Electronic document types of the certification chain (attachment type_no, R for reductions), seeded into the document settings. */
export const certifiedDocumentTypes = {
  monitoringReport: 'R01', // 减排量核算报告（监测报告）
  verificationReport: 'R02', // 核证报告
  publicityMaterial: 'R03', // 公示期补充材料
  commitmentLetter: 'R04', // 减排量登记承诺书
  expertReport: 'R05', // 专家技术评估报告
  withdrawMaterial: 'R06', // 减排量撤回申请材料
} as const;
const d = certifiedDocumentTypes;

/** Business-document settings (electronic documents → business) of the certification chain. */
export const certifiedDocumentBusinesses = {
  apply: 'certifiedApply',
  publicityUpload: 'certifiedPubUpload',
  orgReport: 'certifiedOrgReport',
  registerApply: 'certifiedRegisterApply',
  expertReport: 'certifiedExpertReport',
  withdraw: 'certifiedWithdraw',
} as const;

/** Deadlines: the project's parameters (one publicity and one acceptance rule for both areas). */
export const certifiedDeadlines = {
  publicityWorkingDays: { param: 'project.publicity.workingDays', days: 20 },
  registerAcceptanceWorkingDays: { param: 'project.registerAcceptance.workingDays', days: 15 },
  verificationCalendarDays: 100,
} as const;

export const certifiedLifecycle: LifecycleDeclaration<CertifiedStatus> = {
  area: 'certified',
  businessType: 'certifiedApply',
  processKey: 'ccerCertifiedApply',
  statuses: {
    [s.draft]: { zh: '草稿', en: 'Draft' },
    [s.pendingAudit]: { zh: '公示审核中', en: 'Under publicity audit' },
    [s.publicity]: { zh: '公示中', en: 'In publicity' },
    [s.returned]: { zh: '审核退回', en: 'Returned' },
    [s.publicityPaused]: { zh: '公示暂停', en: 'Publicity paused' },
    [s.recallPending]: { zh: '撤回审核中', en: 'Recall under audit' },
    [s.recalled]: { zh: '已撤回', en: 'Recalled', final: true },
    [s.awaitingVerification]: { zh: '待核证', en: 'Awaiting verification' },
    [s.awaitingConfirm]: { zh: '待业主确认', en: 'Awaiting owner confirmation' },
    [s.awaitingRegisterApply]: { zh: '待申请登记', en: 'Awaiting registration application' },
    [s.registerAcceptance]: { zh: '登记受理中', en: 'Registration under acceptance' },
    [s.registerReturned]: { zh: '登记申请退回', en: 'Registration application returned' },
    [s.awaitingExperts]: { zh: '待指派专家', en: 'Awaiting expert appointment' },
    [s.expertEvaluation]: { zh: '技术评估中', en: 'Under technical evaluation' },
    [s.review]: { zh: '登记复核中', en: 'Under review' },
    [s.registerConfirm]: { zh: '登记确认中', en: 'Awaiting registration confirmation' },
    [s.registered]: { zh: '已登记', en: 'Registered', final: true },
    [s.aborted]: { zh: '已终止', en: 'Aborted', final: true },
    [s.verificationNegative]: { zh: '核证未通过', en: 'Verification negative', final: true },
  },
  steps: [
    {
      taskKey: 'publicityAudit', workflowType: 'ccerProjectPubApply', role: 'registry', call: '/certified-manage/prep-pub-audit', funcCode: '057',
      activeStatus: s.pendingAudit, approved: s.publicity, returned: s.returned, documents: [], page: '/certified/audit',
      deadline: { kind: 'workingDays', days: 5, param: 'publicity.audit.workingDays' }, zh: '公示审核', en: 'Publicity audit',
    },
    {
      taskKey: 'recallAudit', workflowType: 'ccerProjectRecall', role: 'registry', call: '/certified-manage/recall-audit', funcCode: '058',
      activeStatus: s.recallPending, approved: s.recalled, returned: s.publicity, documents: [], page: '/certified/cancel/audit?kind=recall', zh: '撤回审核', en: 'Recall audit',
    },
    {
      taskKey: 'orgUploadFile', workflowType: 'ccerOrgUploadFile', role: 'body', call: '/certified-manage/org-upload-file', funcCode: '075',
      activeStatus: s.awaitingVerification, approved: s.awaitingConfirm, documents: [{ typeNo: d.verificationReport, required: true }],
      documentBusiness: certifiedDocumentBusinesses.orgReport, deadline: { kind: 'calendarDays', days: 100, from: 'publicityStart' },
      page: '/certified/authorize/apply', zh: '上传核证报告', en: 'Upload the verification report',
    },
    {
      taskKey: 'confirmOrgFile', workflowType: 'ccerConfirmOrgFile', role: 'owner', call: '/certified-manage/confirm-apply', funcCode: '059',
      activeStatus: s.awaitingConfirm, approved: s.awaitingRegisterApply, returned: s.awaitingVerification, returnsTo: 'orgUploadFile',
      documents: [], page: '/certified/confirm', zh: '业主确认核证材料', en: "Owner confirms the verifier's files",
    },
    {
      taskKey: 'registerApply', workflowType: 'ccerRegisterApply', role: 'owner', call: '/certified-manage/start-register-apply', funcCode: '074',
      activeStatus: s.awaitingRegisterApply, approved: s.registerAcceptance, documents: [{ typeNo: d.commitmentLetter, required: true }],
      documentBusiness: certifiedDocumentBusinesses.registerApply, page: '/certified/regist/apply', zh: '申请登记', en: 'Apply for registration',
    },
    {
      taskKey: 'registerAcct', workflowType: 'ccerRegisterAcct', role: 'registry', call: '/certified-manage/register-apply-acct', funcCode: '080',
      activeStatus: s.registerAcceptance, approved: s.awaitingExperts, returned: s.registerReturned, returnsTo: 'registerApply', documents: [],
      deadline: { kind: 'workingDays', days: 15, param: certifiedDeadlines.registerAcceptanceWorkingDays.param },
      page: '/certified/register', zh: '登记受理', en: 'Registration acceptance',
    },
    {
      taskKey: 'certifiedEvaluation', workflowType: 'certifiedEvaluation', role: 'expert', call: '/certified-manage/expert-report-submit', funcCode: '090',
      activeStatus: s.expertEvaluation, approved: s.review, documents: [{ typeNo: d.expertReport, required: true }],
      documentBusiness: certifiedDocumentBusinesses.expertReport, page: '/certified/appointExperts/evaluate', zh: '技术评估', en: 'Technical evaluation',
    },
    {
      taskKey: 'projectReview', workflowType: 'projectReview', role: 'registry', call: '/certified-manage/certified-review', funcCode: '080',
      activeStatus: s.review, approved: s.registerConfirm, returned: s.registerReturned, returnsTo: 'registerApply', documents: [],
      page: '/certified/register', zh: '登记复核', en: 'Review',
    },
    {
      taskKey: 'registerConfirm', workflowType: 'ccerRegisterConfirm', role: 'registry', call: '/certified-manage/register-certified', funcCode: '080',
      activeStatus: s.registerConfirm, approved: s.registered, returned: s.review, returnsTo: 'projectReview', documents: [],
      page: '/certified/register', zh: '登记确认', en: 'Registration confirmation',
    },
  ],
  transitions: chainTransitions,
  tabs: chainTabs({ key: 'verification', zh: '核证', en: 'Verification' }),
};

/** Statuses in which the owner may abort the application: submitted, not yet registered or closed. */
export const certifiedAbortableStatuses: readonly CertifiedStatus[] = certifiedStatusCodes.filter(
  (c) => c !== s.draft && !certifiedLifecycle.statuses[c].final,
);
/** Statuses of an application whose period counts against overlaps: submitted and not closed, or registered. */
export const certifiedPeriodHoldingStatuses: readonly CertifiedStatus[] = certifiedStatusCodes.filter(
  (c) => c !== s.draft && !(certifiedLifecycle.statuses[c].final && c !== s.registered),
);
