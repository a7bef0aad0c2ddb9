import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: Task actions (return, reject, transfer, delegate, cc, add-sign, revoke). */
export const taskActionMessages: Catalogue = {
  taskActionOpinionRequired: { zh: '请填写审批意见', en: 'Enter an opinion' },
  taskActionTargetRequired: { zh: '请选择人员', en: 'Select a user' },
  taskActionTooManyAttachments: { zh: '附件不能超过{0}个', en: 'At most {0} attachments' },
  taskActionAddSignModeRequired: { zh: '请选择加签方式', en: 'Choose how to add signers' },
  taskActionAfterSignOneUser: { zh: '后加签只能选择一名人员', en: 'Sign-add after allows exactly one user' },
  taskActionNoPreviousStep: { zh: '当前为第一个审批环节，没有可退回的上一环节', en: 'This is the first approval step; there is no previous step to return to' },
  taskActionTargetNotFound: { zh: '所选人员不存在或已停用', en: 'The selected user does not exist or is disabled' },
  taskActionTargetIsSelf: { zh: '不能选择自己', en: 'You cannot choose yourself' },
  taskActionNotDelegated: { zh: '该任务不是委派给您的任务，无需归还', en: 'This task was not delegated to you; there is nothing to resolve' },
  taskActionDelegatedPending: { zh: '委派中的任务请先归还给委派人', en: 'This task is delegated to you: resolve it back to its owner first' },
  taskActionOpenSubtasks: { zh: '加签人尚未全部办理完毕，暂不能办理该任务', en: 'The added signers have not all finished; this task cannot be completed yet' },
  taskActionNotForSubtask: { zh: '加签任务不支持该操作，请直接办理', en: 'This is an added-signer task: complete it instead' },
  taskActionRevokeNotYours: { zh: '只能撤回本人办理的任务', en: 'You can only revoke a task you completed' },
  taskActionRevokeTooLate: { zh: '下一环节已签收或办理，无法撤回', en: 'The next step has already been claimed or completed; the task cannot be revoked' },
  taskActionRevokeEnded: { zh: '流程已结束，无法撤回', en: 'The process has ended; the task cannot be revoked' },
  taskActionAttachmentMissing: { zh: '请选择要上传的附件', en: 'Choose a file to upload' },
  taskActionAttachmentTooLarge: { zh: '附件不能超过{0}MB', en: 'The attachment must not exceed {0} MB' },
  taskActionAttachmentNotFound: { zh: '附件不存在', en: 'The attachment does not exist' },
  taskActionOwnBusiness: { zh: '该流程只能在对应业务页面办理，不能退回、驳回、撤回、加签或终止', en: 'This chain moves only through its own business pages: it cannot be returned, rejected, revoked, given added signers or ended here' },
  taskActionCcNotFound: { zh: '抄送记录不存在', en: 'The carbon copy does not exist' },
};
