import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mergeSegments, newReplay, type ReplayEntry, type Segment } from './replay.ts';

/**
 * The replay against a plain reference: every serial tracked on its own (holder, state, claim). Random entries move
 * random ranges between positions; entries that do not start where their serials are must be reported, the others
 * applied; the merged result must equal the serial-by-serial reference.
 */
type Where = { holderId: string; state: string; claimId: string | null };
const positions: Where[] = [
  { holderId: 'A', state: 'available', claimId: null },
  { holderId: 'B', state: 'available', claimId: null },
  { holderId: 'A', state: 'available', claimId: 'c1' },
  { holderId: 'A', state: 'frozen', claimId: 'f1' },
  { holderId: 'B', state: 'trading', claimId: null },
];
const same = (a: Where, b: Where) => a.holderId === b.holderId && a.state === b.state && a.claimId === b.claimId;

describe('ledger replay', () => {
  it('equals a serial-by-serial reference for random issuances and moves', () => {
    let totalApplied = 0;
    const step = fc.oneof(
      fc.record({ kind: fc.constant('issue' as const), size: fc.integer({ min: 1, max: 12 }), to: fc.integer({ min: 0, max: 4 }) }),
      fc.record({ kind: fc.constant('move' as const), start: fc.integer({ min: 1, max: 60 }), size: fc.integer({ min: 1, max: 15 }), to: fc.integer({ min: 0, max: 4 }), wrong: fc.integer({ min: 0, max: 9 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const reference = new Map<number, Where>();
        const replay = newReplay();
        let next = 1;
        let id = 0;
        let applied = 0;
        for (const s of steps) {
          id += 1;
          if (s.kind === 'issue') {
            const e: ReplayEntry = { id, kind: 'issue', projectCode: 'P', vintage: 2024, batch: 1, serialStart: next, serialEnd: next + s.size - 1, fromHolder: null, toHolder: positions[s.to].holderId, fromState: null, toState: positions[s.to].state, fromClaim: null, toClaim: positions[s.to].claimId };
            for (let n = next; n < next + s.size; n++) reference.set(n, positions[s.to]);
            next += s.size;
            replay.apply(e);
            continue;
          }
          if (next === 1) continue;
          const start = 1 + (s.start % (next - 1));
          // from where the first serial is, as far as its neighbours are there too; one move in ten from a wrong place
          const actual = reference.get(start)!;
          let run = 0;
          while (run < s.size && reference.has(start + run) && same(reference.get(start + run)!, actual)) run += 1;
          const wrong = s.wrong === 0;
          const from = wrong ? positions[(positions.findIndex((p) => same(p, actual)) + 1) % positions.length] : actual;
          const to = positions[s.to];
          const before = replay.problems.length;
          replay.apply({ id, kind: 'transfer', projectCode: 'P', vintage: 2024, batch: 1, serialStart: start, serialEnd: start + run - 1, fromHolder: from.holderId, toHolder: to.holderId, fromState: from.state, toState: to.state, fromClaim: from.claimId, toClaim: to.claimId });
          // a wrong entry is reported; a right one is not
          expect(replay.problems.length > before).toBe(wrong);
          if (wrong) return; // the replay's state after a reported entry is not a reference any more
          for (let n = start; n < start + run; n++) reference.set(n, to);
          applied += 1;
        }
        const expected = mergeSegments(
          [...reference.entries()].map(([n, w]): Segment => ({ projectCode: 'P', vintage: 2024, batch: 1, serialStart: n, serialEnd: n, ...w })),
        );
        expect(replay.segments()).toEqual(expected);
        totalApplied += applied;
      }),
      { numRuns: 300 },
    );
    // the runs moved serials, not only refused wrong entries
    expect(totalApplied).toBeGreaterThan(100);
  });

  it('reports an issuance of serials that exist and a move of serials that do not', () => {
    const replay = newReplay();
    const base = { projectCode: 'P', vintage: 2024, batch: 1, fromHolder: null, toHolder: 'A', fromState: null, toState: 'available', fromClaim: null, toClaim: null };
    replay.apply({ ...base, id: 1, kind: 'issue', serialStart: 1, serialEnd: 10 });
    replay.apply({ ...base, id: 2, kind: 'issue', serialStart: 5, serialEnd: 12 });
    replay.apply({ ...base, id: 3, kind: 'transfer', serialStart: 20, serialEnd: 21, fromHolder: 'A', fromState: 'available', toHolder: 'B' });
    expect(replay.problems).toHaveLength(2);
    expect(replay.problems[0]).toMatch(/^2: issued serials 5-12/);
    expect(replay.problems[1]).toMatch(/^3: serials 20-21 of P do not exist/);
  });
});
