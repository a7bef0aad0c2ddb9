import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import {
  ok,
  okList,
  applyRowSchema,
  expertApplyBody,
  expertPaths,
  expertReportListQuery,
  expertReportRowSchema,
  functionCodes as fc,
  langOf,
  operatorTypes,
  projectExpertStatuses,
  type ExpertReportRow,
  type ProjectStatus,
} from '@ccer/contracts';
import type { Operator } from '../../plugins/auth.ts';
import { forbidden, notFound } from '../../errors.ts';
import { likeText } from '../../domain/like-text.ts';
import { selectApplies, toApplyRow } from '../project/apply-repository.ts';
import { selectProjectExperts, toProjectExpert } from '../project/expert-repository.ts';

/** An expert's rows start when they are appointed: a proposal is the registry's business only. */
const appointedOrEvaluated = [projectExpertStatuses.appointed.code, projectExpertStatuses.evaluated.code];

/**
 * Whose reports a caller reads: an expert their own (once appointed), the registry (029 指派专家, 078 项目登记审核)
 * all of them, anyone else (an owner holds 090 for their own tasks) none.
 */
function reportScope(op: Operator): { expertId: string } | 'all' {
  if (op.operatorType === operatorTypes.expert) return { expertId: op.operatorId };
  if (op.funcs.has(fc.expertAppoint) || op.funcs.has(fc.projectRegistryReview)) return 'all';
  throw forbidden();
}

/**
 * Expert evaluation reports (registry spec §7 /api/expert/assess/report/list): the experts' rows of every
 * application with its name, number and round, and the application an appointed expert evaluates. The report
 * itself is filed by the projectEvaluation step (POST /api/expert/assess/report/submit, routes/project/step-routes.ts).
 */
export const expertReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const readers = [fc.expertAppoint, fc.projectRegistryReview, fc.taskHandle];

  app.post(expertPaths.reportList, {
    config: { access: { func: readers } },
    schema: { tags: ['project'], summary: 'Expert evaluation reports, one page (an expert: their own)', body: expertReportListQuery, response: { 200: okList(expertReportRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, projectName, applyId, status } = request.body;
      const scope = reportScope(request.operator!);
      const lang = langOf(request.headers['accept-language']);
      const filter = (q: Knex.QueryBuilder) => {
        if (scope !== 'all') q.where('pe.expert_operator_id', scope.expertId).whereIn('pe.status', appointedOrEvaluated);
        if (status) q.where('pe.status', status);
        if (applyId) q.where('pe.apply_id', applyId);
        if (projectName) q.whereILike('a.project_name', likeText(projectName));
        return q;
      };
      const [rows, [{ count }]] = await Promise.all([
        filter(selectProjectExperts(app.db).join('project_apply as a', 'a.id', 'pe.apply_id'))
          .select('a.apply_no', 'a.project_name', 'a.status as apply_status', 'a.expert_round')
          .orderBy('pe.created_at', 'desc')
          .orderBy('pe.id')
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize),
        filter(app.db('project_expert as pe').join('project_apply as a', 'a.id', 'pe.apply_id')).count({ count: '*' }),
      ]);
      return {
        flag: 1 as const,
        dataInfo: rows.map(
          (r: Record<string, any>): ExpertReportRow => ({
            ...toProjectExpert(r, lang),
            applyNo: r.apply_no,
            projectName: r.project_name,
            applyStatus: r.apply_status as ProjectStatus,
            currentRound: r.expert_round,
          }),
        ),
        total: Number(count),
      };
    },
  });

  app.post(expertPaths.reportApply, {
    config: { access: { func: readers } },
    schema: { tags: ['project'], summary: 'The application an appointed expert evaluates (read-only)', body: expertApplyBody, response: { 200: ok(applyRowSchema) } },
    handler: async (request: FastifyRequest<{ Body: { id: string } }>) => {
      const { id } = request.body;
      const scope = reportScope(request.operator!);
      if (scope !== 'all') {
        const mine = await app.db('project_expert').where({ apply_id: id, expert_operator_id: scope.expertId }).whereIn('status', appointedOrEvaluated).first('id');
        if (!mine) throw notFound('applyNotFound');
      }
      const row = await selectApplies(app.db).where('a.id', id).first();
      if (!row) throw notFound('applyNotFound');
      return { flag: 1 as const, dataInfo: toApplyRow(row, langOf(request.headers['accept-language'])) };
    },
  });
};
