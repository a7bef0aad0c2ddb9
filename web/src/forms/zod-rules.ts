import type { FormInstance, FormRule } from 'antd';
import { messages, translate, type Lang } from '@ccer/contracts/messages';
import { ApiError } from '../api/http.ts';
import { messageLang } from '../message-lang.ts';

/**
 * antd form rules derived from the contracts' zod schemas (architecture §3: one schema validates
 * the form and the gateway route). A field's rule parses the whole form with the schema, so
 * cross-field refinements (confirm password) report on their field too; give such a Form.Item
 * `dependencies` on the fields it compares with.
 */

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string;
}
/** What these helpers need of a zod schema; structural, so the web does not import zod itself. */
export interface ParseableSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly Issue[] } };
}

type FieldPath = string | readonly (string | number)[];
const toPath = (field: FieldPath): (string | number)[] => (typeof field === 'string' ? [field] : [...field]);

const startsWith = (issuePath: readonly PropertyKey[], path: readonly (string | number)[]) =>
  path.every((p, i) => String(issuePath[i]) === String(p));

function setIn(values: unknown, path: readonly (string | number)[], value: unknown): Record<string, unknown> {
  const root: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  let node: Record<string, unknown> = root;
  path.forEach((key, i) => {
    if (i === path.length - 1) node[key] = value;
    else node = node[key] = { ...(node[key] as Record<string, unknown>) };
  });
  return root;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** The text of a zod issue: a missing value reads "required" unless the schema gave its own message. */
export function issueText(issue: Issue, value: unknown, lang: Lang = messageLang()): string {
  const ownMessage = issue.message.split(':')[0] in messages;
  if (issue.code === 'invalid_type' && isEmpty(value) && !ownMessage) return translate('required', lang);
  return translate(issue.message, lang);
}

const shapeOf = (schema: ParseableSchema) => (schema as { shape?: Record<string, ParseableSchema | undefined> }).shape;

/**
 * Untouched antd inputs are undefined, and zod skips an object's refinements once a key has the
 * wrong type; text fields other than the one checked are read as '' so cross-field rules still run.
 */
function fillBlanks(schema: ParseableSchema, values: unknown, except: string | number): unknown {
  const shape = shapeOf(schema);
  if (!shape || typeof values !== 'object' || values === null) return values;
  const out: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const [key, s] of Object.entries(shape)) {
    if (key === String(except) || out[key] !== undefined || !s) continue;
    const probe = s.safeParse('');
    if (probe.success || !probe.error?.issues.some((i) => i.code === 'invalid_type')) out[key] = '';
  }
  return out;
}

/** The first message the schema gives for `field` in `values`, or undefined when it is valid. */
export function fieldError(schema: ParseableSchema, values: unknown, field: FieldPath, lang?: Lang): string | undefined {
  const path = toPath(field);
  const result = schema.safeParse(fillBlanks(schema, values, path[0]));
  if (result.success) return undefined;
  const issue = result.error?.issues.find((i) => startsWith(i.path, path));
  if (!issue) return undefined;
  let value: unknown = values;
  for (const k of path) value = (value as Record<string, unknown> | undefined)?.[k];
  return issueText(issue, value, lang);
}

/** True when the schema rejects an absent value for a top-level field (the asterisk). */
function isRequired(schema: ParseableSchema, path: readonly (string | number)[]): boolean {
  const shape = shapeOf(schema);
  const own = path.length === 1 ? shape?.[String(path[0])] : undefined;
  return own ? !own.safeParse(undefined).success : false;
}

/** Rules for one Form.Item: `<Form.Item name="oldPassword" rules={zodFieldRules(modifyPasswordBody, 'oldPassword')}>`. */
export function zodFieldRules(schema: ParseableSchema, field: FieldPath, lang?: Lang): FormRule[] {
  const path = toPath(field);
  const required = isRequired(schema, path);
  return [
    ({ getFieldsValue }) => ({
      required,
      validator: async (_rule, value) => {
        const message = fieldError(schema, setIn(getFieldsValue(true), path, value), path, lang);
        if (message) throw new Error(message);
      },
    }),
  ];
}

/**
 * Shows a 400's field messages (`dataInfo: [{field, message}]`) on the form's fields. Returns how
 * many it placed, so the caller toasts the message when none fits a field.
 */
export function applyServerErrors(form: Pick<FormInstance, 'setFields' | 'getFieldsError'>, error: unknown, lang?: Lang): number {
  if (!(error instanceof ApiError)) return 0;
  const known = new Set(form.getFieldsError().map((f) => JSON.stringify(f.name)));
  const fields = error.fieldErrors
    .map((e) => ({
      name: e.field.split(/[.[\]]/).filter(Boolean).map((k) => (/^\d+$/.test(k) ? Number(k) : k)),
      errors: [translate(e.message, lang ?? messageLang())],
    }))
    .filter((f) => known.has(JSON.stringify(f.name)));
  if (fields.length) form.setFields(fields);
  return fields.length;
}
