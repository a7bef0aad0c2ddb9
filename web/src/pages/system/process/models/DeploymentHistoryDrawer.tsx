import { Drawer, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ModelDeployment, ModelRow } from '@ccer/contracts';
import { fetchModelDeployments } from '../../../../api/models';
import { formatDateTime } from '../../../../components/list-page/format';

/** 部署历史: every deployed version of the key, newest first. */
export default function DeploymentHistoryDrawer({ row, onClose }: { row: ModelRow; onClose: () => void }) {
  const { t } = useTranslation('processModel');
  const q = useQuery({ queryKey: ['modelDeployments', row.modelKey], queryFn: () => fetchModelDeployments(row.modelKey) });
  return (
    <Drawer open size="large" title={t('history.title', { name: row.name })} onClose={onClose} data-testid="model-history">
      <Table<ModelDeployment>
        size="small"
        rowKey="definitionId"
        loading={q.isPending}
        dataSource={q.data ?? []}
        pagination={false}
        columns={[
          { title: t('history.version'), dataIndex: 'definitionVersion', width: 80, render: (v: number) => `v${v}` },
          { title: t('history.deploymentTime'), dataIndex: 'deploymentTime', width: 180, render: formatDateTime },
          { title: t('history.deploymentName'), dataIndex: 'deploymentName', render: (v: string | null) => v ?? '-' },
          { title: t('history.source'), dataIndex: 'source', render: (v: string | null) => (v ? t(`history.sources.${v}`, { defaultValue: v }) : '-') },
          { title: t('history.deploymentId'), dataIndex: 'deploymentId', ellipsis: true },
        ]}
      />
    </Drawer>
  );
}
