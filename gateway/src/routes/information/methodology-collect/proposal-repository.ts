import type { Knex } from 'knex';
import {
  functionCodes as fc,
  methodologyCollectFieldName,
  methodologyCollectStatusName,
  methodologyCollectTypeName,
  type Lang,
  type MethodologyCollectRow,
  type MethodologyCollectStatus,
} from '@ccer/contracts';
import type { Operator } from '../../../plugins/auth.ts';
import { actsForRegistry, ownCompanyOf } from '../../../domain/access/company-scope.ts';
import { iso } from '../../../domain/timestamps.ts';

/** A proposal as the database holds it, with the names its lists show. */
export interface ProposalDbRow {
  id: string;
  proposal_no: string;
  proposer_operator_id: string;
  cust_id: string | null;
  title: string;
  field_code: string | null;
  project_types: string[];
  summary: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  status: MethodologyCollectStatus;
  process_instance_id: string | null;
  submitted_at: Date | string | null;
  review_opinion: string | null;
  reviewer_operator_id: string | null;
  reviewed_at: Date | string | null;
  withdrawn_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  version: number;
  cust_name?: string | null;
  proposer_name?: string | null;
  reviewer_name?: string | null;
}

const operatorName = (db: Knex | Knex.Transaction, alias: string, as: string) => db.raw(`coalesce(${alias}.operator_name, ${alias}.login_name) as ??`, [as]);

/** The proposals as `p`, with the company, the proposer and the reviewer. */
export function selectProposals(db: Knex | Knex.Transaction): Knex.QueryBuilder {
  return db('methodology_proposal as p')
    .leftJoin('customer as c', 'c.cust_id', 'p.cust_id')
    .leftJoin('operator as po', 'po.operator_id', 'p.proposer_operator_id')
    .leftJoin('operator as rv', 'rv.operator_id', 'p.reviewer_operator_id')
    .select('p.*', 'c.cust_name', operatorName(db, 'po', 'proposer_name'), operatorName(db, 'rv', 'reviewer_name'));
}

/** The company a proposal of this operator belongs to: the company it acts for, none for the registry, a visitor or a person. */
export const proposingCompanyOf = (op: Operator): string | null => ownCompanyOf(op) || null;

/**
 * The proposer's side: a company's proposals are all its representatives' (the company the operator acts for now);
 * a visitor's, a person's or a registry operator's own are theirs alone.
 */
export function mineWhere(q: Knex.QueryBuilder, op: Operator): Knex.QueryBuilder {
  const company = proposingCompanyOf(op);
  return company ? q.where('p.cust_id', company) : q.where('p.proposer_operator_id', op.operatorId).whereNull('p.cust_id');
}

/** The registry's side (019): every submitted proposal (drafts are the proposer's alone); staff bound to a company see none. */
export function registryWhere(q: Knex.QueryBuilder, op: Operator): Knex.QueryBuilder {
  if (!op.funcs.has(fc.methodology) || !actsForRegistry(op)) return q.whereRaw('false');
  return q.whereNot('p.status', 'draft');
}

/** What the caller may read: the registry's side or the own proposals (another's is as if absent: 404). */
export function visibleWhere(q: Knex.QueryBuilder, op: Operator): Knex.QueryBuilder {
  return q.where((w) => {
    w.where((r) => registryWhere(r, op)).orWhere((m) => mineWhere(m, op));
  });
}

export const toProposalRow = (r: ProposalDbRow, lang: Lang, taskId: string | null = null): MethodologyCollectRow => {
  const person = r.proposer_name ?? null;
  return {
    id: r.id,
    proposalNo: r.proposal_no,
    title: r.title,
    fieldCode: r.field_code,
    fieldName: r.field_code ? methodologyCollectFieldName(r.field_code, lang) : null,
    projectTypes: (r.project_types ?? []).map((typeId) => ({ typeId, name: methodologyCollectTypeName(typeId, lang) })),
    status: r.status,
    statusName: methodologyCollectStatusName(r.status, lang),
    custId: r.cust_id,
    custName: r.cust_name ?? null,
    proposerName: r.cust_name ? `${r.cust_name}${person ? `（${person}）` : ''}` : person,
    createdAt: iso(r.created_at)!,
    submittedAt: iso(r.submitted_at),
    reviewedAt: iso(r.reviewed_at),
    reviewerName: r.reviewer_name ?? null,
    opinion: r.review_opinion,
    taskId,
    version: r.version,
  };
};
