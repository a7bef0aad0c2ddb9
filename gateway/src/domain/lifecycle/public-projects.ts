import type { Knex } from 'knex';
import { cancelFlags, publicityStatuses } from '@ccer/contracts';

/**
 * Which project applications the public sees (the /projectPublicity pages, and the public read rule of their
 * documents in domain/files/owners.ts): those in publicity (running or paused) and the registered projects
 * not cancelled. One rule, used by the list, the detail, the document download and the file module.
 */
export function wherePublic(q: Knex.QueryBuilder, applyAlias = 'a', infoAlias = 'i'): Knex.QueryBuilder {
  return q.where((w) =>
    w.whereIn(`${applyAlias}.status`, publicityStatuses).orWhere((r) => r.whereNotNull(`${infoAlias}.id`).andWhere(`${infoAlias}.cancel_flag`, cancelFlags.active)),
  );
}

/** project_apply as a with its registered project i (when registered), the owner's and the validation body's names. */
export function selectPublicApplies(db: Knex | Knex.Transaction) {
  return db('project_apply as a')
    .leftJoin('project_info as i', 'i.apply_id', 'a.id')
    .leftJoin('customer as c', 'c.cust_id', 'a.cust_id')
    .leftJoin('customer as v', 'v.cust_id', 'a.approval_authority')
    .select('a.*', 'c.cust_name', 'v.cust_name as approval_authority_name', 'i.project_code', 'i.registration_time');
}

/** Whether an application is public now (the file module asks before serving its documents to anyone). */
export async function isPublicApplication(db: Knex, applyId: string): Promise<boolean> {
  const row = await wherePublic(db('project_apply as a').leftJoin('project_info as i', 'i.apply_id', 'a.id').where('a.id', applyId)).first('a.id');
  return Boolean(row);
}
