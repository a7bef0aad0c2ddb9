import { z } from 'zod';
import { token } from '../messages.ts';
import { fieldLengthProblem, type FieldLengthKey } from './field-lengths.ts';
import { certificateNoProblem, companyCertificateNoProblem } from './identity-numbers.ts';
import { isEmail, isFax, isLandline, isMobile, isPostalCode, isUrl } from './shared-helpers.ts';

/**
 * A small declarative engine for the account forms (§3.4–§3.8): each form declares field → rule once; whether a
 * field is required is decided per submission (it depends on other values, §5.4), so every field is parsed as an
 * optional value and judged in one superRefine. One issue per bad field, on that field's path.
 */
export type FieldRule =
  | { readonly kind: 'text'; readonly length?: FieldLengthKey }
  | { readonly kind: 'code'; readonly pattern?: RegExp }
  | { readonly kind: 'option'; readonly values: readonly string[] }
  | { readonly kind: 'mobile' | 'landline' | 'fax' | 'url' | 'postalCode' | 'date' }
  | { readonly kind: 'email'; readonly length?: FieldLengthKey }
  | { readonly kind: 'certificateNo'; readonly typeField: string; readonly min?: number; readonly max?: number }
  | { readonly kind: 'companyCertificateNo' }
  | {
      readonly kind: 'list';
      readonly max?: number;
      readonly maxMessage?: string;
      readonly itemPattern?: RegExp;
      readonly itemMessage?: string;
      readonly values?: readonly string[];
    };

export type FieldRules = Readonly<Record<string, FieldRule>>;
/** A rule of a single-valued (text) field. */
export type ScalarRule = Exclude<FieldRule, { kind: 'list' }>;

/** An attachment entry (§3.2). */
export const attachmentSchema = z.object({ typeno: z.string(), path: z.string() });
export type Attachment = z.infer<typeof attachmentSchema>;

const DATE = /^(\d{4})(?:-(\d{2})-(\d{2})|(\d{2})(\d{2}))$/;
/** A real calendar date written yyyy-MM-dd or yyyyMMdd (the permanent-validity sentinel is 20991231, §9). */
export function isCertificateDate(v: string): boolean {
  const m = DATE.exec(v.trim());
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2] ?? m[4]), Number(m[3] ?? m[5])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Reads a list given as an array or as comma-separated codes (custType is stored comma-separated, §3.1). */
export function listOf(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String).filter((s) => s.trim() !== '');
  if (typeof v === 'string') return v.split(',').map((s) => s.trim()).filter(Boolean);
  return [];
}

export function isBlank(v: unknown): boolean {
  if (v === undefined || v === null) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.length === 0;
  return false;
}

const formats: Record<string, [(v: string) => boolean, string]> = {
  mobile: [isMobile, 'mobile'],
  landline: [isLandline, 'landline'],
  fax: [isFax, 'fax'],
  url: [isUrl, 'url'],
  postalCode: [isPostalCode, 'postalCode'],
  date: [isCertificateDate, 'certificateDate'],
};

/** The message token for a filled value that breaks its rule, else undefined. */
export function fieldProblem(rule: FieldRule, value: unknown, values: Readonly<Record<string, unknown>>): string | undefined {
  if (isBlank(value)) return undefined;
  if (rule.kind === 'list') {
    const items = listOf(value);
    if (rule.values && items.some((i) => !rule.values!.includes(i))) return token('optionInvalid');
    if (rule.itemPattern && items.some((i) => !rule.itemPattern!.test(i))) return rule.itemMessage ?? token('optionInvalid');
    if (rule.max !== undefined && items.length > rule.max) return rule.maxMessage ?? token('notGreaterThan', rule.max);
    return undefined;
  }
  const v = String(value).trim();
  switch (rule.kind) {
    case 'text':
      return rule.length ? fieldLengthProblem(rule.length, v) : undefined;
    case 'code':
      return rule.pattern && !rule.pattern.test(v) ? token('optionInvalid') : undefined;
    case 'option':
      return rule.values.includes(v) ? undefined : token('optionInvalid');
    case 'email':
      return (rule.length && fieldLengthProblem(rule.length, v)) || (isEmail(v) ? undefined : token('email'));
    case 'certificateNo':
      return certificateNoProblem(String(values[rule.typeField] ?? ''), v, { min: rule.min, max: rule.max });
    case 'companyCertificateNo':
      return companyCertificateNoProblem(v);
    default: {
      const [test, key] = formats[rule.kind];
      return test(v) ? undefined : token(key);
    }
  }
}

/**
 * Bounds of a loosely parsed value: a draft is kept before its rules are checked, so these only keep what no rule
 * would take (a text or a list far past any declared length) from being stored.
 */
const LOOSE_TEXT_MAX = 4000;
const LOOSE_LIST_MAX = 200;
const looseList = () =>
  z.preprocess((v) => (isBlank(v) ? undefined : listOf(v)), z.array(z.string().max(LOOSE_TEXT_MAX)).max(LOOSE_LIST_MAX).optional());
const looseText = () =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : (v ?? undefined)), z.string().max(LOOSE_TEXT_MAX).optional());
type LooseField<R extends FieldRule> = R extends { kind: 'list' } ? ReturnType<typeof looseList> : ReturnType<typeof looseText>;

export type Issues = Array<{ path: (string | number)[]; message: string }>;

/** Checks every declared field: required and empty → 不能为空！, filled and wrong → its rule's message. */
export function checkFields(values: Readonly<Record<string, unknown>>, rules: FieldRules, required: ReadonlySet<string>): Issues {
  const issues: Issues = [];
  for (const [field, rule] of Object.entries(rules)) {
    const value = values[field];
    if (isBlank(value)) {
      if (required.has(field)) issues.push({ path: [field], message: token('required') });
      continue;
    }
    const problem = fieldProblem(rule, value, values);
    if (problem) issues.push({ path: [field], message: problem });
  }
  return issues;
}

/** Checks that an attachment of each required type is present (by typeno, with a path). */
export function checkAttachments(attachments: readonly Attachment[] | undefined, requiredTypes: readonly string[]): Issues {
  const have = new Set((attachments ?? []).filter((a) => a.path.trim() !== '').map((a) => a.typeno));
  return requiredTypes
    .filter((t) => !have.has(t))
    .map((t) => ({ path: ['attachments', t], message: token('attachmentRequired', t) }));
}

/** The object shape for a rule table: every field optional (required-ness is decided in the refinement). */
export function looseShape<R extends FieldRules>(rules: R): { [K in keyof R]: LooseField<R[K]> } {
  return Object.fromEntries(
    Object.entries(rules).map(([k, r]) => [k, r.kind === 'list' ? looseList() : looseText()]),
  ) as { [K in keyof R]: LooseField<R[K]> };
}

export function addIssues(ctx: z.RefinementCtx, issues: Issues): void {
  for (const i of issues) ctx.addIssue({ code: 'custom', path: i.path, message: i.message });
}

/**
 * A zod object for a rule table whose required fields are fixed (or computed from the values): all fields are
 * parsed loosely, then checked in one pass.
 */
export function ruleSchema<R extends FieldRules>(
  rules: R,
  required: ReadonlySet<string> | ((values: Readonly<Record<string, unknown>>) => ReadonlySet<string>),
) {
  return z.object(looseShape(rules)).superRefine((values, ctx) => {
    const req = typeof required === 'function' ? required(values) : required;
    addIssues(ctx, checkFields(values, rules, req));
  });
}
