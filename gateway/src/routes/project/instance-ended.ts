import type { Knex } from 'knex';
import { applyStatuses } from '@ccer/contracts';

/**
 * An administrator ended the application's process (流程实例 → 终止): the application goes back to
 * draft with the reason as its opinion, so the owner keeps every field and may submit again (which
 * starts a new instance). Only an application still waiting on that instance is touched.
 */
export async function returnApplyToDraft(db: Knex, processInstanceId: string, reason: string): Promise<string | null> {
  const [row] = await db('project_apply')
    .where({ process_instance_id: processInstanceId })
    .whereIn('status', [applyStatuses.pendingAudit, applyStatuses.returned])
    .update({ status: applyStatuses.draft, audit_opinion: reason, version: db.raw('version + 1'), updated_at: db.fn.now() })
    .returning('id');
  return row?.id ?? null;
}
