import { z } from 'zod';
import { fieldRef } from './field-labels.ts';

/**
 * The one zod error map: every built-in issue a schema does not word itself becomes a message
 * token of area-messages/validation-issues.ts naming the field (its `.meta({ label })` key of
 * field-labels.ts, else its path), so no English zod text reaches a Chinese user. Installed on
 * zod's global config when contracts/messages is loaded (web and gateway both load it).
 */

type Issue = z.core.$ZodRawIssue & { path?: PropertyKey[]; schema?: z.core.$ZodType; inst?: unknown };

/** Arguments are joined with ':' in a token; a value must not carry one (nor pass for a field reference). */
const arg = (v: unknown): string => String(v).replace(/:/g, '：').replace(/^@/, '＠');
const tok = (key: string, label: string, ...args: unknown[]): string => [key, label, ...args.map(arg)].join(':');

function labelOf(issue: Issue): string {
  const meta = issue.schema ? z.globalRegistry.get(issue.schema) : undefined;
  if (typeof meta?.label === 'string') return fieldRef([meta.label]);
  return fieldRef(issue.path ?? []);
}

const typeTokens: Record<string, string> = {
  number: 'zNumber',
  int: 'zInteger',
  bigint: 'zInteger',
  string: 'zText',
  boolean: 'zBoolean',
  array: 'zList',
  set: 'zList',
  tuple: 'zList',
  object: 'zObject',
  record: 'zObject',
  map: 'zObject',
  date: 'zDate',
};

const dateText = (v: unknown): string => {
  const d = v instanceof Date ? v : new Date(Number(v));
  return Number.isNaN(d.getTime()) ? String(v) : d.toISOString().slice(0, 10);
};

/** The key of the map's "missing value" token: forms that show the label beside the field word it as plain "required". */
export const REQUIRED_ISSUE_KEY = 'zRequired';

/** The message token of one zod issue. */
export function zodIssueToken(issue: Issue): string {
  const label = labelOf(issue);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return tok('zRequired', label);
      return tok(typeTokens[issue.expected] ?? 'zInvalid', label);
    case 'invalid_value': {
      const values = issue.values ?? [];
      if (issue.input === undefined) return tok('zRequired', label);
      return values.length > 0 && values.length <= 12 ? tok('zOneOf', label, values.map((v) => String(v)).join(' / ')) : tok('zInvalid', label);
    }
    case 'too_big': {
      const max = issue.maximum;
      switch (issue.origin) {
        case 'string':
          return tok('zMaxLength', label, max);
        case 'array':
        case 'set':
          return tok('zMaxItems', label, max);
        case 'date':
          return tok('zDateMax', label, dateText(max));
        case 'file':
          return tok('zFileTooLarge', label, max);
        default:
          return tok(issue.inclusive === false ? 'zLessThan' : 'zMax', label, max);
      }
    }
    case 'too_small': {
      const min = issue.minimum;
      switch (issue.origin) {
        case 'string':
          return Number(min) <= 1 ? tok('zRequired', label) : tok('zMinLength', label, min);
        case 'array':
        case 'set':
          return Number(min) <= 1 ? tok('zRequired', label) : tok('zMinItems', label, min);
        case 'date':
          return tok('zDateMin', label, dateText(min));
        default:
          return tok(issue.inclusive === false ? 'zGreaterThan' : 'zMin', label, min);
      }
    }
    case 'invalid_format':
      return tok(['date', 'datetime', 'time', 'duration'].includes(issue.format) ? 'zDate' : 'zFormat', label);
    case 'not_multiple_of':
      return tok('zMultipleOf', label, issue.divisor);
    case 'unrecognized_keys':
      return tok('zUnknownKeys', label, issue.keys.map((k) => k.slice(0, 40)).join(', '));
    case 'invalid_union':
      if (issue.input === undefined) return tok('zRequired', label);
      return tok('zFormat', label);
    default:
      // invalid_key, invalid_element, custom: the field is named, the rule is its own
      return tok('zInvalid', label);
  }
}

z.config({ customError: (issue) => zodIssueToken(issue as Issue) });
