import { lazy, Suspense } from 'react';
import { Button, Card, Descriptions, Empty, Result, Skeleton, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApprovalHistoryRow, InstanceDetail, InstanceVariable } from '@ccer/contracts';
import { fetchInstanceDetail } from '../../../api/instances';
import { formatDateTime } from '../../../components/list-page/format';
import { businessLink, formatDuration, statusColors, statusLabel } from './instance-rules';
import HistoryActionCell from './task-actions/HistoryActionCell';
import { personText } from '../../../people/person-text';
import { useReadsEveryCompany } from '../../../session/acts-for-company';

// the viewer pulls in bpmn-js on demand: this page's chunk stays small
const InstanceDiagram = lazy(() => import('./InstanceDiagram'));

/** 流程实例详情 (/system/process/instanceDetail?id=, hidden under menu 402020). */
export default function InstanceDetailPage() {
  const { t } = useTranslation('process');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const q = useQuery({ queryKey: ['processInstance', id], queryFn: () => fetchInstanceDetail(id), enabled: !!id, retry: false });

  if (!id || q.isError) return <Result status="404" title={t('instance.detail.notFound')} extra={<Button onClick={() => navigate('/system/process/instance')}>{t('instance.detail.back')}</Button>} />;
  if (q.isPending) return <Skeleton active />;
  return <InstanceDetailView detail={q.data} />;
}

/** Summary, diagram, approval history and variables of one instance; also shown by 已办任务 and 我的申请. */
export function InstanceDetailView({ detail: d }: { detail: InstanceDetail }) {
  const { t } = useTranslation('process');
  // the engine's working data is the registry's to read (the gateway sends a company none of it)
  const showVariables = useReadsEveryCompany();
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Summary detail={d} />
      <Card size="small" title={t('instance.detail.diagram')}>
        <Suspense fallback={<Skeleton active />}>
          <InstanceDiagram xml={d.bpmnXml} activities={d.activities} />
        </Suspense>
      </Card>
      <Card size="small" title={t('instance.detail.history')}>
        <HistoryTable rows={d.history} people={d.people} />
      </Card>
      {showVariables && (
        <Card size="small" title={t('instance.detail.variables')}>
          <Table<InstanceVariable>
            size="small"
            rowKey="name"
            pagination={false}
            dataSource={d.variables}
            data-testid="instance-variables"
            columns={[
              { title: t('instance.fields.variableName'), dataIndex: 'name', width: 200 },
              { title: t('instance.fields.variableType'), dataIndex: 'type', width: 120 },
              { title: t('instance.fields.variableValue'), dataIndex: 'value', ellipsis: true, render: (v: string | null) => v ?? '-' },
            ]}
          />
        </Card>
      )}
    </Space>
  );
}

function Summary({ detail }: { detail: InstanceDetail }) {
  const { t } = useTranslation('process');
  const r = detail.instance;
  const link = businessLink(detail.business.workflowType, detail.business.businessKey, detail.business.funcCode);
  const s = statusLabel(r);
  return (
    <Card size="small" title={t('instance.detail.title')}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          { key: 'processName', label: t('instance.fields.processName'), children: `${r.processName ?? r.processKey}${r.version ? ` (v${r.version})` : ''}` },
          { key: 'status', label: t('instance.fields.status'), children: <Tag color={statusColors[s]} data-testid="instance-status">{t(`instance.status.${s}`)}</Tag> },
          { key: 'starter', label: t('instance.fields.starter'), children: personText(r.starter, r.starterName) },
          {
            key: 'business',
            label: t('instance.detail.business'),
            children: link ? (
              <Link to={link} data-testid="instance-business-link">{detail.business.businessName ?? detail.business.businessKey}</Link>
            ) : (
              (detail.business.businessName ?? detail.business.businessKey ?? t('instance.detail.noBusiness'))
            ),
          },
          { key: 'startTime', label: t('instance.fields.startTime'), children: formatDateTime(r.startTime) },
          { key: 'endTime', label: t('instance.fields.endTime'), children: formatDateTime(r.endTime) },
          { key: 'remark', label: t('instance.fields.remark'), children: r.remark ?? '-' },
          { key: 'id', label: 'ID', children: r.id },
        ]}
      />
    </Card>
  );
}

function HistoryTable({ rows, people }: { rows: ApprovalHistoryRow[]; people: Record<string, string> }) {
  const { t } = useTranslation('process');
  return (
    <Table<ApprovalHistoryRow>
      size="small"
      // a task action (task-actions/) adds rows of the same task
      rowKey={(r) => `${r.taskId}:${r.action ?? 'task'}:${r.startTime}`}
      pagination={false}
      dataSource={rows}
      data-testid="instance-history"
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('instance.detail.noHistory')} /> }}
      columns={[
        { title: t('instance.fields.stepName'), dataIndex: 'stepName' },
        { title: t('instance.fields.assignee'), dataIndex: 'assignee', render: (v: string | null) => personText(v, v ? people[v] : null) },
        {
          title: t('instance.fields.result'),
          dataIndex: 'result',
          render: (v: ApprovalHistoryRow['result'], r: ApprovalHistoryRow) =>
            r.action ? <HistoryActionCell row={r} people={people} /> : v ? <Tag color={v === 'approved' ? 'success' : 'error'}>{t(`instance.result.${v}`)}</Tag> : '-',
        },
        { title: t('instance.fields.opinion'), dataIndex: 'opinion', ellipsis: true, render: (v: string | null) => v ?? '-' },
        { title: t('instance.fields.startTime'), dataIndex: 'startTime', render: formatDateTime },
        { title: t('instance.fields.endTime'), dataIndex: 'endTime', render: formatDateTime },
        { title: t('instance.fields.duration'), dataIndex: 'durationMs', render: formatDuration },
      ]}
    />
  );
}
