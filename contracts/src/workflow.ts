/** Process keys, external-task topics, message names and workflow types shared by gateway, workers and BPMN. */
export const processKeys = {
  projectPubApply: 'ccerProjectPubApply',
  projectLogout: 'ccerProjectLogout',
  certifiedApply: 'ccerCertifiedApply',
  accountOpen: 'ccerAccountOpen',
} as const;

/** Business record kinds, as written in operation_log.business_type and the outbox. */
export const businessTypes = {
  projectApply: 'projectApply',
  projectCancel: 'projectCancel',
  /** A reduction-volume application (certified_apply). */
  certifiedApply: 'certifiedApply',
  /** One appointed expert of one round (project_expert): the expert's own evaluation report. */
  projectExpert: 'projectExpert',
  accountOpen: 'accountOpen',
} as const;

export const topics = {
  projectApplyStatus: 'project-apply-status',
  projectRegister: 'project-register',
  projectCancelResult: 'project-cancel-result',
  certifiedApplyStatus: 'certified-apply-status',
  certifiedRegister: 'certified-register',
  accountOpenResult: 'account-open-result',
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
  'projectLogoutManage',
  'commonWorkflow',
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
};

/**
 * The certification area's pages by workflowType (spec §2: a task of a process definition with function code 056 goes
 * to the certification pages); taskRoute picks the map by the task's definition function code.
 */
export const certifiedWorkflowTypeRoutes: Partial<Record<WorkflowType, string>> = {
  ccerProjectPubApply: '/certified/audit',
  ccerProjectRecall: '/certified/cancel/audit',
  ccerOrgUploadFile: '/certified/authorize/apply',
  ccerConfirmOrgFile: '/certified/confirm',
  ccerRegisterApply: '/certified/regist/apply',
  ccerRegisterAcct: '/certified/register',
  projectReview: '/certified/register',
  ccerRegisterConfirm: '/certified/register',
  certifiedEvaluation: '/certified/appointExperts/evaluate',
};
/** The function code of the certification chain's definition (its tasks carry it). */
export const CERTIFIED_DEFINITION_FUNC = '056';
/** The page of a task: its workflowType's, in the area its definition's function code names. */
export const taskRoute = (workflowType: string | null | undefined, funcCode: string | null | undefined): string | undefined =>
  workflowType ? (funcCode === CERTIFIED_DEFINITION_FUNC ? certifiedWorkflowTypeRoutes : workflowTypeRoutes)[workflowType as WorkflowType] : undefined;

