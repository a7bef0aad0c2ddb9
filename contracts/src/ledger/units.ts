import { z } from 'zod';
import { codesOf } from '../code-table.ts';

/**
 * CCER units (ARCHITECTURE §6, issue 12): blocks of serial numbers, one tonne CO2e a serial, serials cumulative per
 * project across issuances. A block reads CCER-{projectCode}-{vintage}-{batch}-{start}-{end}.
 */

/** A block's state. A pending move keeps the state and sets the block's claim (the business row holding it). */
export const blockStates = {
  available: { code: 'available', zh: '可用', en: 'Available' },
  frozen: { code: 'frozen', zh: '冻结', en: 'Frozen' },
  trading: { code: 'trading', zh: '交易系统', en: 'In the trading system' },
  retired: { code: 'retired', zh: '已抵销', en: 'Retired' },
  cancelled: { code: 'cancelled', zh: '已注销', en: 'Cancelled' },
} as const;
export type BlockState = keyof typeof blockStates;
export const blockStateCodes = codesOf(blockStates);

/** What a ledger entry did to its serial range. */
export const ledgerKinds = {
  issue: { zh: '签发', en: 'Issuance' },
  reserve: { zh: '预留', en: 'Reservation' },
  release: { zh: '解除预留', en: 'Reservation released' },
  transfer: { zh: '划转', en: 'Transfer' },
  freeze: { zh: '冻结', en: 'Freeze' },
  unfreeze: { zh: '解冻', en: 'Unfreeze' },
  toTrading: { zh: '转入交易平台', en: 'To the trading platform' },
  fromTrading: { zh: '转回注册登记系统', en: 'Back from the trading platform' },
  // a clearing batch's net portion, from a seller's units on the trading platform to a buyer's (exchange/clearing.ts)
  settle: { zh: '清算交收', en: 'Clearing settlement' },
  retire: { zh: '抵销', en: 'Retirement' },
  cancel: { zh: '注销', en: 'Cancellation' },
} as const;
export type LedgerKind = keyof typeof ledgerKinds;
export const ledgerKindCodes = codesOf(ledgerKinds);

/** The most serials one issuance or move may carry (the application's upper bound, 1,000,000,000 t). */
export const MAX_UNITS = 1_000_000_000;

export interface SerialRange {
  projectCode: string;
  vintage: number;
  batch: number;
  serialStart: number;
  serialEnd: number;
}

/** The serial text of a block or range: CCER-{projectCode}-{vintage}-{batch}-{start}-{end}. */
export const serialText = (r: SerialRange): string => `CCER-${r.projectCode}-${r.vintage}-${r.batch}-${r.serialStart}-${r.serialEnd}`;

/** One tonne a serial: a range's quantity. */
export const rangeQuantity = (r: Pick<SerialRange, 'serialStart' | 'serialEnd'>): number => r.serialEnd - r.serialStart + 1;

/**
 * A serial as someone types it: the whole block text (CCER-…-start-end, read as its start) or a project code with one
 * serial (CCER-{projectCode}-{serial} or {projectCode}-{serial}). Undefined when it is neither.
 */
export function parseSerial(text: string): { projectCode: string; serial: number } | undefined {
  const t = text.trim().toUpperCase().replace(/^CCER-/, '');
  const block = /^([A-Z0-9]+)-(\d{4})-(\d+)-(\d+)-(\d+)$/.exec(t);
  if (block) return { projectCode: block[1], serial: Number(block[4]) };
  const one = /^([A-Z0-9]+)-(\d+)$/.exec(t);
  if (one) return { projectCode: one[1], serial: Number(one[2]) };
  return undefined;
}

/** One serial range a business row moved, reserved or retired, as its ledger entries say (transfers, offsets). */
export const ledgerRangeSchema = z.object({
  serial: z.string(),
  projectCode: z.string(),
  vintage: z.number().int(),
  batch: z.number().int(),
  serialStart: z.number().int(),
  serialEnd: z.number().int(),
  quantity: z.number().int(),
});
export type LedgerRange = z.infer<typeof ledgerRangeSchema>;
