import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import knexFactory, { type Knex } from 'knex';
import { testEnv } from '../fixtures/env.ts';
import { newLedgerWorld } from '../fixtures/ledger-model.ts';
import { InsufficientUnitsError, issueUnits, moveUnits, unitsAt, type Position } from '../../workers/src/ledger/postings.ts';

/**
 * The order a move takes blocks in (workers/src/ledger/statements.ts): the largest first, and when the first few
 * blocks do not cover the quantity, as many more as the running total says; the last one taken is split, the holder
 * keeping its head.
 */
describe('ledger: which blocks a move takes', () => {
  let db: Knex;
  beforeAll(() => {
    db = knexFactory({ client: 'pg', connection: testEnv.databaseUrl, pool: { min: 0, max: 4 } });
  });
  afterAll(async () => {
    await db?.destroy();
  });

  const free = (holderId: string): Position => ({ holderId, state: 'available', claimId: null });

  it('takes the largest blocks first, more than the first few when they do not cover, and splits the last', async () => {
    const { holders: [a, b], projects: [projectCode] } = await newLedgerWorld(db, 2, 1);
    // six blocks of 10, 20, …, 60 units: serials 1–10, 11–30, 31–60, 61–100, 101–150, 151–210
    for (const quantity of [10, 20, 30, 40, 50, 60]) {
      await db.transaction((trx) => issueUnits(trx, { projectCode, vintage: 2024, quantity, holderId: a }, { reason: 'take order' }));
    }
    // the four largest hold 180: 205 needs the 20 and 5 of the 10 as well
    const posting = await db.transaction((trx) =>
      moveUnits(trx, { kind: 'transfer', from: free(a), to: free(b), quantity: 205, scope: { projectCode, vintage: 2024 } }, { reason: 'take order' }),
    );
    expect(posting.ranges.map((r) => [r.serialStart, r.serialEnd])).toEqual([
      [151, 210],
      [101, 150],
      [61, 100],
      [31, 60],
      [11, 30],
      [6, 10],
    ]);
    const blocksOf = async (holder: string) =>
      (await db('unit_block').where({ holder_id: holder, project_code: projectCode }).orderBy('serial_start').select('serial_start', 'serial_end')).map((r) => [Number(r.serial_start), Number(r.serial_end)]);
    expect(await blocksOf(a)).toEqual([[1, 5]]);
    expect(await blocksOf(b)).toHaveLength(6);
    expect(await unitsAt(db, free(b), { projectCode })).toBe(205);

    // a move within the largest block takes only that block's tail
    const small = await db.transaction((trx) => moveUnits(trx, { kind: 'transfer', from: free(b), to: free(a), quantity: 7, scope: { projectCode } }, { reason: 'take order' }));
    expect(small.ranges.map((r) => [r.serialStart, r.serialEnd])).toEqual([[204, 210]]);
  });

  /** The ranges a move of `quantity` takes from blocks issued in these sizes, by the rule itself: largest first, the last split keeping its head. */
  function expectedRanges(sizes: number[], quantity: number): Array<[number, number]> {
    let next = 1;
    const blocks = sizes.map((size) => ({ start: next, end: (next += size) - 1, size }));
    blocks.sort((x, y) => y.size - x.size || x.start - y.start);
    const ranges: Array<[number, number]> = [];
    let remaining = quantity;
    for (const b of blocks) {
      if (remaining === 0) break;
      const take = Math.min(remaining, b.size);
      ranges.push([b.end - take + 1, b.end]);
      remaining -= take;
    }
    return ranges;
  }

  it('takes what the rule says for any blocks and quantity (property)', async () => {
    let fallbacks = 0;
    await fc.assert(
      // the quantity as a share (per cent) of what the blocks hold, beyond 100 now and then: refused
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 110 }), async (sizes, share) => {
        const quantity = Math.max(1, Math.ceil((sizes.reduce((x, y) => x + y, 0) * share) / 100));
        const { holders: [a, b], projects: [projectCode] } = await newLedgerWorld(db, 2, 1);
        for (const size of sizes) await db.transaction((trx) => issueUnits(trx, { projectCode, vintage: 2024, quantity: size, holderId: a }, { reason: 'take order' }));
        const held = sizes.reduce((x, y) => x + y, 0);
        const move = db.transaction((trx) => moveUnits(trx, { kind: 'transfer', from: free(a), to: free(b), quantity, scope: { projectCode } }, { reason: 'take order' }));
        if (quantity > held) {
          await expect(move).rejects.toBeInstanceOf(InsufficientUnitsError);
          return;
        }
        const expected = expectedRanges(sizes, quantity);
        if (expected.length > 4) fallbacks += 1;
        expect((await move).ranges.map((r) => [r.serialStart, r.serialEnd])).toEqual(expected);
        expect(await unitsAt(db, free(a), { projectCode })).toBe(held - quantity);
      }),
      // besides the random ones, moves that need more blocks than a move first reads, for certain
      { numRuns: 40, examples: [[[10, 20, 30, 40, 50, 60], 100], [[5, 5, 5, 5, 5, 5, 5, 5], 90], [[60, 1, 1, 1, 1, 1, 1], 100]] },
    );
    // the property reached moves of more blocks than a move first reads
    expect(fallbacks).toBeGreaterThan(0);
  });
});
