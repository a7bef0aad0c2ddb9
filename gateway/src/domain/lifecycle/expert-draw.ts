import { createHmac, randomBytes } from 'node:crypto';
import type { ExpertExclusionReason } from '@ccer/contracts';

/**
 * The expert draw's rules, pure so they can be replayed and tested: who may evaluate an application (field
 * covers the project type, no tie to the owner or the validation body, not yet proposed this round) and the
 * seeded shuffle that picks among them. A draw stores its seed and its candidates; shuffling the candidates'
 * ids (sorted) with the seed gives the same chosen experts again.
 */

export interface ExpertCandidate {
  expertId: string;
  loginName: string;
  expertName: string | null;
  workUnit: string | null;
  custId: string | null;
  /** operator_field: comma-separated project-type codes. */
  operatorField: string | null;
  /** operator.status (1 normal) and operator_type (07 expert). */
  status: string;
  operatorType: string;
}

export interface ApplicationTies {
  parentProjectType: string | null;
  ownerCustId: string | null;
  ownerName: string | null;
  bodyCustId: string | null;
  bodyName: string | null;
  /** Experts already proposed (or appointed) in the round being prepared. */
  proposed: ReadonlySet<string>;
}

const EXPERT_TYPE = '07';
const NORMAL = '1';

/** An expert's field covers a project type when the type starts with one of its codes ('A01' covers 'A0102'). */
export function fieldCovers(operatorField: string | null, projectType: string | null): boolean {
  if (!projectType) return false;
  return (operatorField ?? '')
    .split(',')
    .map((f) => f.trim())
    .some((f) => f.length > 0 && projectType.startsWith(f));
}

const sameName = (a: string | null, b: string | null) => !!a && !!b && a.trim() === b.trim();

/** Why the expert may not evaluate the application, or undefined when they may (checked in this order). */
export function exclusionOf(e: ExpertCandidate, a: ApplicationTies): ExpertExclusionReason | undefined {
  if (e.operatorType !== EXPERT_TYPE || e.status !== NORMAL) return 'notExpert';
  if (!fieldCovers(e.operatorField, a.parentProjectType)) return 'fieldMismatch';
  if (e.custId && e.custId === a.ownerCustId) return 'ownerCustomer';
  if (e.custId && e.custId === a.bodyCustId) return 'bodyCustomer';
  if (sameName(e.workUnit, a.ownerName)) return 'ownerWorkUnit';
  if (sameName(e.workUnit, a.bodyName)) return 'bodyWorkUnit';
  if (a.proposed.has(e.expertId)) return 'alreadyProposed';
  return undefined;
}

/** A fresh seed for a draw: 128 random bits as hex. */
export const newDrawSeed = (): string => randomBytes(16).toString('hex');

/**
 * A deterministic stream of 32-bit numbers from the seed (HMAC-SHA256 in counter mode), so the shuffle does not
 * depend on Math.random or on the platform.
 */
function* seededUint32(seed: string): Generator<number> {
  for (let counter = 0; ; counter++) {
    const block = createHmac('sha256', seed).update(String(counter)).digest();
    for (let i = 0; i + 4 <= block.length; i += 4) yield block.readUInt32BE(i);
  }
}

/** An unbiased index below n from the stream (rejection of the incomplete last range). */
function below(stream: Generator<number>, n: number): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  for (;;) {
    const v = stream.next().value as number;
    if (v < limit) return v % n;
  }
}

/** Fisher–Yates over the ids in sorted order, driven by the seed: the same seed and ids give the same order. */
export function seededShuffle(seed: string, ids: readonly string[]): string[] {
  const out = [...ids].sort();
  const stream = seededUint32(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(stream, i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The draw: the first `count` of the seeded shuffle of the eligible experts' ids. */
export const drawExperts = (seed: string, eligibleIds: readonly string[], count: number): string[] => seededShuffle(seed, eligibleIds).slice(0, count);
