import { useState } from 'react';
import { Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { functionCodes, workflowTypes, type DoneTaskRow } from '@ccer/contracts';
import ListPage from '../../../../components/list-page/ListPage';
import { formatDateTime } from '../../../../components/list-page/format';
import type { ListPageProps } from '../../../../components/list-page/types';
import { fetchDoneTasks } from '../../../../api/process-lists';
import RefreshIntervalSelect from '../RefreshIntervalSelect';
import { businessRoute, type RefreshInterval } from '../task-rules';
import { formatDuration } from '../instance-rules';
import { doneDetailPath, resultColors } from './list-rules';

/**
 * 已办任务 (/system/process/done, menu 402015): the tasks I completed, newest first, with the
 * decision I took. `?workflowType=` searches by type (registry spec §2).
 */
export default function DoneListPage() {
  const { t } = useTranslation(['processLists', 'process']);
  const navigate = useNavigate();
  const [refreshSeconds, setRefreshSeconds] = useState<RefreshInterval>(0);
  const text = (v?: string | null) => v || '-';

  const declaration: ListPageProps<DoneTaskRow> = {
    queryKey: 'doneTasks',
    load: fetchDoneTasks,
    rowKey: 'taskId',
    exportConfig: { funcid: 'doneTaskList' },
    refetchInterval: refreshSeconds * 1000,
    toolbarExtra: <RefreshIntervalSelect value={refreshSeconds} onChange={setRefreshSeconds} />,
    searchFields: [
      { name: 'taskName', label: 'processLists:done.fields.taskName', kind: 'input' },
      { name: 'businessName', label: 'processLists:done.fields.businessName', kind: 'input' },
      { name: 'workflowType', label: 'processLists:done.fields.workflowType', kind: 'select', options: workflowTypes.map((w) => ({ value: w, label: t(`process:workflowTypes.${w}`) })) },
    ],
    columns: [
      { title: 'processLists:done.fields.taskName', dataIndex: 'taskName' },
      { title: 'processLists:done.fields.processName', dataIndex: 'processName', render: text },
      { title: 'processLists:done.fields.businessName', dataIndex: 'businessName', ellipsis: true, width: 220, render: text },
      { title: 'processLists:done.fields.workflowType', dataIndex: 'workflowType', render: (v?: string | null) => (v ? t(`process:workflowTypes.${v}`, { defaultValue: v }) : '-') },
      {
        title: 'processLists:done.fields.result',
        dataIndex: 'result',
        render: (v: DoneTaskRow['result'], r) => (v ? <Tag color={resultColors[v]} data-testid={`result-${r.taskId}`}>{t(`processLists:result.${v}`)}</Tag> : '-'),
      },
      { title: 'processLists:done.fields.opinion', dataIndex: 'opinion', ellipsis: true, width: 200, render: text },
      { title: 'processLists:done.fields.startTime', dataIndex: 'startTime', render: formatDateTime },
      { title: 'processLists:done.fields.endTime', dataIndex: 'endTime', render: formatDateTime },
      { title: 'processLists:done.fields.duration', dataIndex: 'durationMs', render: formatDuration },
    ],
    rowOperations: [
      { key: 'detail', label: 'processLists:done.actions.detail', func: functionCodes.taskHandle, onClick: (r) => navigate(doneDetailPath(r.taskId)) },
      { key: 'view', label: 'processLists:done.actions.viewBusiness', visible: (r) => !!businessRoute(r), onClick: (r) => navigate(businessRoute(r)!) },
    ],
  };

  return <ListPage<DoneTaskRow> {...declaration} />;
}
