import { Cascader, DatePicker, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import NumberRange from './NumberRange';
import { DateTimeRange, StartEndPicker } from './DateRangePickers';
import { useFieldOptions } from './useFieldOptions';
import type { SearchField } from './types';

interface Props {
  field: SearchField;
  queryKey: string;
  onOptionsError: (field: SearchField) => void;
  /** Injected by Form.Item. */
  id?: string;
  value?: never;
  onChange?: (v: unknown) => void;
}

/** One search control by kind (spec 000 §2.9). Form.Item passes id, value and onChange through. */
export default function SearchFieldControl({ field, queryKey, onOptionsError, ...control }: Props) {
  const { t } = useTranslation('listPage');
  const options = useFieldOptions(queryKey, field, onOptionsError);
  const placeholder = field.placeholder ? t(field.placeholder) : undefined;
  const pair: [string, string] = [t('start'), t('end')];
  // each control of a pair is named by the field and its end (the form item's label reaches the first one only)
  const name = t(field.label);
  const named = (ends: [string, string]): [string, string] => [`${name} ${ends[0]}`, `${name} ${ends[1]}`];
  const wide = { width: '100%' };
  switch (field.kind) {
    case 'input':
      return <Input allowClear placeholder={placeholder ?? t('enter')} {...control} />;
    case 'select':
      return <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={options} placeholder={placeholder ?? t('choose')} style={wide} {...control} />;
    case 'cascader':
      return <Cascader allowClear changeOnSelect options={options} placeholder={placeholder ?? t('choose')} style={wide} {...control} />;
    case 'numberRange':
      return <NumberRange precision={field.precision} placeholder={[t('min'), t('max')]} ariaLabels={named([t('min'), t('max')])} {...control} />;
    case 'datetimerange':
      return <DateTimeRange placeholder={pair} {...control} />;
    case 'date':
      return <DatePicker placeholder={placeholder} style={wide} {...control} />;
    case 'year':
      return <DatePicker picker="year" placeholder={placeholder} style={wide} {...control} />;
    case 'startEndDate':
      return <StartEndPicker picker="date" placeholder={pair} ariaLabels={named(pair)} {...control} />;
    case 'startEndYear':
      return <StartEndPicker picker="year" placeholder={pair} ariaLabels={named(pair)} {...control} />;
  }
}
