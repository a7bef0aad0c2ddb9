import { useEffect, useRef, useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrganRow } from '@ccer/contracts';
import { fetchOrgans, organOptions } from './apply-options';

interface Props {
  /** Set by Form.Item (the label and the tests find the control by it). */
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** A body that may not be picked here (a reduction application's project's own validation body). */
  exclude?: string | null;
}

/**
 * The application's validation body (approvalAuthority), or a reduction application's verification body: an opened
 * organisation account, searched by name on the server (organ-list, a page of 20 per search). A saved value not on
 * the page is looked up by its number.
 */
export default function ValidationBodySelect({ id, value, onChange, exclude }: Props) {
  const { t } = useTranslation('project');
  const [rows, setRows] = useState<OrganRow[]>([]);
  const [chosen, setChosen] = useState<OrganRow>();
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const search = (custName?: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      setLoading(true);
      try {
        setRows((await fetchOrgans({ custName: custName?.trim() || undefined })).rows);
      } catch {
        setRows([]);
      } finally {
        setLoading(false);
      }
    }, 300);
  };
  useEffect(() => {
    search();
    return () => clearTimeout(timer.current);
  }, []);

  // the name of a saved value that the current page does not hold
  useEffect(() => {
    if (!value || chosen?.custId === value || rows.some((r) => r.custId === value)) return;
    let live = true;
    fetchOrgans({ custId: value, pageSize: 1 })
      .then((r) => live && setChosen(r.rows[0]))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [value, rows, chosen]);

  const shown = chosen && !rows.some((r) => r.custId === chosen.custId) ? [chosen, ...rows] : rows;
  const options = organOptions(exclude ? shown.filter((r) => r.custId !== exclude) : shown);
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: search }}
      allowClear
      loading={loading}
      value={value}
      onChange={(v: string | undefined) => {
        setChosen(rows.find((r) => r.custId === v));
        onChange?.(v);
      }}
      placeholder={t('pickValidationBody')}
      notFoundContent={loading ? t('loading') : t('noValidationBody')}
      options={options}
    />
  );
}
