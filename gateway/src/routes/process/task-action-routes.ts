import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ok,
  okList,
  functionCodes,
  taskActionOpinionBody,
  taskActionTargetBody,
  taskResolveBody,
  taskCcBody,
  taskAddSignBody,
  taskRevokeBody,
  taskActionResultSchema,
  taskAttachmentSchema,
  taskAttachmentListQuery,
  taskAttachmentUploadFields,
  taskAttachmentDownloadQuery,
  taskAttachmentType,
  operatorPickQuery,
  operatorPickRowSchema,
  ccListQuery,
  ccRowSchema,
  ccReadBody,
  BYTES_PER_MB,
  type TaskActionResult,
  type TaskAttachment,
} from '@ccer/contracts';
import type { FastifyInstance } from 'fastify';
import type { Operator } from '../../plugins/auth.ts';
import type { EngineAttachment } from '../../engine/types.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { AppError } from '../../errors.ts';
import { acceptUploads, readUpload } from '../../domain/files/multipart.ts';
import { tooLarge } from '../../domain/files/attachments.ts';
import { sendDownload } from '../../domain/files/download.ts';
import { checkTaskAttachment, servedTypeOf, taskAttachmentReaderFuncs, visibleTaskOr404 } from '../../domain/task-actions/attachments.ts';
import { returnToPrevious, rejectToStarter, revokeTask } from '../../domain/task-actions/step-actions.ts';
import { transferTask, delegateTask, resolveTask } from '../../domain/task-actions/reassign.ts';
import { ccTask, ccList, markCcRead } from '../../domain/task-actions/cc.ts';
import { addSign } from '../../domain/task-actions/add-sign.ts';
import { pickOperators } from '../../domain/task-actions/targets.ts';

const toAttachment = (a: EngineAttachment): TaskAttachment => ({ id: a.id, name: a.name, taskId: a.taskId, type: a.type, createTime: a.createTime });

/**
 * Task actions beyond claim/complete (registry spec §4): return to the previous step, reject to
 * the starter, transfer, delegate/resolve, carbon copy, add-sign, revoke; task attachments kept
 * by the engine; the operator picker; "抄送我的". Every action is written to the task action log
 * (shown in the instance's approval history) and to the operation log.
 */
