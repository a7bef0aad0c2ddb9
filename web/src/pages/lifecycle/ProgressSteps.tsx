import { Steps, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProgressNode } from '@ccer/contracts';
import { formatDateTime } from '../../components/list-page/format';
import { currentNode, stepsStatus } from './step-pages';

/** An application's progress (apply-process): the nodes done and to come as antd Steps, who acted and when. */
export function ProgressSteps({ nodes, testId }: { nodes: readonly ProgressNode[]; testId: string }) {
  const { t } = useTranslation('projectSteps');
  return (
    <Steps
      size="small"
      labelPlacement="vertical"
      current={currentNode(nodes)}
      data-testid={testId}
      items={nodes.map((n) => ({
        title: n.name,
        status: stepsStatus(n),
        description: (
          <span data-testid={`node-${n.key}`} data-state={n.state}>
            {n.assignees.length > 0 && <div>{n.assignees.join('、')}</div>}
            {n.state === 'done' && n.finishedAt && <div>{formatDateTime(n.finishedAt)}</div>}
            {n.state === 'active' && <div>{t('progress.active')}</div>}
          </span>
        ),
      }))}
    />
  );
}

/** The opinions along the way: each node that decided or said something, with its result. */
export function OpinionTable({ nodes }: { nodes: readonly ProgressNode[] }) {
  const { t } = useTranslation('projectSteps');
  const rows = nodes.filter((n) => n.result || n.opinion);
  return (
    <Table<ProgressNode>
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={rows}
      data-testid="progress-opinions"
      locale={{ emptyText: <Typography.Text type="secondary">{t('progress.noOpinion')}</Typography.Text> }}
      columns={[
        { title: t('progress.step'), dataIndex: 'name' },
        {
          title: t('progress.result'),
          dataIndex: 'result',
          render: (r: ProgressNode['result']) => (r ? <Tag color={r === 'approved' ? 'green' : 'orange'}>{t(`progress.results.${r}`)}</Tag> : '-'),
        },
        { title: t('progress.assignee'), dataIndex: 'assignees', render: (a: string[]) => (a.length ? a.join('、') : '-') },
        { title: t('progress.finishedAt'), dataIndex: 'finishedAt', render: (v: string | null) => formatDateTime(v) },
        { title: t('progress.opinion'), dataIndex: 'opinion', render: (v: string | null) => v || '-' },
      ]}
    />
  );
}
