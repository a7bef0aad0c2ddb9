/** Process keys, external-task topics, message names and workflow types shared by gateway, workers and BPMN. */
export const processKeys = {
  projectPubApply: 'ccerProjectPubApply',
  projectLogout: 'ccerProjectLogout',
  certifiedApply: 'ccerCertifiedApply',
  certifiedCancel: 'ccerCertifiedCancel',
  accountOpen: 'ccerAccountOpen',
  /** Holdings transfer between accounts, maker-checker (processes/ccer/ccerTransferConfirm.bpmn). */
  transferConfirm: 'ccerTransferConfirm',
  /** Issuance confirmation (processes/ccer/ccerIssuedConfirm.bpmn). */
  issuedConfirm: 'ccerIssuedConfirm',
  /** Offsets and voluntary cancellation: company confirmation, audit, confirmation (processes/ccer/ccerOffset.bpmn). */
  offset: 'ccerOffset',
  /** An official print of an offset's certificate, audited by the registry (processes/ccer/ccerOffsetPrintAudit.bpmn). */
  offsetPrint: 'ccerOffsetPrintAudit',
  /** A bad-behaviour record's measures (restriction, forced cancellation) or their lifting, audited (processes/ccer/ccerMisconduct.bpmn). */
  misconduct: 'ccerMisconduct',
  /** An account transfer (succession, enforcement): the registry's confirmation and audit (processes/ccer/ccerAccountTransfer.bpmn). */
  accountTransfer: 'ccerAccountTransfer',
  /** A company's methodology proposal (方法学征集), reviewed by the registry (processes/information/ccerMethodologyCollect.bpmn). */
  methodologyCollect: 'ccerMethodologyCollect',
  /** A clearing batch from the exchange: check, the registry's confirmation, settlement (processes/liquidation/ccerClearing.bpmn). */
  clearing: 'ccerClearing',
} as const;

/** Business record kinds, as written in operation_log.business_type and the outbox. */
export const businessTypes = {
  projectApply: 'projectApply',
  projectCancel: 'projectCancel',
  /** A reduction-volume application (certified_apply). */
  certifiedApply: 'certifiedApply',
  /** A withdrawal of registered reductions (certified_cancel_apply, 核证减排量撤回). */
  certifiedCancel: 'certifiedCancel',
  /** One appointed expert of one round (project_expert): the expert's own evaluation report. */
  projectExpert: 'projectExpert',
  accountOpen: 'accountOpen',
  /** A holdings transfer (ccer_transfer, 持有量划转). */
  ccerTransfer: 'ccerTransfer',
  /** An issuance application (ccer_issue_apply, 减排量签发). */
  certifiedIssue: 'certifiedIssue',
  /** An offset or voluntary cancellation (ccer_offset, 抵销及注销). */
  ccerOffset: 'ccerOffset',
  /** A request for an official print of an offset's certificate (ccer_offset_print, 凭证打印). */
  ccerOffsetPrint: 'ccerOffsetPrint',
  /** A compliance offset's report to its market's system (ccer_offset_sync, 同步申请; outbox kind deliver). */
  ccerOffsetSync: 'ccerOffsetSync',
  /** A bad-behaviour record against an account (ccer_misconduct, 不良行为记录). */
  ccerMisconduct: 'ccerMisconduct',
  /** A portal column (info_column, 栏目). */
  infoColumn: 'infoColumn',
  /** A published article (info_release, 信息发布). */
  infoRelease: 'infoRelease',
  /** A portal banner image (info_banner, 轮播图). */
  infoBanner: 'infoBanner',
  /** A methodology of the library (methodology, 方法学). */
  methodology: 'methodology',
  /** A methodology proposal submitted by a client (methodology_proposal, 方法学征集). */
  methodologyCollect: 'methodologyCollect',
  /** A day's figures entered by the registry (statistics_daily_data, 日报数据). */
  dailyData: 'dailyData',
  /** A trading day's clearing batch from the exchange (clearing_batch, 清算). */
  clearingBatch: 'clearingBatch',
  /** A message of the registry to the exchange (exchange_message; outbox kind deliver). */
  exchangeMessage: 'exchangeMessage',
  /** A company's binding to its national carbon market registry account (national_account_binding, 账户绑定). */
  nationalBinding: 'nationalBinding',
} as const;

