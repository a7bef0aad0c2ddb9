import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import {
  functionCodes as fc,
  langOf,
  okList,
  orgConclusionKinds,
  orgConclusionName,
  orgReportDetailQuery,
  orgReportDetailRowSchema,
  orgReportListQuery,
  orgReportPaths as paths,
  orgReportRowSchema,
  type OrgConclusionKind,
  type OrgReportListQuery,
} from '@ccer/contracts';
import { ownCompanyOf } from '../../domain/access/company-scope.ts';
import { likePrefix, likeText } from '../../domain/like-text.ts';
import { checkedRange } from './daily-data-routes.ts';
import { chinaTime } from '../../domain/server-time.ts';
import { registryDayEnd, registryDayStart } from '../../domain/calendar/registry-days.ts';

const tags = ['statistics'];

/**
 * Every conclusion a body gave, as rows `w`: the project's validation (project_apply) and the reductions' verification
 * (certified_apply, its project's province and type). Its time: the status change that left 待审定/待核证 (07) for
 * 待业主确认 (08) or 审定/核证未通过 (18) — the latest, since an owner's return asks again — else the row's last change.
 */
function conclusions(db: Knex): Knex.QueryBuilder {
  const concluded = db('operation_log as l')
    .whereIn('l.abstract', ['project-apply.status', 'certified-apply.status'])
    .whereRaw(`l.before_value->>'status' = '07'`)
    .whereRaw(`l.after_value->>'status' in ('08', '18')`)
    .groupBy('l.business_type', 'l.business_key')
    .select('l.business_type', 'l.business_key', db.raw('max(l.at) as at'));
  const projects = db('project_apply as a')
    .leftJoin(concluded.clone().as('c'), (j) => j.on('c.business_key', '=', db.raw('a.id::text')).andOn('c.business_type', '=', db.raw(`'projectApply'`)))
    .whereNotNull('a.validation_conclusion')
    .whereNotNull('a.approval_authority')
    .select(
      db.raw(`'project' as kind`),
      'a.id',
      'a.apply_no',
      'a.project_name',
      'a.province_id',
      'a.parent_project_type as project_type',
      'a.approval_authority as org_id',
      'a.validation_conclusion as conclusion',
      db.raw('null::bigint as verified_num'),
      'a.publicity_start_date',
      db.raw('coalesce(c.at, a.updated_at) as concluded_at'),
    );
  const reductions = db('certified_apply as ca')
    .join('project_info as pi', 'pi.id', 'ca.project_info_id')
    .join('project_apply as pa', 'pa.id', 'pi.apply_id')
    .leftJoin(concluded.clone().as('c'), (j) => j.on('c.business_key', '=', db.raw('ca.id::text')).andOn('c.business_type', '=', db.raw(`'certifiedApply'`)))
    .whereNotNull('ca.verification_conclusion')
    .whereNotNull('ca.verification_agency')
    .select(
      db.raw(`'certified' as kind`),
      'ca.id',
      'ca.apply_no',
      'pa.project_name',
      'pa.province_id',
      'pa.parent_project_type as project_type',
      'ca.verification_agency as org_id',
      'ca.verification_conclusion as conclusion',
      'ca.verified_num',
      'ca.publicity_start_date',
      db.raw('coalesce(c.at, ca.updated_at) as concluded_at'),
    );
  return db.from(projects.unionAll(reductions, true).as('w'));
}

/** Days from the publicity's first day (00:00 China time) to the conclusion. */
const DAYS = `extract(epoch from (w.concluded_at - (w.publicity_start_date::timestamp at time zone 'Asia/Shanghai'))) / 86400.0`;

/**
 * 机构报告 (/statistical-report/org-report and its detail; 107): per validation or verification body, the conclusions it
 * gave in a period (positive, negative, verified tonnes) and the average days they took; a body's own conclusions one
 * by one. A body's own staff see their body only.
 */
