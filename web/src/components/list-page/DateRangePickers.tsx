import { DatePicker, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { disableAfterEnd, disableBeforeStart, orderedPair } from './date-range';

type Pair = [Dayjs | null | undefined, Dayjs | null | undefined];

export interface StartEndPickerProps {
  id?: string;
  value?: Pair;
  onChange?: (value: Pair) => void;
  picker?: 'date' | 'year';
  placeholder?: [string, string];
  /** Accessible names of the start and end pickers. */
  ariaLabels?: [string, string];
}

/**
 * Two pickers, start and end (kinds startEndDate and startEndYear). Each disables the dates that
 * would put the start after the end (spec 000 §2.9); a typed crossing is put back in order.
 */
export function StartEndPicker({ id, value, onChange, picker = 'date', placeholder, ariaLabels }: StartEndPickerProps) {
  const unit = picker === 'year' ? 'year' : 'day';
  const [start, end] = value ?? [undefined, undefined];
  const set = (next: Pair) => onChange?.(orderedPair(next, unit));
  return (
    <Space.Compact block>
      <DatePicker
        id={id}
        picker={picker}
        value={start ?? null}
        placeholder={placeholder?.[0]}
        aria-label={ariaLabels?.[0]}
        disabledDate={disableAfterEnd(end, unit)}
        onChange={(d) => set([d, end])}
        style={{ width: '50%' }}
      />
      <DatePicker
        picker={picker}
        value={end ?? null}
        placeholder={placeholder?.[1]}
        aria-label={ariaLabels?.[1]}
        disabledDate={disableBeforeStart(start, unit)}
        onChange={(d) => set([start, d])}
        style={{ width: '50%' }}
      />
    </Space.Compact>
  );
}

export interface DateTimeRangeProps {
  id?: string;
  value?: [Dayjs, Dayjs] | null;
  onChange?: (value: [Dayjs, Dayjs] | null) => void;
  placeholder?: [string, string];
}

/** Kind datetimerange: antd's RangePicker keeps start ≤ end itself (`order`), with time. */
export function DateTimeRange({ id, value, onChange, placeholder }: DateTimeRangeProps) {
  return (
    <DatePicker.RangePicker
      id={id ? { start: id } : undefined}
      showTime
      order
      value={value ?? null}
      placeholder={placeholder}
      onChange={(v) => onChange?.(v && v[0] && v[1] ? [v[0], v[1]] : null)}
      style={{ width: '100%' }}
    />
  );
}
