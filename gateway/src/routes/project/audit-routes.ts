import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, prepPubAuditBody, functionCodes } from '@ccer/contracts';
import { completeDecision } from '../../domain/tasks.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { PROJECT_APPLY } from './apply-routes.ts';
import { appliesByProcessInstance } from './apply-repository.ts';

/** The administrator's decision on a publicity audit task (approve, or return with an opinion). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/project-manage/prep-pub-audit', {
    config: { access: { func: [functionCodes.projectPubAudit] } },
    schema: { tags: ['project'], summary: 'Publicity audit of a project application', body: prepPubAuditBody, response: { 200: ok(z.null()) } },
    handler: async (request) => {
      const { taskId, approved, opinion } = request.body;
      const task = await completeDecision(app, request.operator!, taskId, { approved, opinion }, { workflowType: 'ccerProjectPubApply' });
      const apply = (await appliesByProcessInstance(app.db, [task.processInstanceId])).get(task.processInstanceId);
      await writeOperationLog(app.db, request, {
        abstract: approved ? 'project-apply.audit-approve' : 'project-apply.audit-return',
        businessType: PROJECT_APPLY,
        businessKey: apply?.id ?? task.processInstanceId,
        after: { approved, opinion },
      });
      return { flag: 1 as const, dataInfo: null };
    },
  });
};