export const taskActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { func: [functionCodes.taskHandle] };
  // the attachment upload (this plugin's scope only), read like every upload of the platform
  await acceptUploads(app, taskAttachmentType.maxSize * BYTES_PER_MB);

  /**
   * One task action route: validated body → domain action → operation log `task.<action>` with the
   * action's own fields (`logged`) next to the engine outcome.
   */
  function actionRoute<B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    act: (app: FastifyInstance, op: Operator, body: z.output<B>) => Promise<TaskActionResult>,
    logged: (body: z.output<B>) => Record<string, unknown>,
  ) {
    app.post(path, {
      config: { access },
      schema: { tags: ['process'], summary, body, response: { 200: ok(taskActionResultSchema) } },
      handler: async (request) => {
        const input = request.body as z.output<B>;
        const result = await act(app, request.operator!, input);
        await writeOperationLog(app.db, request, {
          abstract: `task.${result.action}`,
          businessType: 'task',
          businessKey: result.taskId ?? '',
          after: { ...logged(input), processInstanceId: result.processInstanceId, nextTaskId: result.nextTaskId, instanceEnded: result.instanceEnded },
        });
        return { flag: 1 as const, dataInfo: result };
      },
    });
  }

  actionRoute('/api/process/task/return', 'Return to the previous step (退回上一步), with an opinion', taskActionOpinionBody, returnToPrevious, (b) => ({
    opinion: b.opinion,
    attachmentIds: b.attachmentIds,
  }));
  actionRoute('/api/process/task/reject', 'Reject back to the starter (驳回至发起人), or end the instance when there is no starter step', taskActionOpinionBody, rejectToStarter, (b) => ({
    opinion: b.opinion,
    attachmentIds: b.attachmentIds,
  }));
  actionRoute('/api/process/task/transfer', 'Transfer (转办) the task to another operator', taskActionTargetBody, transferTask, (b) => ({ targetUser: b.targetUser, opinion: b.opinion }));
  actionRoute('/api/process/task/delegate', 'Delegate (委派) the task; the delegate resolves it back', taskActionTargetBody, delegateTask, (b) => ({ targetUser: b.targetUser, opinion: b.opinion }));
  actionRoute('/api/process/task/resolve', 'Resolve (归还) a delegated task to its owner', taskResolveBody, resolveTask, (b) => ({ opinion: b.opinion }));
  actionRoute('/api/process/task/cc', 'Carbon copy (抄送) the task to operators', taskCcBody, ccTask, (b) => ({ targetUsers: b.targetUsers, opinion: b.opinion }));
  actionRoute('/api/process/task/add-sign', 'Add signers (加签): before, after or parallel', taskAddSignBody, addSign, (b) => ({ mode: b.mode, targetUsers: b.targetUsers, opinion: b.opinion }));
  actionRoute('/api/process/task/revoke', 'Revoke (撤回) a task the operator completed, while the next step is untouched', taskRevokeBody, revokeTask, (b) => ({ opinion: b.opinion }));

  app.post('/api/process/task/cc-list', {
    config: { access },
    schema: { tags: ['process'], summary: '抄送我的: copies sent to the signed-in operator, one page', body: ccListQuery, response: { 200: okList(ccRowSchema) } },
    handler: async (request) => {
      const { rows, total } = await ccList(app.db, request.operator!.loginName, request.body);
      return { flag: 1 as const, dataInfo: rows, total };
    },
  });

  app.post('/api/process/task/cc-read', {
    config: { access },
    schema: { tags: ['process'], summary: 'Mark copies read', body: ccReadBody, response: { 200: ok(z.object({ updated: z.number().int() })) } },
    handler: async (request) => {
      const updated = await markCcRead(app.db, request.operator!.loginName, request.body.ids);
      return { flag: 1 as const, dataInfo: { updated } };
    },
  });

  app.post('/api/process/task/operator-list', {
    config: { access },
    schema: { tags: ['process'], summary: 'Operators to hand a task to (picker), one page', body: operatorPickQuery, response: { 200: okList(operatorPickRowSchema) } },
    handler: async (request) => {
      const { keyword, pageNumber, pageSize } = request.body;
      const { rows, total } = await pickOperators(app.db, request.operator!, keyword, pageNumber, pageSize);
      return { flag: 1 as const, dataInfo: rows, total };
    },
  });

  app.post('/api/process/task/attachment/upload', {
    config: { access },
    schema: { tags: ['process'], summary: 'Upload an attachment to a task (multipart: taskId, file; pdf/doc/docx/jpg/png, content checked); the engine keeps it in its history', response: { 200: ok(taskAttachmentSchema) } },
    handler: async (request) => {
      const { fields, file } = await readUpload(request, taskAttachmentUploadFields, () => tooLarge(taskAttachmentType, taskAttachmentType.maxSize));
      const { taskId } = fields;
      if (!file || !file.fileName || file.data.length === 0) throw new AppError(400, 'BAD_REQUEST', 'taskActionAttachmentMissing', [{ field: 'file', message: 'taskActionAttachmentMissing' }]);
      const task = await visibleTaskOr404(app, request.operator!, taskId, 'act');
      const type = await checkTaskAttachment(file.fileName, file.data);
      // the engine keeps at most 255 characters of a name: keep its end, which holds the extension
      const name = file.fileName.slice(-255);
      const created = await app.engine.createAttachment(task.id, { name, type, content: new Blob([new Uint8Array(file.data)], { type }) });
      await writeOperationLog(app.db, request, { abstract: 'task.attachment', businessType: 'task', businessKey: task.id, after: { attachmentId: created.id, name, size: file.data.length } });
      return { flag: 1 as const, dataInfo: toAttachment(created) };
    },
  });

  // the screens that link task attachments: My Tasks, the instance history (流程实例, 已办, 我的申请, 企业申请)
  const readers = { func: taskAttachmentReaderFuncs };

  app.get('/api/process/task/attachment/list', {
    config: { access: readers },
    schema: { tags: ['process'], summary: 'Attachments of a task', querystring: taskAttachmentListQuery, response: { 200: ok(z.array(taskAttachmentSchema)) } },
    handler: async (request) => {
      const task = await visibleTaskOr404(app, request.operator!, request.query.taskId, 'read');
      return { flag: 1 as const, dataInfo: (await app.engine.taskAttachments(task.id)).map(toAttachment) };
    },
  });

  app.get('/api/process/task/attachment/download', {
    config: { access: readers },
    schema: { tags: ['process'], summary: 'Download an attachment of a task (open or completed)', querystring: taskAttachmentDownloadQuery },
    handler: async (request, reply) => {
      const { taskId, attachmentId } = request.query;
      const task = await visibleTaskOr404(app, request.operator!, taskId, 'read');
      const found = (await app.engine.taskAttachments(task.id)).find((a) => a.id === attachmentId);
      if (!found) throw new AppError(404, 'NOT_FOUND', 'taskActionAttachmentNotFound');
      const data = await app.engine.attachmentData(task.id, attachmentId);
      // served as what its bytes are, never as the type the uploader's browser declared
      return sendDownload(reply, { name: found.name ?? attachmentId, contentType: await servedTypeOf(data), body: data });
    },
  });
};
