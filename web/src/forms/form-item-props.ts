import type { Dayjs } from 'dayjs';
import { pickerDate } from '../time/registry-time.ts';

/** Blank inputs are absent values, so a draft schema's optional fields accept them. */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Dates live in a form as yyyy-MM-dd text, the contracts' format; the picker sees day.js (a Form.Item's props). */
export const dateItemProps = {
  getValueProps: (v: string | undefined) => ({ value: v ? pickerDate(v) : null }),
  normalize: (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined),
};
