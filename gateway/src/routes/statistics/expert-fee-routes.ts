import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import {
  expertFeeDetailQuery,
  expertFeeDetailRowSchema,
  expertFeeListQuery,
  expertFeePaths as paths,
  expertFeeRowSchema,
  functionCodes as fc,
  langOf,
  okList,
  orgConclusionKinds,
  projectExpertStatusName,
  type ExpertFeeListQuery,
} from '@ccer/contracts';
import type { Operator } from '../../plugins/auth.ts';
import { actsForRegistry } from '../../domain/access/company-scope.ts';
import { likePrefix, likeText } from '../../domain/like-text.ts';
import { checkedRange } from './daily-data-routes.ts';
import { registryDayEnd, registryDayStart } from '../../domain/calendar/registry-days.ts';

const tags = ['statistics'];

/**
 * Every expert appointment as `e`: project_expert's row (one expert, one round of a project or of a reduction-volume
 * application — both areas keep their experts there), its application's number and the project's name, province and
 * type, the expert.
 */
function appointments(db: Knex): Knex.QueryBuilder {
  return db('project_expert as pe')
    .leftJoin('project_apply as a', 'a.id', 'pe.apply_id')
    .leftJoin('certified_apply as ca', 'ca.id', 'pe.apply_id')
    .leftJoin('project_info as pi', 'pi.id', 'ca.project_info_id')
    .leftJoin('project_apply as pa', 'pa.id', 'pi.apply_id')
    .join('operator as x', 'x.operator_id', 'pe.expert_operator_id');
}
const KIND = `case when a.id is not null then 'project' else 'certified' end`;

/**
 * 专家费用 (/statistical-report/expert-fee; 107): the fees recorded on expert appointments per expert over a period
 * (appointments, evaluated, fees set and their sum), and one expert's appointments with their fees. An expert reading
 * it sees their own fees only; an operator acting for a company none.
 */
export const expertFeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  const filtered = (q: Knex.QueryBuilder, f: Omit<ExpertFeeListQuery, 'pageNumber' | 'pageSize'>, op: Operator) => {
    if (!actsForRegistry(op)) q.where('pe.expert_operator_id', op.operatorId);
    if (f.dateFrom) q.where('pe.created_at', '>=', registryDayStart(f.dateFrom));
    if (f.dateTo) q.where('pe.created_at', '<', registryDayEnd(f.dateTo));
    if (f.provinceId) q.whereRaw('coalesce(a.province_id, pa.province_id) = ?', [f.provinceId]);
    if (f.projectType) q.whereRaw('coalesce(a.parent_project_type, pa.parent_project_type) like ?', [likePrefix(f.projectType)]);
    if (f.expertName) q.where((w) => w.whereILike('x.operator_name', likeText(f.expertName!)).orWhereILike('x.login_name', likeText(f.expertName!)));
    return q;
  };

  app.post(paths.list, {
    config: { access: { func: [fc.statisticsView] } },
    schema: { tags, summary: 'Per expert: appointments in a period, evaluated, fees set and their sum (yuan)', body: expertFeeListQuery, response: { 200: okList(expertFeeRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, ...f } = request.body;
      checkedRange(f.dateFrom, f.dateTo);
      const grouped = () =>
        filtered(appointments(db), f, request.operator!)
          .groupBy('pe.expert_operator_id', 'x.operator_name', 'x.login_name', 'x.work_unit')
          .select(
            'pe.expert_operator_id',
            'x.operator_name',
            'x.login_name',
            'x.work_unit',
            db.raw('count(*)::int as appointments'),
            db.raw(`count(*) filter (where ${KIND} = 'project')::int as project_appointments`),
            db.raw(`count(*) filter (where ${KIND} = 'certified')::int as certified_appointments`),
            db.raw(`count(*) filter (where pe.status = '03')::int as evaluated`),
            db.raw('count(pe.fee)::int as fee_count'),
            db.raw('coalesce(sum(pe.fee), 0) as fee_total'),
          );
      const [rows, [{ count }]] = await Promise.all([
        db.from(grouped().as('g')).select('*').orderBy([{ column: 'fee_total', order: 'desc' }, { column: 'login_name' }]).limit(pageSize).offset((pageNumber - 1) * pageSize),
        db.from(grouped().as('g')).count({ count: '*' }),
      ]);
      return {
        flag: 1 as const,
        total: Number(count),
        dataInfo: rows.map((r: Record<string, any>) => ({
          expertId: r.expert_operator_id,
          expertName: r.operator_name ?? null,
          loginName: r.login_name,
          workUnit: r.work_unit ?? null,
          appointments: r.appointments,
          projectAppointments: r.project_appointments,
          certifiedAppointments: r.certified_appointments,
          evaluated: r.evaluated,
          feeCount: r.fee_count,
          feeTotal: Number(r.fee_total),
        })),
      };
    },
  });

  app.post(paths.detail, {
    config: { access: { func: [fc.statisticsView] } },
    schema: { tags, summary: 'One expert’s appointments in a period with their fees, newest first', body: expertFeeDetailQuery, response: { 200: okList(expertFeeDetailRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, expertId, ...f } = request.body;
      checkedRange(f.dateFrom, f.dateTo);
      const lang = langOf(request.headers['accept-language']);
      const base = () => filtered(appointments(db), f, request.operator!).where('pe.expert_operator_id', expertId);
      const [rows, [{ count }]] = await Promise.all([
        base()
          .select('pe.*', db.raw(`${KIND} as kind`), db.raw('coalesce(a.apply_no, ca.apply_no) as apply_no'), db.raw('coalesce(a.project_name, pa.project_name) as project_name'))
          .orderBy('pe.created_at', 'desc')
          .orderBy('pe.id')
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize),
        base().count({ count: '*' }),
      ]);
      return {
        flag: 1 as const,
        total: Number(count),
        dataInfo: rows.map((r: Record<string, any>) => ({
          id: r.id,
          kind: r.kind,
          kindName: orgConclusionKinds[r.kind as 'project' | 'certified'][lang],
          applyNo: r.apply_no ?? null,
          projectName: r.project_name ?? null,
          round: r.round,
          appointWay: r.appoint_way,
          status: r.status,
          statusName: projectExpertStatusName(r.status, lang),
          fee: r.fee === null ? null : Number(r.fee),
          appointedAt: new Date(r.created_at).toISOString(),
          evaluatedAt: r.evaluated_at ? new Date(r.evaluated_at).toISOString() : null,
        })),
      };
    },
  });
};
