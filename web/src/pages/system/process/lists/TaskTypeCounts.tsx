import { useEffect, useRef } from 'react';
import { Badge, Segmented, Space, Typography } from 'antd';
import { useIsFetching, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchTaskCountByType } from '../../../../api/process-lists';
import { listQueryKey } from '../../../../components/list-page/query-keys';
import { countSegments } from './list-rules';
import { INFO } from '../../../../theme-tokens.ts';

/** A badge's white figure stays legible (4.5:1) on blue and on the grey of a zero. */
const ZERO_GREY = '#6b6b6b';

const ALL = '';

/**
 * The open-task counts per workflowType above My Tasks, as a segmented filter. The counts reload
 * whenever the list does (its refresh interval, a claim or a completion), so both agree.
 */
export default function TaskTypeCounts({ listQueryKey: listKey, value, onChange }: { listQueryKey: string; value?: string; onChange: (workflowType: string | undefined) => void }) {
  const { t } = useTranslation(['processLists', 'process']);
  const counts = useQuery({ queryKey: ['processTaskCountByType'], queryFn: fetchTaskCountByType });
  const listFetching = useIsFetching({ queryKey: listQueryKey(listKey) });
  const wasFetching = useRef(false);
  useEffect(() => {
    if (wasFetching.current && listFetching === 0) void counts.refetch();
    wasFetching.current = listFetching > 0;
  }, [listFetching]); // eslint-disable-line react-hooks/exhaustive-deps

  const options = countSegments(counts.data, value).map(({ workflowType, count }) => ({
    value: workflowType ?? ALL,
    label: (
      <Space size={4} data-testid={`type-count-${workflowType ?? 'all'}`}>
        {workflowType ? t(`process:workflowTypes.${workflowType}`, { defaultValue: workflowType }) : t('counts.all')}
        <Badge count={count ?? 0} showZero overflowCount={999} color={count ? INFO : ZERO_GREY} size="small" />
      </Space>
    ),
  }));
  return (
    <Space size={8} wrap style={{ marginBottom: 12 }}>
      <Typography.Text type="secondary">{t('counts.label')}</Typography.Text>
      <Segmented value={value ?? ALL} options={options} onChange={(v) => onChange(v === ALL ? undefined : String(v))} />
    </Space>
  );
}
