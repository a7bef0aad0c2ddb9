import { z } from 'zod';
import { numeric } from '../validation/input-values.ts';
import { token } from '../messages.ts';
import { MAX_UNITS } from './units.ts';

/**
 * The fields the ledger's forms share (transfers, offsets, print requests, bad-behaviour records), each with the
 * message its refusal names: one definition, so a quantity or a vintage is refused alike everywhere.
 */
export const requiredId = z.string().uuid();
export const requiredText = (max: number) => z.string().trim().min(1).max(max, { error: token('maxLength', max) });
export const optionalText = (max: number) => z.string().trim().max(max, { error: token('maxLength', max) }).optional();
/** A vintage or a compliance year. */
export const yearNumber = z.number().int().min(2000).max(2100);
export const yearField = numeric(yearNumber);
/** A quantity of units (t CO2e): a whole number from 1 to the most a block holds. */
export const unitQuantity = numeric(
  z
    .number()
    .int({ error: token('positiveInteger') })
    .positive({ error: token('positiveInteger') })
    .max(MAX_UNITS, { error: token('notGreaterThan', MAX_UNITS) }),
);
