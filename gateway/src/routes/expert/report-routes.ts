import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import {
  ok,
  okList,
  expertApplyBody,
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
import { selectProjectExperts, toProjectExpert } from '../project/expert-repository.ts';
import { projectExpertArea, type ExpertArea } from '../project/expert-routes.ts';
import { pageAndCount } from '../../domain/page-and-count.ts';

/** An expert's rows start when they are appointed: a proposal is the registry's business only. */
const appointedOrEvaluated = [projectExpertStatuses.appointed.code, projectExpertStatuses.evaluated.code];

/**
 * Whose reports a caller reads: an expert their own (once appointed), the registry (029 指派专家, the area's review: 078, 080)
 * all of them, anyone else (an owner holds 090 for their own tasks) none.
 */
function reportScope(op: Operator, area: ExpertArea): { expertId: string } | 'all' {
  if (op.operatorType === operatorTypes.expert) return { expertId: op.operatorId };
  if (op.funcs.has(fc.expertAppoint) || op.funcs.has(area.reviewFunc)) return 'all';
  throw forbidden();
}

/**
 * Expert evaluation reports of an area (registry spec §7 /api/expert/assess/report/list for projects): the experts'
 * rows of every application with its name, number and round, and the application an appointed expert evaluates. The
 * report itself is filed by the area's evaluation step (POST /api/expert/assess/report/submit for projects,
 * routes/project/step-routes.ts; /api/certified-manage/expert-report-submit for reductions).
 */
export const expertReportRoutesFor = (area: ExpertArea): FastifyPluginAsyncZod => async (app) => {
  const readers = [fc.expertAppoint, area.reviewFunc, fc.taskHandle];
  const TAG = area.lifecycle.area;
  // the area's applications as `a` (id, apply_no, project_name, status, expert_round)
  const withApplications = (q: Knex.QueryBuilder) => q.join(area.applications(app.db).as('a'), 'a.id', 'pe.apply_id');

  app.post(area.paths.reportList, {
    config: { access: { func: readers } },
    schema: { tags: [TAG], summary: 'Expert evaluation reports, one page (an expert: their own)', body: expertReportListQuery, response: { 200: okList(expertReportRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, projectName, applyId, status } = request.body;
      const scope = reportScope(request.operator!, area);
      const lang = langOf(request.headers['accept-language']);
      const filter = (q: Knex.QueryBuilder) => {
        if (scope !== 'all') q.where('pe.expert_operator_id', scope.expertId).whereIn('pe.status', appointedOrEvaluated);
        if (status) q.where('pe.status', status);
        if (applyId) q.where('pe.apply_id', applyId);
        if (projectName) q.whereILike('a.project_name', likeText(projectName));
        return q;
      };
      const { rows, total } = await pageAndCount(
        filter(withApplications(selectProjectExperts(app.db)))
          .select('a.apply_no', 'a.project_name', 'a.status as apply_status', 'a.expert_round')
          .orderBy('pe.created_at', 'desc')
          .orderBy('pe.id'),
        { pageNumber, pageSize },
        filter(withApplications(app.db('project_expert as pe'))),
      );
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
        total,
      };
    },
  });

  app.post(area.paths.reportApply, {
    config: { access: { func: readers } },
    schema: { tags: [TAG], summary: 'The application an appointed expert evaluates (read-only)', body: expertApplyBody, response: { 200: ok(area.applyRow.schema) } },
    handler: async (request: FastifyRequest<{ Body: { id: string } }>) => {
      const { id } = request.body;
      const scope = reportScope(request.operator!, area);
      if (scope !== 'all') {
        const mine = await app.db('project_expert').where({ apply_id: id, expert_operator_id: scope.expertId }).whereIn('status', appointedOrEvaluated).first('id');
        if (!mine) throw notFound('applyNotFound');
      }
      const row = await area.applyRow.load(app.db, id, langOf(request.headers['accept-language']));
      if (!row) throw notFound('applyNotFound');
      return { flag: 1 as const, dataInfo: row };
    },
  });
};

export const expertReportRoutes = expertReportRoutesFor(projectExpertArea);
