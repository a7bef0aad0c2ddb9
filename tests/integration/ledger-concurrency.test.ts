import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import knexFactory, { type Knex } from 'knex';
import { testEnv } from '../fixtures/env.ts';
import { newLedgerWorld, type LedgerWorld } from '../fixtures/ledger-model.ts';
import { InsufficientUnitsError, issueUnits, moveUnits, unitsAt, type Position } from '../../workers/src/ledger/postings.ts';
import { checkLedger } from '../../workers/src/ledger/invariants.ts';

/**
 * Concurrency (issue 12): 50 clients at once, for a bounded time, move units between 20 accounts through the posting
 * functions as the transfers do — a direct transfer, a reservation then posted to the receiver or released (the
 * maker-checker transfer), to the trading system and back — each in its own transaction. Refusals for want of units
 * are expected; any other error (a deadlock, an overlap at commit) fails. Afterwards every invariant holds, no
 * reservation is left, and the units of each project and vintage, summed over every holder and state, equal what was
 * issued.
 */
const CLIENTS = 50;
const HOLDERS = 20;
const SECONDS = 6;
const ISSUED_EACH = 5_000;
const VINTAGES = [2023, 2024];

describe('ledger under concurrency: 50 clients, 20 accounts', () => {
  let db: Knex;
  let world: LedgerWorld;
  const counts = { postings: 0, refused: 0 };
  const refusedBy: Record<string, number> = {};

  beforeAll(async () => {
    db = knexFactory({ client: 'pg', connection: testEnv.databaseUrl, pool: { min: 0, max: CLIENTS + 2 } });
    world = await newLedgerWorld(db, HOLDERS, 1);
    for (const holderId of world.holders)
      for (const vintage of VINTAGES) await db.transaction((trx) => issueUnits(trx, { projectCode: world.projects[0], vintage, quantity: ISSUED_EACH, holderId }, { reason: 'concurrency test' }));
  }, 120_000);
  afterAll(async () => {
    console.log(`[ledger concurrency] ${CLIENTS} clients, ${SECONDS} s: ${counts.postings} postings, ${counts.refused} refused for want of units ${JSON.stringify(refusedBy)}`);
    await db?.destroy();
  });

  const pick = <T,>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)];
  const free = (holderId: string, state: 'available' | 'trading' = 'available'): Position => ({ holderId, state, claimId: null });

  /** One random business move, as the transfer routes and the worker post it. */
  async function randomMove(): Promise<number> {
    const projectCode = world.projects[0];
    const vintage = pick(VINTAGES);
    const from = pick(world.holders);
    let to = pick(world.holders);
    if (to === from) to = world.holders[(world.holders.indexOf(from) + 1) % HOLDERS];
    const quantity = 1 + Math.floor(Math.random() * 400);
    const scope = { projectCode, vintage };
    const source = { businessType: 'concurrencyTest', businessKey: randomUUID(), reason: 'concurrency' };
    const kind = Math.random();
    const label = kind < 0.4 ? 'transfer' : kind < 0.8 ? 'reserve' : kind < 0.9 ? 'toTrading' : 'fromTrading';
    try {
      return await move(kind, { from, to, quantity, scope, source });
    } catch (e) {
      if (!(e instanceof InsufficientUnitsError)) throw e;
      counts.refused += 1;
      refusedBy[label] = (refusedBy[label] ?? 0) + 1;
      return 0;
    }
  }

  async function move(kind: number, m: { from: string; to: string; quantity: number; scope: { projectCode: string; vintage: number }; source: { businessType: string; businessKey: string; reason: string } }): Promise<number> {
    const { from, to, quantity, scope, source } = m;
    if (kind < 0.4) {
      await db.transaction((trx) => moveUnits(trx, { kind: 'transfer', from: free(from), to: free(to), quantity, scope }, source));
      return 1;
    }
    if (kind < 0.8) {
      // a transfer between accounts: reserved at the application, then confirmed (posted) or rejected (released)
      const claimId = randomUUID();
      await db.transaction((trx) => moveUnits(trx, { kind: 'reserve', from: free(from), to: { ...free(from), claimId }, quantity, scope }, source));
      const claim = { ...free(from), claimId };
      if (Math.random() < 0.7) await db.transaction((trx) => moveUnits(trx, { kind: 'transfer', from: claim, to: free(to) }, source));
      else await db.transaction((trx) => moveUnits(trx, { kind: 'release', from: claim, to: free(from) }, source));
      return 2;
    }
    if (kind < 0.9) {
      await db.transaction((trx) => moveUnits(trx, { kind: 'toTrading', from: free(from), to: free(from, 'trading'), quantity, scope }, source));
      return 1;
    }
    await db.transaction((trx) => moveUnits(trx, { kind: 'fromTrading', from: free(from, 'trading'), to: free(from), quantity, scope }, source));
    return 1;
  }

  it('keeps every invariant and the issued totals after a bounded run of concurrent moves', async () => {
    const until = Date.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        // a bounded time, and at least a few moves per client however slow the machine is
        for (let done = 0; Date.now() < until || done < 3; done++) {
          // (read the count after the move: `+= await` would add to a value read before it)
          const posted = await randomMove();
          counts.postings += posted;
        }
      }),
    );
    expect(counts.postings).toBeGreaterThan(CLIENTS);

    const check = await checkLedger(db);
    expect(check.results.filter((r) => !r.ok)).toEqual([]);
    expect(check.ok).toBe(true);

    // no reservation left behind; the totals per vintage equal the issued quantity
    const projectCode = world.projects[0];
    expect(await db('unit_block').where({ project_code: projectCode }).whereNotNull('claim_id').first()).toBeUndefined();
    for (const vintage of VINTAGES) {
      const [{ units }] = await db('unit_block').where({ project_code: projectCode, vintage }).select(db.raw('sum(serial_end - serial_start + 1) as units'));
      expect(Number(units)).toBe(HOLDERS * ISSUED_EACH);
      let byHolder = 0;
      for (const h of world.holders) byHolder += (await unitsAt(db, free(h), { projectCode, vintage })) + (await unitsAt(db, free(h, 'trading'), { projectCode, vintage }));
      expect(byHolder).toBe(HOLDERS * ISSUED_EACH);
    }
  }, 120_000);
});
