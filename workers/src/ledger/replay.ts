/**
 * The ledger replayed from empty (a pure function, ARCHITECTURE §6): each entry moves its serial range from its `from`
 * position to its `to` position; an issuance creates the range. The result, ranges merged where neighbours agree, must
 * equal the current blocks merged the same way. An entry whose range is not where it says it came from is reported.
 */

export interface Segment {
  projectCode: string;
  vintage: number;
  batch: number;
  serialStart: number;
  serialEnd: number;
  holderId: string;
  state: string;
  claimId: string | null;
}

export interface ReplayEntry {
  id: number;
  kind: string;
  projectCode: string;
  vintage: number;
  batch: number;
  serialStart: number;
  serialEnd: number;
  fromHolder: string | null;
  toHolder: string;
  fromState: string | null;
  toState: string;
  fromClaim: string | null;
  toClaim: string | null;
}

export interface Replay {
  /** Segments by project, sorted by serial. */
  apply(e: ReplayEntry): void;
  segments(): Segment[];
  /** What did not add up, one line each (the entry's id first). */
  problems: string[];
}

const sameAttributes = (a: Segment, b: Segment) =>
  a.vintage === b.vintage && a.batch === b.batch && a.holderId === b.holderId && a.state === b.state && a.claimId === b.claimId;

/** Neighbouring ranges with the same attributes as one, sorted by project and serial. */
export function mergeSegments(list: readonly Segment[]): Segment[] {
  const sorted = [...list].sort((a, b) => a.projectCode.localeCompare(b.projectCode) || a.serialStart - b.serialStart);
  const out: Segment[] = [];
  for (const s of sorted) {
    const last = out.at(-1);
    if (last && last.projectCode === s.projectCode && last.serialEnd + 1 === s.serialStart && sameAttributes(last, s)) last.serialEnd = s.serialEnd;
    else out.push({ ...s });
  }
  return out;
}

export function newReplay(): Replay {
  const byProject = new Map<string, Segment[]>();
  const problems: string[] = [];

  /** Index of the first segment whose end is at or after `serial`. */
  const lowerBound = (list: Segment[], serial: number) => {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid].serialEnd < serial) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  function apply(e: ReplayEntry) {
    const list = byProject.get(e.projectCode) ?? [];
    byProject.set(e.projectCode, list);
    const at = lowerBound(list, e.serialStart);
    if (e.kind === 'issue') {
      if (at < list.length && list[at].serialStart <= e.serialEnd) problems.push(`${e.id}: issued serials ${e.serialStart}-${e.serialEnd} of ${e.projectCode} already exist`);
      list.splice(at, 0, { projectCode: e.projectCode, vintage: e.vintage, batch: e.batch, serialStart: e.serialStart, serialEnd: e.serialEnd, holderId: e.toHolder, state: e.toState, claimId: e.toClaim });
      return;
    }
    // cut the segments at the range's ends, then every segment inside must be where the entry says it came from
    let i = at;
    let expected = e.serialStart;
    while (expected <= e.serialEnd) {
      const s = list[i];
      if (!s || s.serialStart > expected) {
        problems.push(`${e.id}: serials ${expected}-${s ? Math.min(s.serialStart - 1, e.serialEnd) : e.serialEnd} of ${e.projectCode} do not exist`);
        return;
      }
      if (s.serialStart < expected) {
        list.splice(i, 1, { ...s, serialEnd: expected - 1 }, { ...s, serialStart: expected });
        i += 1;
        continue;
      }
      const piece = list[i];
      if (piece.serialEnd > e.serialEnd) list.splice(i, 1, { ...piece, serialEnd: e.serialEnd }, { ...piece, serialStart: e.serialEnd + 1 });
      const moved = list[i];
      if (moved.holderId !== e.fromHolder || moved.state !== e.fromState || moved.claimId !== e.fromClaim) {
        problems.push(`${e.id}: serials ${moved.serialStart}-${moved.serialEnd} of ${e.projectCode} are at ${moved.holderId}/${moved.state}/${moved.claimId ?? '-'}, not at ${e.fromHolder}/${e.fromState}/${e.fromClaim ?? '-'}`);
      }
      list[i] = { ...moved, holderId: e.toHolder, state: e.toState, claimId: e.toClaim };
      expected = moved.serialEnd + 1;
      i += 1;
    }
  }

  return { apply, problems, segments: () => mergeSegments([...byProject.values()].flat()) };
}

/** The differences between two merged lists of segments, at most `limit`, one line each. */
export function segmentDifferences(replayed: readonly Segment[], current: readonly Segment[], limit = 20): string[] {
  const key = (s: Segment) => `${s.projectCode}:${s.serialStart}-${s.serialEnd} v${s.vintage} b${s.batch} ${s.holderId}/${s.state}/${s.claimId ?? '-'}`;
  const a = new Set(replayed.map(key));
  const b = new Set(current.map(key));
  const out: string[] = [];
  for (const k of a) if (!b.has(k) && out.length < limit) out.push(`replayed, not in blocks: ${k}`);
  for (const k of b) if (!a.has(k) && out.length < limit) out.push(`in blocks, not replayed: ${k}`);
  return out;
}
