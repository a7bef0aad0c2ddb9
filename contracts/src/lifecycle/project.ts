import type { LifecycleDeclaration } from './types.ts';
import { chainTabs, chainTransitions } from './chain.ts';

/**
 * The project application's lifecycle (registry spec §2 Project area, §4, §7; the 2023 measures:
 * publicity of the design document for 20 working days with its validation body named, validation,
 * owner confirmation, registration application, acceptance within 15 working days, expert evaluation,
 * review, registration). processes/project/ccerProjectPubApply.bpmn is the chain as a picture; the
 * statuses, steps and transitions below are what it, the gateway and the workers agree on.
 */
export const projectStatuses = {
  draft: '00',
  pendingAudit: '01',
  publicity: '02',
  returned: '03',
  publicityPaused: '04',
  recallPending: '05',
  recalled: '06',
  awaitingValidation: '07',
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
  validationNegative: '18',
} as const;
export type ProjectStatus = (typeof projectStatuses)[keyof typeof projectStatuses];
export const projectStatusCodes = Object.values(projectStatuses) as [ProjectStatus, ...ProjectStatus[]];
const s = projectStatuses;

/** Electronic document types of the project chain (attachment type_no), seeded into the document settings. */
export const projectDocumentTypes = {
  designDocument: 'P01', // 项目设计文件
  validationReport: 'P02', // 审定报告
  publicityMaterial: 'P03', // 公示期补充材料
  commitmentLetter: 'P04', // 项目登记承诺书
  expertReport: 'P05', // 专家评估报告
  cancelMaterial: 'P06', // 项目注销申请材料
} as const;
const d = projectDocumentTypes;

/** Business-document settings (electronic documents → business) of the project chain. */
export const projectDocumentBusinesses = {
  apply: 'projectApply',
  publicityUpload: 'projectPubUpload',
  orgReport: 'projectOrgReport',
  registerApply: 'projectRegisterApply',
  expertReport: 'projectExpertReport',
  cancel: 'projectCancel',
} as const;

/** Deadlines of the measures, kept as system parameters where the registry may change them. */
export const projectDeadlines = {
  publicityWorkingDays: { param: 'project.publicity.workingDays', days: 20 },
  registerAcceptanceWorkingDays: { param: 'project.registerAcceptance.workingDays', days: 15 },
  validationCalendarDays: 100,
} as const;

