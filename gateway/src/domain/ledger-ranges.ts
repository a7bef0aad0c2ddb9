import { serialText, type LedgerRange } from '@ccer/contracts';

/** The columns a business row's ranges are read with from ledger_entry. */
export const LEDGER_RANGE_COLUMNS = ['project_code', 'vintage', 'batch', 'serial_start', 'serial_end', 'quantity'] as const;

/** A ledger entry's serial range as the calls show it (its serial text, the numbers as numbers). */
export function ledgerRangeOf(r: Record<string, any>): LedgerRange {
  const range = { projectCode: r.project_code, vintage: r.vintage, batch: r.batch, serialStart: Number(r.serial_start), serialEnd: Number(r.serial_end) };
  return { ...range, serial: serialText(range), quantity: Number(r.quantity) };
}
