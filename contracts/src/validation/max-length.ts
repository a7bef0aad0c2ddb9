import type { z } from 'zod';

/**
 * The most characters a schema's text field takes, read from the schema itself, so that a form's input stops where
 * the gateway's check does (one place for each rule): `<Input maxLength={maxLengthOf(body, 'reason')} />`.
 * The field is a name of the object schema or a dotted path into nested objects. Wrappers are looked through:
 * optional, nullable, default; a pipe (the field's own check first, then the schema it is piped into; a preprocess's
 * target); a union (the largest of its options' maxima: a text or ''); an intersection (the smallest of its sides' maxima, a
 * field found on either side). Undefined when the field is not a string with
 * a maximum (an input then has no limit of its own).
 */
export function maxLengthOf(schema: ZodSchema, field: string): number | undefined {
  // an intersection's field is every side's field of that name, and a text must pass all of them
  let nodes: z.ZodType[] = [schema as z.ZodType];
  for (const key of field.split('.')) nodes = nodes.flatMap((node) => fieldsOf(node, key));
  return tightest(nodes.map(stringMax));
}

/** A zod schema as its users hold it: the web's forms type their schemas by their safeParse only. */
type ZodSchema = { safeParse: unknown };

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** An object schema's field of that name, under its wrappers (optional, a transform of the whole object); both sides' of an intersection. */
function fieldsOf(schema: z.ZodType, key: string): z.ZodType[] {
  const def = defOf(schema);
  if (def.shape) return def.shape[key] ? [def.shape[key]] : [];
  if (def.innerType) return fieldsOf(def.innerType, key);
  if (def.type === 'pipe' && def.in) return fieldsOf(defOf(def.in).type === 'transform' && def.out ? def.out : def.in, key);
  if (def.type === 'intersection' && def.left && def.right) return [...fieldsOf(def.left, key), ...fieldsOf(def.right, key)];
  return [];
}

/** The smallest (every one must hold) or the largest (any one may) of the maxima given; undefined when none is. */
function pick(choose: (...m: number[]) => number, maxima: Array<number | undefined>): number | undefined {
  const known = maxima.filter((m): m is number => m !== undefined);
  return known.length > 0 ? choose(...known) : undefined;
}
const tightest = (maxima: Array<number | undefined>) => pick(Math.min, maxima);
const largest = (maxima: Array<number | undefined>) => pick(Math.max, maxima);

function stringMax(schema: z.ZodType): number | undefined {
  const max = (schema as { maxLength?: number | null }).maxLength;
  if (typeof max === 'number') return max;
  const def = defOf(schema);
  if (def.innerType) return stringMax(def.innerType);
  if (def.type === 'pipe') return (def.in && stringMax(def.in)) ?? (def.out && stringMax(def.out));
  if (def.type === 'intersection' && def.left && def.right) return tightest([stringMax(def.left), stringMax(def.right)]);
  return largest((def.options ?? []).map(stringMax));
}
