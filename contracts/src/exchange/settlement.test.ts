import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clearingPortions, settlementMoves, yuan, type PortionTrade } from './settlement.ts';

const accounts = ['A', 'B', 'C', 'D'];
const trade = fc
  .record({
    seller: fc.constantFrom(...accounts),
    buyer: fc.constantFrom(...accounts),
    projectCode: fc.constantFrom('P1', 'P2'),
    vintage: fc.constantFrom(2023, 2024),
    quantity: fc.integer({ min: 1, max: 500 }),
    cents: fc.integer({ min: 0, max: 20000 }),
  })
  .filter((t) => t.seller !== t.buyer)
  .map((t): PortionTrade => ({ sellerAccountNo: t.seller, buyerAccountNo: t.buyer, projectCode: t.projectCode, vintage: t.vintage, quantity: t.quantity, price: t.cents / 100 }));

/** Holdings by account, project and vintage after applying the trades one by one (the plain reading of a trade). */
function afterTrades(trades: readonly PortionTrade[]): Map<string, number> {
  const held = new Map<string, number>();
  const add = (k: string, q: number) => held.set(k, (held.get(k) ?? 0) + q);
  for (const t of trades) {
    add(`${t.sellerAccountNo}|${t.projectCode}|${t.vintage}`, -t.quantity);
    add(`${t.buyerAccountNo}|${t.projectCode}|${t.vintage}`, t.quantity);
  }
  return held;
}

describe('clearing settlement', () => {
  it('the moves leave every account where trading one trade at a time would, and no account gives more than its net', () => {
    fc.assert(
      fc.property(fc.array(trade, { maxLength: 40 }), (trades) => {
        const portions = clearingPortions(trades);
        const moves = settlementMoves(portions);
        const moved = new Map<string, number>();
        const given = new Map<string, number>();
        for (const m of moves) {
          expect(m.quantity).toBeGreaterThan(0);
          expect(m.fromAccountNo).not.toBe(m.toAccountNo);
          const from = `${m.fromAccountNo}|${m.projectCode}|${m.vintage}`;
          moved.set(from, (moved.get(from) ?? 0) - m.quantity);
          given.set(from, (given.get(from) ?? 0) + m.quantity);
          const to = `${m.toAccountNo}|${m.projectCode}|${m.vintage}`;
          moved.set(to, (moved.get(to) ?? 0) + m.quantity);
        }
        for (const [k, q] of afterTrades(trades)) expect(moved.get(k) ?? 0, k).toBe(q);
        for (const p of portions) expect(given.get(`${p.accountNo}|${p.projectCode}|${p.vintage}`) ?? 0).toBe(Math.max(0, -p.net));
        // the same batch in another order settles the same way
        expect(settlementMoves(clearingPortions([...trades].reverse()))).toEqual(moves);
      }),
      { numRuns: 300 },
    );
  });

  it('sums each side of each trade exactly, in yuan with two decimals', () => {
    const portions = clearingPortions([
      { sellerAccountNo: 'A', buyerAccountNo: 'B', projectCode: 'P', vintage: 2024, quantity: 300, price: 45.5 },
      { sellerAccountNo: 'B', buyerAccountNo: 'A', projectCode: 'P', vintage: 2024, quantity: 100, price: 46.25 },
      { sellerAccountNo: 'A', buyerAccountNo: 'C', projectCode: 'P', vintage: 2024, quantity: 1_000_000_000, price: 999_999.99 },
    ]);
    expect(portions).toEqual([
      { accountNo: 'A', projectCode: 'P', vintage: 2024, bought: 100, sold: 1_000_000_300, net: -1_000_000_200, paid: '4625.00', received: '999999990013650.00' },
      { accountNo: 'B', projectCode: 'P', vintage: 2024, bought: 300, sold: 100, net: 200, paid: '13650.00', received: '4625.00' },
      { accountNo: 'C', projectCode: 'P', vintage: 2024, bought: 1_000_000_000, sold: 0, net: 1_000_000_000, paid: '999999990000000.00', received: '0.00' },
    ]);
    expect(settlementMoves(portions)).toEqual([
      { fromAccountNo: 'A', toAccountNo: 'B', projectCode: 'P', vintage: 2024, quantity: 200 },
      { fromAccountNo: 'A', toAccountNo: 'C', projectCode: 'P', vintage: 2024, quantity: 1_000_000_000 },
    ]);
    expect(yuan(-5n)).toBe('-0.05');
  });
});