export const projectLifecycle: LifecycleDeclaration<ProjectStatus> = {
  area: 'project',
  businessType: 'projectApply',
  processKey: 'ccerProjectPubApply',
  statuses: {
    [s.draft]: { zh: '草稿', en: 'Draft' },
    [s.pendingAudit]: { zh: '公示审核中', en: 'Under publicity audit' },
    [s.publicity]: { zh: '公示中', en: 'In publicity' },
    [s.returned]: { zh: '审核退回', en: 'Returned' },
    [s.publicityPaused]: { zh: '公示暂停', en: 'Publicity paused' },
    [s.recallPending]: { zh: '撤回审核中', en: 'Recall under audit' },
    [s.recalled]: { zh: '已撤回', en: 'Recalled', final: true },
    [s.awaitingValidation]: { zh: '待审定', en: 'Awaiting validation' },
    [s.awaitingConfirm]: { zh: '待业主确认', en: 'Awaiting owner confirmation' },
    [s.awaitingRegisterApply]: { zh: '待申请登记', en: 'Awaiting registration application' },
    [s.registerAcceptance]: { zh: '登记受理中', en: 'Registration under acceptance' },
    [s.registerReturned]: { zh: '登记申请退回', en: 'Registration application returned' },
    [s.awaitingExperts]: { zh: '待指派专家', en: 'Awaiting expert appointment' },
    [s.expertEvaluation]: { zh: '专家评估中', en: 'Under expert evaluation' },
    [s.review]: { zh: '登记复核中', en: 'Under review' },
    [s.registerConfirm]: { zh: '登记确认中', en: 'Awaiting registration confirmation' },
    [s.registered]: { zh: '已登记', en: 'Registered', final: true },
    [s.aborted]: { zh: '已终止', en: 'Aborted', final: true },
    [s.validationNegative]: { zh: '审定未通过', en: 'Validation negative', final: true },
  },
  steps: [
    {
      taskKey: 'publicityAudit', workflowType: 'ccerProjectPubApply', role: 'registry', call: '/project-manage/prep-pub-audit', funcCode: '054',
      activeStatus: s.pendingAudit, approved: s.publicity, returned: s.returned, documents: [], page: '/project/audit',
      deadline: { kind: 'workingDays', days: 5, param: 'publicity.audit.workingDays' }, zh: '公示审核', en: 'Publicity audit',
    },
    {
      taskKey: 'recallAudit', workflowType: 'ccerProjectRecall', role: 'registry', call: '/project-manage/recall-audit', funcCode: '054',
      activeStatus: s.recallPending, approved: s.recalled, returned: s.publicity, documents: [], page: '/project/cancel/audit', zh: '撤回审核', en: 'Recall audit',
    },
    {
      taskKey: 'orgUploadFile', workflowType: 'ccerOrgUploadFile', role: 'body', call: '/project-manage/org-upload-file', funcCode: '073',
      activeStatus: s.awaitingValidation, approved: s.awaitingConfirm, documents: [{ typeNo: d.validationReport, required: true }],
      documentBusiness: projectDocumentBusinesses.orgReport, deadline: { kind: 'calendarDays', days: 100, from: 'publicityStart' },
      page: '/project/authorize/apply', zh: '上传审定报告', en: 'Upload the validation report',
    },
    {
      taskKey: 'confirmOrgFile', workflowType: 'ccerConfirmOrgFile', role: 'owner', call: '/project-manage/confirm-apply', funcCode: '059',
      activeStatus: s.awaitingConfirm, approved: s.awaitingRegisterApply, returned: s.awaitingValidation, returnsTo: 'orgUploadFile',
      documents: [], page: '/project/confirm', zh: '业主确认审定材料', en: "Owner confirms the body's files",
    },
    {
      taskKey: 'registerApply', workflowType: 'ccerRegisterApply', role: 'owner', call: '/project-manage/start-register-apply', funcCode: '072',
      activeStatus: s.awaitingRegisterApply, approved: s.registerAcceptance, documents: [{ typeNo: d.commitmentLetter, required: true }],
      documentBusiness: projectDocumentBusinesses.registerApply, page: '/project/regist/apply', zh: '申请登记', en: 'Apply for registration',
    },
    {
      taskKey: 'registerAcct', workflowType: 'ccerRegisterAcct', role: 'registry', call: '/project-manage/register-apply-acct', funcCode: '078',
      activeStatus: s.registerAcceptance, approved: s.awaitingExperts, returned: s.registerReturned, returnsTo: 'registerApply', documents: [],
      deadline: { kind: 'workingDays', days: 15, param: projectDeadlines.registerAcceptanceWorkingDays.param },
      page: '/project/register', zh: '登记受理', en: 'Registration acceptance',
    },
    {
      taskKey: 'projectEvaluation', workflowType: 'projectEvaluation', role: 'expert', call: '/expert/assess/report/submit', funcCode: '090',
      activeStatus: s.expertEvaluation, approved: s.review, documents: [{ typeNo: d.expertReport, required: true }],
      documentBusiness: projectDocumentBusinesses.expertReport, page: '/project/appointExperts/evaluate', zh: '专家评估', en: 'Expert evaluation',
    },
    {
      taskKey: 'projectReview', workflowType: 'projectReview', role: 'registry', call: '/project-manage/project-review', funcCode: '078',
      activeStatus: s.review, approved: s.registerConfirm, returned: s.registerReturned, returnsTo: 'registerApply', documents: [],
      page: '/project/register', zh: '登记复核', en: 'Review',
    },
    {
      taskKey: 'registerConfirm', workflowType: 'ccerRegisterConfirm', role: 'registry', call: '/project-manage/register-project', funcCode: '078',
      activeStatus: s.registerConfirm, approved: s.registered, returned: s.review, returnsTo: 'projectReview', documents: [],
      page: '/project/register', zh: '登记确认', en: 'Registration confirmation',
    },
  ],
  transitions: chainTransitions,
  tabs: chainTabs({ key: 'validation', zh: '审定', en: 'Validation' }),
};

/** Statuses in which the owner may abort the application (abort-apply): submitted, not yet registered or closed. */
export const projectAbortableStatuses: readonly ProjectStatus[] = projectStatusCodes.filter(
  (c) => c !== s.draft && !projectLifecycle.statuses[c].final,
);

/** A registered project (project_info): 0 normal, 1 stopped (暂停); cancelFlag 0, or 1 cancelled (注销). */
export const registeredProjectStatuses = { normal: '0', stopped: '1' } as const;
export const cancelFlags = { active: '0', cancelled: '1' } as const;
/** A cancellation application (注销申请, projectLogoutManage): under audit, cancelled, rejected. */
export const projectCancelStatuses = {
  pending: { code: '01', zh: '注销审核中', en: 'Under audit' },
  approved: { code: '02', zh: '已注销', en: 'Cancelled' },
  rejected: { code: '03', zh: '注销驳回', en: 'Rejected' },
} as const;
