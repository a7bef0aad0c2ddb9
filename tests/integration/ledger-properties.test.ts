import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import knexFactory, { type Knex } from 'knex';
import { testEnv } from '../fixtures/env.ts';
import { applyToLedger, applyToModel, LedgerModel, ledgerPositions, newLedgerWorld, type LedgerOp, type LedgerWorld } from '../fixtures/ledger-model.ts';
import { checkLedger } from '../../workers/src/ledger/invariants.ts';

/**
 * The ledger's invariants as properties (issue 12): random sequences of issue / transfer / reserve / release / post /
 * freeze / unfreeze / to and from the trading system, run on the real ledger in PostgreSQL and on a plain model of
 * quantities per position. Sequentially, every operation is applied or refused as the model says and the positions
 * equal the model's; under concurrency (clients at once, each on holders of its own, then across holders), the
 * positions still equal the per-client models and every invariant holds: no overlap, issued = blocks, none negative,
 * the replay equals the blocks, reservations within what is available.
 */
const HOLDERS = 4;
const PROJECTS = 2;

const ops = (holders: number): fc.Arbitrary<LedgerOp> => {
  const h = fc.integer({ min: 0, max: holders - 1 });
  const where = { project: fc.integer({ min: 0, max: PROJECTS - 1 }), vintage: fc.integer({ min: 0, max: 1 }), holder: h };
  const q = fc.integer({ min: 1, max: 150 });
  return fc.oneof(
    { weight: 3, arbitrary: fc.record({ op: fc.constant('issue' as const), ...where, quantity: fc.integer({ min: 1, max: 1000 }) }) },
    { weight: 4, arbitrary: fc.record({ op: fc.constant('transfer' as const), ...where, to: h, quantity: q }) },
    // a sweep: more than a position's few largest blocks hold, so a move must sum the running total over all of them
    { weight: 1, arbitrary: fc.record({ op: fc.constant('transfer' as const), ...where, to: h, quantity: fc.integer({ min: 150, max: 1500 }) }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('reserve' as const), ...where, quantity: q }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('release' as const), claim: fc.nat(20) }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('post' as const), claim: fc.nat(20), to: h }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('freeze' as const), ...where, quantity: q }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('unfreeze' as const), claim: fc.nat(20) }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('toTrading' as const), ...where, quantity: q }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('fromTrading' as const), ...where, quantity: q }) },
    // an offset's confirmation retires a reservation; a forced cancellation cancels free units (issue 13)
    { weight: 1, arbitrary: fc.record({ op: fc.constant('retire' as const), claim: fc.nat(20) }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('cancel' as const), ...where, quantity: q }) },
  );
};

