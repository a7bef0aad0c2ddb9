import type { Knex } from 'knex';
import { cancelFlags, publicityStatuses } from '@ccer/contracts';

/**
 * Which reduction-volume applications the public sees (the certification's tabs of the publicity portal, and the public
 * read rule of their documents in domain/files/owners.ts): those in publicity (running or paused) and the registered
 * reductions not withdrawn — the project's rule (public-projects.ts) for the certification. One rule for the list, the
 * detail, the document download and the file module.
 */
export function wherePublicReduction(q: Knex.QueryBuilder, applyAlias = 'x', infoAlias = 'ci'): Knex.QueryBuilder {
  return q.where((w) =>
    w.whereIn(`${applyAlias}.status`, publicityStatuses).orWhere((r) => r.whereNotNull(`${infoAlias}.id`).andWhere(`${infoAlias}.cancel_flag`, cancelFlags.active)),
  );
}

/** Whether a reduction application is public now (the file module asks before serving its documents to anyone). */
export async function isPublicReduction(db: Knex, applyId: string): Promise<boolean> {
  const row = await wherePublicReduction(db('certified_apply as x').leftJoin('certified_info as ci', 'ci.apply_id', 'x.id').where('x.id', applyId)).first('x.id');
  return Boolean(row);
}
