import { Readable, Transform } from 'node:stream';
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
  taskAttachmentDownloadQuery,
  taskAttachmentMaxBytes,
  operatorPickQuery,
  operatorPickRowSchema,
  ccListQuery,
  ccRowSchema,
  ccReadBody,
  type TaskActionResult,
  type TaskAttachment,
} from '@ccer/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Operator } from '../../plugins/auth.ts';
import type { EngineAttachment } from '../../engine/types.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { AppError } from '../../errors.ts';
import { loadVisibleTask } from '../../domain/tasks.ts';
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
  // the attachment upload reads the multipart stream itself (this plugin only)
  app.addContentTypeParser('multipart/form-data', (_request, payload, done) => done(null, payload));

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
      const { rows, total } = await pickOperators(app.db, keyword, pageNumber, pageSize);
      return { flag: 1 as const, dataInfo: rows, total };
    },
  });

  app.post('/api/process/task/attachment/upload', {
    config: { access },
    schema: { tags: ['process'], summary: 'Upload an attachment to a task (multipart: taskId, file); the engine keeps it in its history', response: { 200: ok(taskAttachmentSchema) } },
    handler: async (request) => {
      const tooLarge = () => new AppError(400, 'BAD_REQUEST', `taskActionAttachmentTooLarge:${taskAttachmentMaxBytes / 1024 / 1024}`);
      if (Number(request.headers['content-length'] ?? 0) > taskAttachmentMaxBytes + 64 * 1024) throw tooLarge();
      const form = await readMultipart(request, taskAttachmentMaxBytes + 64 * 1024, tooLarge);
      const taskId = form.get('taskId');
      const file = form.get('file');
      if (typeof taskId !== 'string' || !taskId) throw new AppError(400, 'BAD_REQUEST', 'required', [{ field: 'taskId', message: 'required' }]);
      if (!(file instanceof File) || file.size === 0) throw new AppError(400, 'BAD_REQUEST', 'taskActionAttachmentMissing', [{ field: 'file', message: 'taskActionAttachmentMissing' }]);
      if (file.size > taskAttachmentMaxBytes) throw tooLarge();
      const task = await loadVisibleTask(app, request.operator!, taskId);
      const created = await app.engine.createAttachment(task.id, { name: file.name, type: file.type || 'application/octet-stream', content: file });
      await writeOperationLog(app.db, request, { abstract: 'task.attachment', businessType: 'task', businessKey: task.id, after: { attachmentId: created.id, name: file.name, size: file.size } });
      return { flag: 1 as const, dataInfo: toAttachment(created) };
    },
  });

  app.get('/api/process/task/attachment/list', {
    config: { access },
    schema: { tags: ['process'], summary: 'Attachments of a task', querystring: taskAttachmentListQuery, response: { 200: ok(z.array(taskAttachmentSchema)) } },
    handler: async (request) => {
      const task = await loadVisibleTask(app, request.operator!, request.query.taskId);
      return { flag: 1 as const, dataInfo: (await app.engine.taskAttachments(task.id)).map(toAttachment) };
    },
  });

  app.get('/api/process/task/attachment/download', {
    // the instance history (流程实例 detail) links the attachments too
    config: { access: { func: [functionCodes.taskHandle, functionCodes.instanceView] } },
    schema: { tags: ['process'], summary: 'Download an attachment of a task (open or completed)', querystring: taskAttachmentDownloadQuery },
    handler: async (request, reply) => {
      const { taskId, attachmentId } = request.query;
      const attachments = await app.engine.taskAttachments(taskId).catch(() => []);
      const found = attachments.find((a) => a.id === attachmentId);
      if (!found) throw new AppError(404, 'NOT_FOUND', 'taskActionAttachmentNotFound');
      const data = await app.engine.attachmentData(taskId, attachmentId);
      reply.header('content-type', found.type && found.type.includes('/') ? found.type : 'application/octet-stream');
      reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(found.name ?? attachmentId)}`);
      return reply.send(data);
    },
  });
};

/**
 * Parses the multipart body with the platform's own parser (no extra dependency). The stream is
 * cut off past the size limit, since a body without content-length is not checked up front.
 */
async function readMultipart(request: FastifyRequest, maxBytes: number, tooLarge: () => AppError): Promise<FormData> {
  let seen = 0;
  const limited = (request.body as Readable).pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        seen += chunk.length;
        done(seen > maxBytes ? new Error('too large') : null, chunk);
      },
    }),
  );
  const web = new Request('http://gateway.local/upload', {
    method: 'POST',
    headers: { 'content-type': String(request.headers['content-type']) },
    body: Readable.toWeb(limited) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  try {
    return await web.formData();
  } catch {
    if (seen > maxBytes) throw tooLarge();
    throw new AppError(400, 'BAD_REQUEST', 'taskActionAttachmentMissing', [{ field: 'file', message: 'taskActionAttachmentMissing' }]);
  }
}