describe('ledger properties (PostgreSQL against a plain model)', () => {
  let db: Knex;
  const counts = { runs: 0, applied: 0, refused: 0 };
  beforeAll(() => {
    db = knexFactory({ client: 'pg', connection: testEnv.databaseUrl, pool: { min: 0, max: 12 } });
  });
  afterAll(async () => {
    console.log(`[ledger properties] ${counts.runs} runs, ${counts.applied} operations applied, ${counts.refused} refused`);
    await db?.destroy();
  });

  /** Runs a sequence on the ledger and the model side by side; the outcomes must agree one by one. */
  async function runSequence(world: LedgerWorld, sequence: LedgerOp[], model: LedgerModel, ledgerClaims: LedgerModel) {
    for (const o of sequence) {
      const claim = randomUUID();
      const expected = applyToModel(model, world, o, claim);
      const actual = await applyToLedger(db, ledgerClaims, world, o, claim);
      expect(actual, JSON.stringify(o)).toBe(expected);
      counts[actual] += 1;
    }
  }

  it('one operation at a time: applied or refused as the model says, the positions equal the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(ops(HOLDERS), { minLength: 10, maxLength: 40 }), async (sequence) => {
        const world = await newLedgerWorld(db, HOLDERS, PROJECTS);
        const model = new LedgerModel();
        // every holder starts with some units of each project and vintage, so that most moves have something to move
        const start: LedgerOp[] = Array.from({ length: HOLDERS * PROJECTS * 2 }, (_, i) => ({ op: 'issue', holder: i % HOLDERS, project: Math.floor(i / HOLDERS) % PROJECTS, vintage: Math.floor(i / (HOLDERS * PROJECTS)), quantity: 300 }));
        await runSequence(world, [...start, ...sequence], model, new LedgerModel());
        expect(Object.fromEntries(await ledgerPositions(db, world))).toEqual(Object.fromEntries(model.positions));
        counts.runs += 1;
      }),
      { numRuns: 15 },
    );
    const check = await checkLedger(db);
    expect(check.results.filter((r) => !r.ok)).toEqual([]);
  });

  it('clients at once on holders of their own: each client\'s positions equal its model, every invariant holds', async () => {
    const CLIENTS = 8;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(ops(2), { minLength: 10, maxLength: 25 }), { minLength: CLIENTS, maxLength: CLIENTS }), async (sequences) => {
        // each client has two holders of its own; all clients issue into the same projects (one serial counter each)
        const shared = await newLedgerWorld(db, 2 * CLIENTS, PROJECTS);
        const worlds = sequences.map((_, i) => ({ holders: shared.holders.slice(2 * i, 2 * i + 2), projects: shared.projects }));
        const models = sequences.map(() => new LedgerModel());
        await Promise.all(sequences.map((seq, i) => runSequence(worlds[i], seq, models[i], new LedgerModel())));
        const positions = await ledgerPositions(db, shared);
        const expected = new Map<string, number>();
        for (const m of models) for (const [k, v] of m.positions) expected.set(k, v);
        expect(Object.fromEntries(positions)).toEqual(Object.fromEntries(expected));
        counts.runs += 1;
      }),
      { numRuns: 5 },
    );
    const check = await checkLedger(db);
    expect(check.results.filter((r) => !r.ok)).toEqual([]);
  });

  it('clients at once across the same holders: nothing lost or made, no deadlock, every invariant holds', async () => {
    const CLIENTS = 10;
    const world = await newLedgerWorld(db, HOLDERS, PROJECTS);
    // enough units everywhere first, then moves in every direction at once
    const seed = new LedgerModel();
    for (let h = 0; h < HOLDERS; h++) for (let p = 0; p < PROJECTS; p++) await applyToLedger(db, seed, world, { op: 'issue', project: p, vintage: h % 2, holder: h, quantity: 5000 }, randomUUID());
    const sequences = fc.sample(fc.array(ops(HOLDERS).filter((o) => o.op !== 'issue'), { minLength: 30, maxLength: 30 }), CLIENTS);
    const errors: unknown[] = [];
    await Promise.all(
      sequences.map(async (seq) => {
        const own = new LedgerModel();
        for (const o of seq) {
          try {
            counts[await applyToLedger(db, own, world, o, randomUUID())] += 1;
          } catch (e) {
            errors.push(e);
          }
        }
      }),
    );
    // no posting failed for any reason but too few units (no deadlock, no overlap refused by the database)
    expect(errors).toEqual([]);
    const total = [...(await ledgerPositions(db, world)).values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(HOLDERS * PROJECTS * 5000);
    const check = await checkLedger(db);
    expect(check.results.filter((r) => !r.ok)).toEqual([]);
    counts.runs += 1;
  });

  it('the check finds a block changed behind the ledger\'s back', async () => {
    const block = await db('unit_block').where({ state: 'available' }).orderBy('id', 'desc').first();
    const other = await db('customer').whereNot({ cust_id: block.holder_id }).first('cust_id');
    await db('unit_block').where({ id: block.id }).update({ holder_id: other.cust_id });
    try {
      const check = await checkLedger(db);
      expect(check.ok).toBe(false);
      expect(check.results.filter((r) => !r.ok).map((r) => r.name)).toEqual(['replayEqualsBlocks']);
    } finally {
      await db('unit_block').where({ id: block.id }).update({ holder_id: block.holder_id });
    }
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('the database refuses to change or delete a ledger entry, and overlapping serials', async () => {
    const entry = await db('ledger_entry').orderBy('id').first('id');
    expect(entry).toBeDefined();
    await expect(db('ledger_entry').where({ id: entry.id }).update({ quantity: 1 })).rejects.toThrow(/append-only/);
    await expect(db('ledger_entry').where({ id: entry.id }).del()).rejects.toThrow(/append-only/);
    await expect(db.raw('truncate ledger_entry')).rejects.toThrow(/append-only|cannot truncate/);
    const block = await db('unit_block').orderBy('id').first();
    const { id, created_at, updated_at, ...copy } = block;
    await expect(db('unit_block').insert(copy)).rejects.toThrow(/unit_block_no_overlap/);
  });
});
