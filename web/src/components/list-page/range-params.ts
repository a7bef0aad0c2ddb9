import dayjs, { type Dayjs } from 'dayjs';
import { pickerDate } from '../../time/registry-time.ts';
import type { SearchField, SearchFieldKind } from './types';
import { isEmptyRange, type NumberRangeValue } from './number-range';

/** Kinds whose value is a pair sent as two parameters. */
const RANGE_KINDS: readonly SearchFieldKind[] = ['numberRange', 'datetimerange', 'startEndDate', 'startEndYear'];
export const isRangeKind = (kind: SearchFieldKind): boolean => RANGE_KINDS.includes(kind);

/** How each date kind is written in a parameter. */
const DATE_FORMATS: Partial<Record<SearchFieldKind, string>> = {
  datetimerange: 'YYYY-MM-DD HH:mm:ss',
  date: 'YYYY-MM-DD',
  year: 'YYYY',
  startEndDate: 'YYYY-MM-DD',
  startEndYear: 'YYYY',
};

/** The two parameter names of a range field: `rangeNames`, else `${name}Start` and `${name}End`. */
export function rangeParamNames(field: Pick<SearchField, 'name' | 'rangeNames'>): [string, string] {
  return field.rangeNames ?? [`${field.name}Start`, `${field.name}End`];
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * A picker's value as the text the gateway reads in registry (China) time: the wall time the person
 * picked, as written, never converted through the browser's zone (no toISOString).
 */
function formatDate(v: unknown, kind: SearchFieldKind): string | undefined {
  if (blank(v)) return undefined;
  const d = dayjs.isDayjs(v) ? v : pickerDate(v as string);
  return d.isValid() ? d.format(DATE_FORMATS[kind]) : undefined;
}

/**
 * Search-form values → request parameters. Empty values are left out; ranges become two
 * parameters; dates are formatted by kind; a cascader sends the last value of its path.
 */
export function toQueryParams(values: Record<string, unknown>, fields: readonly SearchField[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.name];
    if (isRangeKind(f.kind)) {
      const pair = (Array.isArray(v) ? v : []) as unknown[];
      if (f.kind === 'numberRange' && isEmptyRange(pair as NumberRangeValue)) continue;
      const [startName, endName] = rangeParamNames(f);
      const [s, e] = f.kind === 'numberRange' ? pair : pair.map((x) => formatDate(x, f.kind));
      if (!blank(s)) out[startName] = s;
      if (!blank(e)) out[endName] = e;
    } else if (f.kind === 'date' || f.kind === 'year') {
      const s = formatDate(v, f.kind);
      if (s !== undefined) out[f.name] = s;
    } else if (f.kind === 'cascader') {
      const last = Array.isArray(v) ? v[v.length - 1] : v;
      if (!blank(last)) out[f.name] = last;
    } else if (!blank(v)) {
      out[f.name] = typeof v === 'string' ? v.trim() : v;
    }
  }
  return out;
}

/** A date parameter read back as a day.js value (year-only text means 1 January). */
function parseDate(s: string | null): Dayjs | undefined {
  if (!s) return undefined;
  const d = pickerDate(/^\d{4}$/.test(s) ? `${s}-01-01` : s);
  return d.isValid() ? d : undefined;
}

const toNumber = (s: string | null): number | undefined => {
  if (s === null || s.trim() === '') return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
};

/**
 * URL search params → initial search values (spec 000 §2.9: search from route params, e.g.
 * `?workflowType=ccerProjectPubApply`). Only declared fields are read.
 */
export function fromSearchParams(params: URLSearchParams, fields: readonly SearchField[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (isRangeKind(f.kind)) {
      const [a, b] = rangeParamNames(f).map((n) => params.get(n));
      if (a === null && b === null) continue;
      out[f.name] = f.kind === 'numberRange' ? [toNumber(a), toNumber(b)] : [parseDate(a), parseDate(b)];
      continue;
    }
    const v = params.get(f.name);
    if (v === null || v === '') continue;
    if (f.kind === 'date' || f.kind === 'year') {
      const d = parseDate(v);
      if (d) out[f.name] = d;
    } else if (f.kind === 'cascader') {
      out[f.name] = [v];
    } else {
      out[f.name] = v;
    }
  }
  return out;
}