export const topics = {
  projectApplyStatus: 'project-apply-status',
  projectRegister: 'project-register',
  projectCancelResult: 'project-cancel-result',
  certifiedApplyStatus: 'certified-apply-status',
  certifiedRegister: 'certified-register',
  certifiedCancelResult: 'certified-cancel-result',
  accountOpenResult: 'account-open-result',
  /** A transfer confirmed (posted to the receiver) or rejected (reservation released). */
  ccerTransferResult: 'ccer-transfer-result',
  /** Issuance confirmed (issue the units) or returned. */
  ccerIssue: 'ccer-issue',
  /** An offset moved on to its next step (待审核, 待确认). */
  ccerOffsetStatus: 'ccer-offset-status',
  /** An offset's outcome: the reserved units retired, or the reservation released. */
  ccerOffsetResult: 'ccer-offset-result',
  /** A certificate print request approved or rejected. */
  ccerOffsetPrintResult: 'ccer-offset-print-result',
  /** A bad-behaviour record's measures (or their lifting) approved or rejected. */
  ccerMisconductResult: 'ccer-misconduct-result',
  /** A methodology proposal accepted or rejected by the registry. */
  methodologyCollectResult: 'methodology-collect-result',
  /** A clearing batch checked against the registry's ledger. */
  clearingCheck: 'ccer-clearing-check',
  /** A clearing batch's outcome: settled in the ledger, or rejected; reported to the exchange. */
  clearingResult: 'ccer-clearing-result',
} as const;

export const messageNames = {
  projectApplyResubmitted: 'projectApplyResubmitted',
  projectRecallRequested: 'projectRecallRequested',
  projectPublicityPaused: 'projectPublicityPaused',
  projectPublicityResumed: 'projectPublicityResumed',
  projectPublicityModified: 'projectPublicityModified',
  projectExpertsAppointed: 'projectExpertsAppointed',
  certifiedApplyResubmitted: 'certifiedApplyResubmitted',
  certifiedRecallRequested: 'certifiedRecallRequested',
  certifiedPublicityPaused: 'certifiedPublicityPaused',
  certifiedPublicityResumed: 'certifiedPublicityResumed',
  certifiedPublicityModified: 'certifiedPublicityModified',
  certifiedExpertsAppointed: 'certifiedExpertsAppointed',
} as const;

/** workflowType of each user task (architecture §5); the inbox routes a task to its page by it. */
export const workflowTypes = [
  'ccerProjectPubApply',
  'ccerProjectRecall',
  'ccerOrgUploadFile',
  'ccerConfirmOrgFile',
  'ccerRegisterApply',
  'ccerRegisterAcct',
  'projectEvaluation',
  'certifiedEvaluation',
  'projectReview',
  'ccerRegisterConfirm',
  'ccerIssuedConfirm',
  'ccerTransferConfirm',
  'ccerOffsetAudit',
  'ccerOffsetConfirm',
  'ccerOffsetPrintAudit',
  // bad-behaviour records (/ccer/unpleasant): the registry's audit of a record's measures or of their lifting
  'ccerMisconductAudit',
  // methodology proposals (/information/methodology/collect, 019): the registry's review
  'methodologyCollectAudit',
  'projectLogoutManage',
  'certifiedLogoutManage',
  'commonWorkflow',
  // account transfers (账户划转, /account/temporary, function 016): confirmation and audit by the registry
  'ccerAccountTransfer',
  'ccerAccountTransferAudit',
  // clearing (清算, /liquidation, function 106): the registry's confirmation of a checked batch from the exchange
  'ccerClearingConfirm',
] as const;
export type WorkflowType = (typeof workflowTypes)[number];

