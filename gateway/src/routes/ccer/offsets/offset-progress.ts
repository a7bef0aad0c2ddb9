import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OffsetStatus } from '@ccer/contracts';
import { functionCodes as fc, langOf, offsetIdQuery, offsetLifecycle, offsetPaths as paths, ok, chainProgressSchema } from '@ccer/contracts';
import { notFound } from '../../../errors.ts';
import { linearChain } from '../../../domain/lifecycle/linear-chain.ts';
import { progressAlong } from '../../../domain/lifecycle/progress-of.ts';
import { visibleOffsets } from './offset-repository.ts';

/** ccerOffset.bpmn as a chain: 提交申请, the company's confirmation, the audit, the registry's confirmation, the end. */
const offsetChain = linearChain(offsetLifecycle, {
  start: { activityId: 'offsetSubmitted', zh: '提交申请', en: 'Applied' },
  end: { activityIds: ['retiredEnd', 'rejectedEnd'], zh: '办结', en: 'Closed' },
});

/** An offset's progress (every step's person, time, result and opinion), for whoever may read the offset. */
export const offsetProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(paths.progress, {
    config: { access: { func: [fc.offsetApply, fc.offsetAudit, fc.offsetConfirm] } },
    schema: { tags: ['ccer'], summary: "An offset's progress along its chain: each step's person, time, result and opinion", querystring: offsetIdQuery, response: { 200: ok(chainProgressSchema) } },
    handler: async (request) => {
      const row = await visibleOffsets(app.db('ccer_offset as o'), request.operator!).where('o.id', request.query.id).first<{ id: string; status: OffsetStatus; process_instance_id: string | null } | undefined>('o.id', 'o.status', 'o.process_instance_id');
      if (!row) throw notFound('offsetNotFound');
      return { flag: 1 as const, dataInfo: await progressAlong(app, langOf(request.headers['accept-language']), row, offsetChain) };
    },
  });
};
