/**
 * An application form's values as its schema's fields (either area): what a row holds of them, dates as
 * yyyy-MM-dd, and what to send, blanks left out so a draft keeps only what was filled in.
 */
export function formValues<F extends string>(fields: readonly F[], dateFields: readonly F[] = []) {
  type Values = Partial<Record<F, unknown>>;
  const dates = new Set<string>(dateFields);
  return {
    /** The form fields a row holds, nothing else. */
    valuesOf(row: Partial<Record<string, unknown>> | undefined): Values {
      const out: Values = {};
      for (const f of fields) {
        const v = row?.[f];
        if (v === undefined || v === null) continue;
        out[f] = dates.has(f) && typeof v === 'string' ? v.slice(0, 10) : v;
      }
      return out;
    },
    /** Values to send: the form fields only, blanks left out. */
    cleanValues(values: Record<string, unknown>): Values {
      const out: Values = {};
      for (const f of fields) {
        const v = values[f];
        if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) continue;
        out[f] = v;
      }
      return out;
    },
  };
}
