import { useEffect, useState } from 'react';
import { Input, Space } from 'antd';
import { commitRangeEnd, type NumberRangeValue } from './number-range';

export interface NumberRangeProps {
  id?: string;
  value?: NumberRangeValue;
  onChange?: (value: NumberRangeValue) => void;
  precision?: number;
  placeholder?: [string, string];
  /** Accessible names of the two ends (the field's label names the first only through its id). */
  ariaLabels?: [string, string];
}

const show = (n: number | undefined) => (n === undefined ? '' : String(n));

/**
 * A min–max pair (spec 000 §2.9). The user types freely; on blur or Enter the text is read by
 * `commitRangeEnd`: non-numeric text is cleared, values are rounded, min never exceeds max.
 */
export default function NumberRange({ id, value, onChange, precision, placeholder, ariaLabels }: NumberRangeProps) {
  const [drafts, setDrafts] = useState<[string, string]>([show(value?.[0]), show(value?.[1])]);
  // the form may set the value (reset, route params): show it
  useEffect(() => setDrafts([show(value?.[0]), show(value?.[1])]), [value?.[0], value?.[1]]);

  const commit = (end: 0 | 1) => {
    const next = commitRangeEnd(value, end, drafts[end], precision);
    setDrafts([show(next[0]), show(next[1])]);
    if (next[0] !== value?.[0] || next[1] !== value?.[1]) onChange?.(next);
  };
  const input = (end: 0 | 1) => (
    <Input
      id={end === 0 ? id : undefined}
      inputMode="decimal"
      value={drafts[end]}
      placeholder={placeholder?.[end]}
      aria-label={ariaLabels?.[end]}
      onChange={(e) => setDrafts((d) => (end === 0 ? [e.target.value, d[1]] : [d[0], e.target.value]))}
      onBlur={() => commit(end)}
      onPressEnter={() => commit(end)}
    />
  );
  return (
    <Space.Compact block>
      {input(0)}
      <Space.Addon aria-hidden>~</Space.Addon>
      {input(1)}
    </Space.Compact>
  );
}