export const orgReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  const filtered = (q: Knex.QueryBuilder, f: Omit<OrgReportListQuery, 'pageNumber' | 'pageSize'>, own: string | null) => {
    if (f.dateFrom) q.where('w.concluded_at', '>=', registryDayStart(f.dateFrom));
    if (f.dateTo) q.where('w.concluded_at', '<', registryDayEnd(f.dateTo));
    if (f.provinceId) q.where('w.province_id', f.provinceId);
    if (f.projectType) q.whereLike('w.project_type', likePrefix(f.projectType));
    // a body's own staff: their body only (an operator of no body: nothing)
    if (own !== null) (own ? q.where('w.org_id', own) : q.whereRaw('false'));
    return q;
  };

  app.post(paths.list, {
    config: { access: { func: [fc.statisticsView] } },
    schema: { tags, summary: 'Per validation or verification body: conclusions given in a period (positive, negative, verified tonnes) and the average days taken', body: orgReportListQuery, response: { 200: okList(orgReportRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, ...f } = request.body;
      checkedRange(f.dateFrom, f.dateTo);
      const own = ownCompanyOf(request.operator!);
      const grouped = filtered(conclusions(db), f, own)
        .groupBy('w.org_id')
        .select(
          'w.org_id',
          db.raw(`count(*) filter (where w.kind = 'project')::int as projects`),
          db.raw(`count(*) filter (where w.kind = 'project' and w.conclusion = '1')::int as projects_positive`),
          db.raw(`count(*) filter (where w.kind = 'project' and w.conclusion = '0')::int as projects_negative`),
          db.raw(`round(avg(${DAYS}) filter (where w.kind = 'project')::numeric, 1) as validation_days`),
          db.raw(`count(*) filter (where w.kind = 'certified')::int as reductions`),
          db.raw(`count(*) filter (where w.kind = 'certified' and w.conclusion = '1')::int as reductions_positive`),
          db.raw(`count(*) filter (where w.kind = 'certified' and w.conclusion = '0')::int as reductions_negative`),
          db.raw(`coalesce(sum(w.verified_num) filter (where w.kind = 'certified' and w.conclusion = '1'), 0)::bigint as verified_tonnes`),
          db.raw(`round(avg(${DAYS}) filter (where w.kind = 'certified')::numeric, 1) as verification_days`),
        );
      const base = () => {
        const q = db.from(grouped.clone().as('g')).leftJoin('customer as o', 'o.cust_id', 'g.org_id');
        if (f.orgName) q.whereILike('o.cust_name', likeText(f.orgName));
        return q;
      };
      const [rows, [{ count }]] = await Promise.all([
        base()
          .select('g.*', 'o.cust_name')
          .orderByRaw('(g.projects + g.reductions) desc, o.cust_name, g.org_id')
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize),
        base().count({ count: '*' }),
      ]);
      const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
      return {
        flag: 1 as const,
        total: Number(count),
        dataInfo: rows.map((r: Record<string, any>) => ({
          orgId: r.org_id,
          orgName: r.cust_name ?? null,
          projectsValidated: r.projects,
          projectsPositive: r.projects_positive,
          projectsNegative: r.projects_negative,
          validationDays: num(r.validation_days),
          reductionsVerified: r.reductions,
          reductionsPositive: r.reductions_positive,
          reductionsNegative: r.reductions_negative,
          verifiedTonnes: Number(r.verified_tonnes),
          verificationDays: num(r.verification_days),
        })),
      };
    },
  });

  app.post(paths.detail, {
    config: { access: { func: [fc.statisticsView] } },
    schema: { tags, summary: 'One body’s conclusions in a period, newest first, with the days each took', body: orgReportDetailQuery, response: { 200: okList(orgReportDetailRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, orgId, kind, ...f } = request.body;
      checkedRange(f.dateFrom, f.dateTo);
      const lang = langOf(request.headers['accept-language']);
      const base = () => {
        const q = filtered(conclusions(db), f, ownCompanyOf(request.operator!)).where('w.org_id', orgId);
        if (kind) q.where('w.kind', kind);
        return q;
      };
      const [rows, [{ count }]] = await Promise.all([
        base()
          .select('w.*', db.raw(`to_char(w.publicity_start_date, 'YYYY-MM-DD') as publicity_day`), db.raw(`round((${DAYS})::numeric, 1) as days`))
          .orderBy('w.concluded_at', 'desc')
          .orderBy('w.id')
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize),
        base().count({ count: '*' }),
      ]);
      return {
        flag: 1 as const,
        total: Number(count),
        dataInfo: rows.map((r: Record<string, any>) => ({
          id: r.id,
          kind: r.kind as OrgConclusionKind,
          kindName: orgConclusionKinds[r.kind as OrgConclusionKind][lang],
          applyNo: r.apply_no,
          projectName: r.project_name ?? null,
          provinceId: r.province_id ?? null,
          projectType: r.project_type ?? null,
          conclusion: r.conclusion,
          conclusionName: orgConclusionName(r.conclusion, lang),
          verifiedTonnes: r.verified_num === null ? null : Number(r.verified_num),
          publicityStartDate: r.publicity_day ?? null,
          concludedAt: new Date(r.concluded_at).toISOString(),
          concludedTime: chinaTime(new Date(r.concluded_at).toISOString()),
          days: r.days === null ? null : Number(r.days),
        })),
      };
    },
  });
};