/** The page a task opens, by workflowType; types without a page yet open the task detail in My Tasks. */
export const workflowTypeRoutes: Partial<Record<WorkflowType, string>> = {
  // the project chain's steps open their pages with the application (?id=); each page opens the caller's task of it
  ccerProjectPubApply: '/project/audit',
  ccerProjectRecall: '/project/cancel/audit',
  ccerOrgUploadFile: '/project/authorize/apply',
  ccerConfirmOrgFile: '/project/confirm',
  ccerRegisterApply: '/project/regist/apply',
  ccerRegisterAcct: '/project/register',
  projectReview: '/project/register',
  ccerRegisterConfirm: '/project/register',
  projectLogoutManage: '/project/logoutManage/detail',
  projectEvaluation: '/project/appointExperts/evaluate',
  // the withdrawal of registered reductions (ccerCertifiedCancel, function 082) opens the certification's page
  certifiedLogoutManage: '/certified/cancel/audit?kind=withdrawal',
  // account transfers (ccerAccountTransfer, function 016): the transfer's detail with its confirm or audit
  ccerAccountTransfer: '/account/temporary/detail',
  ccerAccountTransferAudit: '/account/temporary/detail',
  // issuance confirmation (ccerIssuedConfirm, function 084)
  ccerIssuedConfirm: '/ccer/issued/confirmDetail',
  // transfer confirmation by the company's confirming representative (ccerTransferConfirm, function 086)
  ccerTransferConfirm: '/ccer/transfer/confirmDetail',
  // offsets (ccerOffset): the company's and the registry's confirmation (089), the registry's audit (088)
  ccerOffsetConfirm: '/ccer/offset/confirmDetail',
  ccerOffsetAudit: '/ccer/offset/auditDetail',
  // the print audit of an offset's certificate (ccerOffsetPrintAudit, 099)
  ccerOffsetPrintAudit: '/ccer/offset/printDetail',
  // a bad-behaviour record's audit (ccerMisconduct, 114)
  ccerMisconductAudit: '/ccer/unpleasant/detail',
  // a methodology proposal's review (ccerMethodologyCollect, 019)
  methodologyCollectAudit: '/information/methodology/collect/detail',
  // a clearing batch's confirmation (ccerClearing, 106)
  ccerClearingConfirm: '/liquidation/step/detail',
};

/**
 * The processes whose tasks are done only through their business's own call (its guards: who may decide, a restricted
 * account), never through My Tasks' generic completion; a lifecycle's steps need no entry (the generic completion
 * runs their step's call).
 */
export const processesWithOwnCall: ReadonlySet<string> = new Set<string>([processKeys.transferConfirm]);

/**
 * The chains that move only through their business's own calls: their service tasks reserve units, post and release
 * them, and their business rows follow each step. Returning, rejecting, revoking (process-instance modification),
 * adding signers (whose last signature completes the task unseen by the business) and an administrator's end would
 * skip those tasks and leave the row, and the units it holds reserved, behind for good: the gateway refuses them.
 */
export const processesMovedByTheirBusiness: ReadonlySet<string> = new Set<string>([
  processKeys.transferConfirm,
  processKeys.issuedConfirm,
  processKeys.offset,
  processKeys.offsetPrint,
  processKeys.misconduct,
  processKeys.accountTransfer,
  processKeys.clearing,
]);

/**
 * The certification area's pages by workflowType (spec §2: a task of a process definition with function code 056 goes
 * to the certification pages); taskRoute picks the map by the task's definition function code.
 */
export const certifiedWorkflowTypeRoutes: Partial<Record<WorkflowType, string>> = {
  ccerProjectPubApply: '/certified/audit',
  // /certified/cancel/audit audits both a publicity recall and a withdrawal of registered reductions
  ccerProjectRecall: '/certified/cancel/audit?kind=recall',
  ccerOrgUploadFile: '/certified/authorize/apply',
  ccerConfirmOrgFile: '/certified/confirm',
  ccerRegisterApply: '/certified/regist/apply',
  ccerRegisterAcct: '/certified/register',
  projectReview: '/certified/register',
  ccerRegisterConfirm: '/certified/register',
  certifiedEvaluation: '/certified/appointExperts/evaluate',
  certifiedLogoutManage: '/certified/cancel/audit?kind=withdrawal',
};
/** The function code of the certification chain's definition (its tasks carry it). */
export const CERTIFIED_DEFINITION_FUNC = '056';
/** A business page's link with the record's id (a route may carry a query of its own). */
export const withBusinessId = (route: string, id: string): string => `${route}${route.includes('?') ? '&' : '?'}id=${encodeURIComponent(id)}`;
/** The page of a task: its workflowType's, in the area its definition's function code names. */
export const taskRoute = (workflowType: string | null | undefined, funcCode: string | null | undefined): string | undefined =>
  workflowType ? (funcCode === CERTIFIED_DEFINITION_FUNC ? certifiedWorkflowTypeRoutes : workflowTypeRoutes)[workflowType as WorkflowType] : undefined;

