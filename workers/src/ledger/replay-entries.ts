import type { Knex } from 'knex';
import { newReplay, type Replay, type ReplayEntry } from './replay.ts';

const PAGE = 5000;

const toReplayEntry = (r: Record<string, any>): ReplayEntry => ({
  id: Number(r.id),
  kind: r.kind,
  projectCode: r.project_code,
  vintage: r.vintage,
  batch: r.batch,
  serialStart: Number(r.serial_start),
  serialEnd: Number(r.serial_end),
  fromHolder: r.from_holder,
  toHolder: r.to_holder,
  fromState: r.from_state,
  toState: r.to_state,
  fromClaim: r.from_claim,
  toClaim: r.to_claim,
});

/**
 * Replays the ledger entries a query selects (`ledger_entry`, narrowed by the caller: some projects, entries before a
 * time), from empty in the order they were written, a page at a time. Returns the replay and how many entries it read.
 */
export async function replayEntries(entries: () => Knex.QueryBuilder): Promise<{ replay: Replay; count: number }> {
  const replay = newReplay();
  let count = 0;
  for (let after = 0; ; ) {
    const page = await entries().where('id', '>', after).orderBy('id').limit(PAGE);
    for (const r of page) replay.apply(toReplayEntry(r));
    count += page.length;
    if (page.length < PAGE) break;
    after = Number(page.at(-1).id);
  }
  return { replay, count };
}
