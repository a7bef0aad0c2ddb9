import type { Knex } from 'knex';
import {
  expertConclusionName,
  expertExclusionReasonName,
  projectExpertStatusName,
  type AppointWay,
  type DrawnExpert,
  type ExcludedExpert,
  type ExpertDraw,
  type Lang,
  type ProjectExpert,
} from '@ccer/contracts';
import { iso } from '../../domain/timestamps.ts';

/**
 * The rows of expert appointment (project_expert, expert_draw) with the experts' names, and their shapes in the
 * answers; shared by the appointment calls and the report list.
 */

/** project_expert rows with the expert's login name, name, work unit and fields. */
export function selectProjectExperts(db: Knex | Knex.Transaction) {
  return db('project_expert as pe')
    .join('operator as o', 'o.operator_id', 'pe.expert_operator_id')
    .select('pe.*', 'o.login_name', 'o.operator_name', 'o.work_unit', 'o.operator_field_cn');
}

export function toProjectExpert(r: Record<string, any>, lang: Lang): ProjectExpert {
  return {
    id: r.id,
    applyId: r.apply_id,
    round: r.round,
    expertId: r.expert_operator_id,
    loginName: r.login_name,
    expertName: r.operator_name ?? null,
    workUnit: r.work_unit ?? null,
    operatorFieldCn: r.operator_field_cn ?? null,
    appointWay: r.appoint_way as AppointWay,
    fee: r.fee === null || r.fee === undefined ? null : Number(r.fee),
    status: r.status,
    statusName: projectExpertStatusName(r.status, lang),
    conclusion: r.conclusion ?? null,
    conclusionName: expertConclusionName(r.conclusion, lang),
    evaluation: r.evaluation ?? null,
    evaluatedAt: iso(r.evaluated_at),
    createdAt: iso(r.created_at)!,
  };
}

/** A draw as stored (jsonb) and answered; excluded reasons get their names in the caller's language. */
export function toExpertDraw(r: Record<string, any>, lang: Lang): ExpertDraw {
  const chosen = r.chosen as DrawnExpert[];
  return {
    id: r.id,
    applyId: r.apply_id,
    round: r.round,
    seed: r.seed,
    count: chosen.length,
    candidates: r.candidates as DrawnExpert[],
    excluded: (r.excluded as Array<Omit<ExcludedExpert, 'reasonName'>>).map((e) => ({ ...e, reasonName: expertExclusionReasonName(e.reason, lang) })),
    chosen,
    drawnBy: r.drawn_by_name ?? null,
    createdAt: iso(r.created_at)!,
  };
}

export function selectExpertDraws(db: Knex | Knex.Transaction) {
  return db('expert_draw as d').leftJoin('operator as o', 'o.operator_id', 'd.drawn_by').select('d.*', db.raw('coalesce(o.operator_name, o.login_name) as drawn_by_name'));
}
