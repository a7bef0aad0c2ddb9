import { useEffect, useRef, useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { cancelFlags, registeredProjectStatuses, type ProjectListRow } from '@ccer/contracts';
import { fetchProjectList } from '../../api/project-registered';

interface Props {
  /** Set by Form.Item (the label and the tests find the control by it). */
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** The name of the value, shown while the search's page does not hold it. */
  valueName?: string;
  /** The project picked (undefined when cleared): the form applies what a pick sets. */
  onPick: (project: ProjectListRow | undefined) => void;
}

/**
 * The registered project of a reduction application (projectInfoId): the company's own projects neither cancelled nor
 * stopped (spec §4: project-list with cancelFlag '0' and status '0'), searched by name on the server, 20 a search.
 */
export default function RegisteredProjectSelect({ id, value, onChange, valueName, onPick }: Props) {
  const { t } = useTranslation('certified');
  const [rows, setRows] = useState<ProjectListRow[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const search = (projectName?: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      setLoading(true);
      try {
        const page = await fetchProjectList({ cancelFlag: cancelFlags.active, status: registeredProjectStatuses.normal, projectName: projectName?.trim() || undefined, pageNumber: 1, pageSize: 20 });
        setRows(page.rows);
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
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const options = rows.map((r) => ({ value: r.projectInfoId, label: `${r.projectCode} ${r.projectName}` }));
  if (value && valueName && !rows.some((r) => r.projectInfoId === value)) options.unshift({ value, label: valueName });
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: search }}
      allowClear
      loading={loading}
      value={value}
      onChange={(v: string | undefined) => {
        onChange?.(v);
        onPick(rows.find((r) => r.projectInfoId === v));
      }}
      placeholder={t('pickProject')}
      notFoundContent={loading ? t('loading') : t('noProject')}
      options={options}
      data-testid="certified-project-select"
    />
  );
}
