import type { FormInstance, FormRule } from 'antd';
import { messages, translate, type Lang } from '@ccer/contracts/messages';
import { REQUIRED_ISSUE_KEY } from '@ccer/contracts/zod-issues';
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

/** The message token of a zod issue: a missing value reads "required" unless the schema gave its own message. */
export function issueToken(issue: Issue, value: unknown): string {
  const key = issue.message.split(':')[0];
  // the shared error map (contracts/zod-issues) names the field; beside the field a form says only "required"
  if (key === REQUIRED_ISSUE_KEY) return 'required';
  const ownMessage = key in messages;
  if (issue.code === 'invalid_type' && isEmpty(value) && !ownMessage) return 'required';
  return issue.message;
}

/** The text of a zod issue in `lang` (see issueToken). */
export function issueText(issue: Issue, value: unknown, lang: Lang = messageLang()): string {
  return translate(issueToken(issue, value), lang);
}

const valueAt = (values: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown> | undefined)?.[k], values);

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
  return issueText(issue, valueAt(values, path), lang);
}

/** A message for one field of a whole-form check: `field` a dotted path, `message` a token or a text. */
export interface FieldMessage {
  field: string;
  message: string;
}

/**
 * Every field's message of `schema` for `values` at once (the first issue of each field, in the
 * schema's order), as tokens. For forms checked as a whole against a stricter schema than their
 * fields' own rules (a draft saved with few rules, submitted with all): show them with showFieldErrors.
 */
export function schemaFieldErrors(schema: ParseableSchema, values: unknown): FieldMessage[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  const out: FieldMessage[] = [];
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.map(String).join('.');
    if (!out.some((m) => m.field === field)) out.push({ field, message: issueToken(issue, valueAt(values, issue.path)) });
  }
  return out;
}

type ErrorForm = Pick<FormInstance, 'setFields' | 'getFieldsError'> & Partial<Pick<FormInstance, 'scrollToField'>>;

/** A dotted or bracketed field path ('a.b', 'list[0].name') as an antd name path. */
export const toNamePath = (field: string): (string | number)[] =>
  field
    .split(/[.[\]]/)
    .filter(Boolean)
    .map((k) => (/^\d+$/.test(k) ? Number(k) : k));

/**
 * Shows field messages (tokens or texts; the first of each field wins) on the form's fields, ALL at
 * once, translated into the user's language. `replace` clears the errors of the other fields (the
 * result of a whole-form check); `scroll` brings the topmost wrong field into view. Returns how
 * many it placed, so the caller shows the message elsewhere when none fits a field.
 */
export function showFieldErrors(form: ErrorForm, errors: readonly FieldMessage[], opts: { lang?: Lang; replace?: boolean; scroll?: boolean } = {}): number {
  const lang = opts.lang ?? messageLang();
  const registered = form.getFieldsError();
  const known = new Set(registered.map((f) => JSON.stringify(f.name)));
  const placed = new Map<string, { name: (string | number)[]; errors: string[] }>();
  for (const e of errors) {
    const name = toNamePath(e.field);
    const key = JSON.stringify(name);
    if (known.has(key) && !placed.has(key)) placed.set(key, { name, errors: [translate(e.message, lang)] });
  }
  const cleared = opts.replace
    ? registered.filter((f) => f.errors.length > 0 && !placed.has(JSON.stringify(f.name))).map((f) => ({ name: f.name, errors: [] as string[] }))
    : [];
  if (placed.size || cleared.length) form.setFields([...placed.values(), ...cleared]);
  // the registration order is the order on screen
  const first = registered.find((f) => placed.has(JSON.stringify(f.name)));
  if (opts.scroll && first && form.scrollToField) form.scrollToField(first.name, { behavior: 'smooth', block: 'center' });
  return placed.size;
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
export function applyServerErrors(form: ErrorForm, error: unknown, lang?: Lang): number {
  if (!(error instanceof ApiError)) return 0;
  return showFieldErrors(form, error.fieldErrors, { lang });
}
