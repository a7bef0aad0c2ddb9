import type { z } from 'zod';

/**
 * The most characters a schema's text field takes, read from the schema itself, so that a form's input stops where
 * the gateway's check does (one place for each rule): `<Input maxLength={maxLengthOf(body, 'reason')} />`.
 * The field is a name of the object schema or a dotted path into nested objects. Wrappers are looked through:
 * optional, nullable, default; a pipe (the field's own check first, then the schema it is piped into; a preprocess's
 * target); a union (the largest of its options' maxima: a text or ''). Undefined when the field is not a string with
 * a maximum (an input then has no limit of its own).
 */
export function maxLengthOf(schema: ZodSchema, field: string): number | undefined {
  let node: z.ZodType | undefined = schema as z.ZodType;
  for (const key of field.split('.')) node = node && shapeOf(node)?.[key];
  return node && stringMax(node);
}

/** A zod schema as its users hold it: the web's forms type their schemas by their safeParse only. */
type ZodSchema = { safeParse: unknown };

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** An object schema's fields, under its wrappers (optional, a transform of the whole object). */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = defOf(schema);
  if (def.shape) return def.shape;
  if (def.innerType) return shapeOf(def.innerType);
  if (def.type === 'pipe' && def.in) return shapeOf(defOf(def.in).type === 'transform' && def.out ? def.out : def.in);
  return undefined;
}

function stringMax(schema: z.ZodType): number | undefined {
  const max = (schema as { maxLength?: number | null }).maxLength;
  if (typeof max === 'number') return max;
  const def = defOf(schema);
  if (def.innerType) return stringMax(def.innerType);
  if (def.type === 'pipe') return (def.in && stringMax(def.in)) ?? (def.out && stringMax(def.out));
  const maxima = (def.options ?? []).map(stringMax).filter((m): m is number => m !== undefined);
  return maxima.length > 0 ? Math.max(...maxima) : undefined;
}
