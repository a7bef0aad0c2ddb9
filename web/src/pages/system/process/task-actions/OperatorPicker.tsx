import { useEffect, useRef, useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OperatorPickRow } from '@ccer/contracts';
import { fetchOperators } from './api';

interface Props {
  /** Set by Form.Item (label and tests find the control by it). */
  id?: string;
  multiple?: boolean;
  value?: string | string[];
  onChange?: (value: string | string[]) => void;
  /** The signed-in operator is never a target. */
  exclude?: string;
  'data-testid'?: string;
}

/** Picks operators by login name or name, searched on the server (a page of 20 per search). */
export default function OperatorPicker({ id, multiple, value, onChange, exclude, ...rest }: Props) {
  const { t } = useTranslation('taskActions');
  const [options, setOptions] = useState<OperatorPickRow[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const search = (keyword?: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      setLoading(true);
      try {
        setOptions((await fetchOperators(keyword)).dataInfo);
      } catch {
        setOptions([]);
      } finally {
        setLoading(false);
      }
    }, 300);
  };
  useEffect(() => {
    search();
    return () => clearTimeout(timer.current);
  }, []);

  return (
    <Select
      id={id}
      data-testid={rest['data-testid']}
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ filterOption: false, onSearch: search }}
      allowClear
      loading={loading}
      value={value}
      onChange={onChange}
      placeholder={t('pickUser')}
      notFoundContent={loading ? t('loading') : t('noUser')}
      options={options
        .filter((o) => o.loginName !== exclude)
        .map((o) => ({ value: o.loginName, label: o.operatorName ? `${o.operatorName}（${o.loginName}）` : o.loginName }))}
    />
  );
}
