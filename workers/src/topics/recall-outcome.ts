import type { Knex } from 'knex';

/**
 * A recall audit decided (either area; project_recall holds both areas' requests): the request under audit of the
 * application records the outcome — recalled (02) or refused (03, the application back in publicity) — with the
 * auditor's opinion, name and time.
 */
export async function recordRecallOutcome(trx: Knex.Transaction, change: { applyId: string; recalled: boolean; opinion: string | null; auditor: string | null }): Promise<void> {
  await trx('project_recall')
    .where({ apply_id: change.applyId, status: '01' })
    .update({ status: change.recalled ? '02' : '03', opinion: change.opinion, auditor_name: change.auditor ? change.auditor.slice(0, 64) : null, audited_at: trx.fn.now() });
}
