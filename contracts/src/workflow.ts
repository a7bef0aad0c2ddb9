/** Process keys, external-task topics, message names and workflow types shared by gateway, workers and BPMN. */
export const processKeys = {
  projectPubApply: 'ccerProjectPubApply',
  projectLogout: 'ccerProjectLogout',
  accountOpen: 'ccerAccountOpen',
} as const;

/** Business record kinds, as written in operation_log.business_type and the outbox. */
export const businessTypes = {
  projectApply: 'projectApply',
  projectCancel: 'projectCancel',
  /** One appointed expert of one round (project_expert): the expert's own evaluation report. */
  projectExpert: 'projectExpert',
  accountOpen: 'accountOpen',
} as const;

export const topics = {
  projectApplyStatus: 'project-apply-status',
  projectRegister: 'project-register',
  projectCancelResult: 'project-cancel-result',
  accountOpenResult: 'account-open-result',
} as const;

export const messageNames = {
  projectApplyResubmitted: 'projectApplyResubmitted',
  projectRecallRequested: 'projectRecallRequested',
  projectPublicityPaused: 'projectPublicityPaused',
  projectPublicityResumed: 'projectPublicityResumed',
  projectPublicityModified: 'projectPublicityModified',
  projectExpertsAppointed: 'projectExpertsAppointed',
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
