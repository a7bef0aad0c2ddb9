import { z } from 'zod';

/**
 * How a number or a yes/no arrives from a form or a query string, read the same way on every route. zod's own
 * coercion (Number(), Boolean()) reads '' and null as 0, true as 1, '0x10' as 16, '1e3' as 1000 and 'false' as
 * true: a quantity of units or a page filter would pass as a value nobody typed.
 */

/** Digits with an optional sign and decimal point: what a person types as a number. */
const PLAIN_DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A text of plain decimal digits becomes its number; '' and null become "not given"; anything else stays as sent, for the schema to refuse by its type. */
export function numberInput(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return PLAIN_DECIMAL.test(text) ? Number(text) : value;
}

/**
 * A number field that also takes its value as text (a query string, a form's text box). It wraps the whole field,
 * `.optional()` and `.default()` included, so that an empty text counts as not given. The field's label is read off
 * the number schema's `.meta({ label })`, as the refusal names it.
 */
export function numeric<S extends z.ZodType>(schema: S): z.ZodType<z.output<S>, z.input<S> | string | null> {
  const field = z.preprocess(numberInput, schema);
  const meta = z.globalRegistry.get(schema);
  return (meta ? field.meta(meta) : field) as unknown as z.ZodType<z.output<S>, z.input<S> | string | null>;
}

/** A yes/no that a query string sends as 'true' or 'false' (a JSON body as a boolean). */
export const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
