import type { Knex } from 'knex';
import { OFFSET_SYNC_BUSINESS, syncMarketOf } from '@ccer/contracts';
import { enqueue } from '../outbox/enqueue.ts';

/**
 * A retired compliance offset is reported to its market's system (issue 13, sync records): in the retirement's own
 * transaction, its sync row (pending) and the outbox's delivery, which the gateway's dispatcher sends
 * (gateway/src/domain/market-sync/). A voluntary cancellation is reported nowhere. Returns the sync's id, if any.
 */
export async function recordOffsetSync(trx: Knex.Transaction, offset: { id: string; kind: string; details: Record<string, unknown> | null }): Promise<string | null> {
  const market = syncMarketOf(offset.kind, offset.details ?? {});
  if (!market) return null;
  const [{ id }] = await trx('ccer_offset_sync').insert({ offset_id: offset.id, market, status: 'pending' }).returning('id');
  await enqueue(trx, { kind: 'deliver', businessType: OFFSET_SYNC_BUSINESS, businessKey: id as string });
  return id as string;
}
