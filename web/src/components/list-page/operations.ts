import { MAX_INLINE_OPERATIONS } from './constants';
import type { RowOperation } from './types';

type Permit = (codes: string | readonly string[] | undefined) => boolean;

/** The operations a user may ever see: those whose function code they hold (or that have none). */
export function permittedOperations<Row>(ops: readonly RowOperation<Row>[], hasFunc: Permit): RowOperation<Row>[] {
  return ops.filter((op) => hasFunc(op.func));
}

/**
 * The buttons of one row: permitted, visible for the row, at most `max` inline and the rest
 * under 'more' (spec 000 §2.9). Order of declaration is kept.
 */
export function splitOperations<Row>(
  ops: readonly RowOperation<Row>[],
  row: Row,
  hasFunc: Permit,
  max: number = MAX_INLINE_OPERATIONS,
): { inline: RowOperation<Row>[]; more: RowOperation<Row>[] } {
  const shown = permittedOperations(ops, hasFunc).filter((op) => !op.visible || op.visible(row));
  return { inline: shown.slice(0, max), more: shown.slice(max) };
}
