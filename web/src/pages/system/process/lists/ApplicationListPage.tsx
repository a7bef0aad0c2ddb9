import { useState } from 'react';
import { Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { functionCodes, instanceStatuses, workflowTypes, type ProcessApplyRow } from '@ccer/contracts';
import ListPage from '../../../../components/list-page/ListPage';
import { formatDateTime } from '../../../../components/list-page/format';
import type { ListPageProps } from '../../../../components/list-page/types';
import { fetchCompanyApplications, fetchMyApplications } from '../../../../api/process-lists';
import RefreshIntervalSelect from '../RefreshIntervalSelect';
import type { RefreshInterval } from '../task-rules';
import { statusColors, statusLabel } from '../instance-rules';
import { applyDetailPath, stepsText, type ApplyScope } from './list-rules';
import { personText } from '../../../../people/person-text';

const scopes = {
  mine: { queryKey: 'myApplications', load: fetchMyApplications, func: functionCodes.myApplications },
  company: { queryKey: 'companyApplications', load: fetchCompanyApplications, func: functionCodes.companyApplications },
} as const;

/**
 * 我的申请 and 企业申请: the instances I (or my company) started, with status and current step.
 * `?workflowType=` searches by type (registry spec §2).
 */
export default function ApplicationListPage({ scope }: { scope: ApplyScope }) {
  const { t } = useTranslation(['processLists', 'process']);
  const navigate = useNavigate();
  const [refreshSeconds, setRefreshSeconds] = useState<RefreshInterval>(0);
  const text = (v?: string | null) => v || '-';
  const { queryKey, load, func } = scopes[scope];

  const declaration: ListPageProps<ProcessApplyRow> = {
    queryKey,
    load,
    rowKey: 'id',
    refetchInterval: refreshSeconds * 1000,
    toolbarExtra: <RefreshIntervalSelect value={refreshSeconds} onChange={setRefreshSeconds} />,
    searchFields: [
      { name: 'processName', label: 'processLists:apply.fields.processName', kind: 'input' },
      { name: 'status', label: 'processLists:apply.fields.status', kind: 'select', options: instanceStatuses.map((s) => ({ value: s, label: t(`process:instance.status.${s}`) })) },
      { name: 'workflowType', label: 'processLists:apply.fields.workflowType', kind: 'select', options: workflowTypes.map((w) => ({ value: w, label: t(`process:workflowTypes.${w}`) })) },
    ],
    columns: [
      { title: 'processLists:apply.fields.processName', dataIndex: 'processName', render: (v: string | null, r) => v ?? r.processKey },
      { title: 'processLists:apply.fields.businessName', dataIndex: 'businessName', ellipsis: true, width: 220, render: text },
      { title: 'processLists:apply.fields.workflowType', dataIndex: 'workflowType', render: (v?: string | null) => (v ? t(`process:workflowTypes.${v}`, { defaultValue: v }) : '-') },
      ...(scope === 'company' ? [{ title: 'processLists:apply.fields.starter', dataIndex: 'starter' as const, render: (v: string | null, r: ProcessApplyRow) => personText(v, r.starterName) }] : []),
      {
        title: 'processLists:apply.fields.status',
        dataIndex: 'status',
        render: (_v, r) => {
          const s = statusLabel(r);
          return <Tag color={statusColors[s]} data-testid={`status-${r.id}`}>{t(`process:instance.status.${s}`)}</Tag>;
        },
      },
      { title: 'processLists:apply.fields.currentSteps', dataIndex: 'currentSteps', render: (_v, r) => stepsText(r.currentSteps) },
      { title: 'processLists:apply.fields.startTime', dataIndex: 'startTime', render: formatDateTime },
      { title: 'processLists:apply.fields.endTime', dataIndex: 'endTime', render: formatDateTime },
    ],
    rowOperations: [{ key: 'detail', label: 'processLists:apply.actions.detail', func, onClick: (r) => navigate(applyDetailPath(scope, r.id)) }],
  };

  return <ListPage<ProcessApplyRow> {...declaration} />;
}
