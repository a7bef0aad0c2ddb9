import type { FastifyInstance } from 'fastify';
import { extensionMimeTypes, functionCodes, taskAttachmentType } from '@ccer/contracts';
import type { Operator } from '../../plugins/auth.ts';
import { AppError, notFound } from '../../errors.ts';
import { loadVisibleTask } from '../tasks.ts';
import { checkFile } from '../files/attachments.ts';
import { sniffExtension } from '../files/sniff.ts';
import { UNKNOWN_CONTENT_TYPE } from '../files/download.ts';
import { INITIATOR_CUST_VARIABLE, INITIATOR_VARIABLE, canSeeApplication } from '../../routes/process/process-lists-view.ts';

/**
 * Task attachments (kept by the engine with the task). Every attachment call passes visibleTaskOr404
 * first, and every file goes through the same checks as /api/file/upload and is served by sendDownload.
 */

/** The function codes whose screens link task attachments: My Tasks, 流程实例, 我的申请, 企业申请. */
export const taskAttachmentReaderFuncs = [functionCodes.taskHandle, functionCodes.instanceView, functionCodes.myApplications, functionCodes.companyApplications];

/**
 * The task, when the operator may use its attachments; otherwise 404 (as for a task that does not exist).
 * `act` (upload): the task is open and the operator's (the rule of My Tasks and of every task action).
 * `read` (list, download): that, or the operator sees the task's instance history where the attachment is
 * linked: any instance with 091 (流程实例), an instance in which they completed a task (已办), or one they
 * or their company started (我的申请 097 / 企业申请 098).
 */
export async function visibleTaskOr404(app: FastifyInstance, op: Operator, taskId: string, use: 'act' | 'read'): Promise<{ id: string }> {
  const open = await loadVisibleTask(app, op, taskId).catch((e: unknown) => {
    if (e instanceof AppError && e.status === 404) return undefined;
    throw e;
  });
  if (open) return open;
  if (use === 'act') throw notFound('taskNotFound');
  const [task] = await app.engine.historicTasks({ taskId, maxResults: '1' });
  if (!task) throw notFound('taskNotFound');
  if (op.funcs.has(functionCodes.instanceView) || task.assignee === op.loginName) return task;
  const pid = task.processInstanceId;
  if (pid && (await seesInstanceHistory(app, op, pid))) return task;
  throw notFound('taskNotFound');
}

/** The done-task and application views of an instance (done-routes, application-routes) for this operator. */
async function seesInstanceHistory(app: FastifyInstance, op: Operator, processInstanceId: string): Promise<boolean> {
  const [done, initiator, initiatorCust] = await Promise.all([
    app.engine.historicTasks({ processInstanceId, taskAssignee: op.loginName, finished: 'true', maxResults: '1' }),
    app.engine.historicVariableOf(INITIATOR_VARIABLE, [processInstanceId]),
    app.engine.historicVariableOf(INITIATOR_CUST_VARIABLE, [processInstanceId]),
  ]);
  if (done.length > 0) return true;
  return canSeeApplication(
    op,
    { initiator: initiator[0]?.value ?? null, initiatorCustId: initiatorCust[0]?.value ?? null },
    { mine: functionCodes.myApplications, company: functionCodes.companyApplications },
  );
}

/** Checks a file for a task like every upload (kind, size, content); returns the type to keep with it. */
export async function checkTaskAttachment(fileName: string, data: Buffer): Promise<string> {
  return extensionMimeTypes[await checkFile(taskAttachmentType, fileName, data)];
}

/**
 * The type a task attachment is served with: what its bytes are, among the kinds the gateway verifies;
 * anything else (an attachment kept before the checks) only as a download of unknown type.
 */
export async function servedTypeOf(data: Buffer): Promise<string> {
  const ext = await sniffExtension(data);
  return ext ? extensionMimeTypes[ext] : UNKNOWN_CONTENT_TYPE;
}
