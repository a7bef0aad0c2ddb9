import { Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChangeLogRow } from '@ccer/contracts';
import { registrationApi } from '../../../api/registration.ts';
import { formatDateTime } from '../../../components/list-page/format.ts';

/** The change log of an organisation or public account (registry-operations §3: paramName, before, after, detail). */
export function ChangeLogTable({ businessType, id }: { businessType: 'org' | 'public'; id: string }) {
  const { t } = useTranslation('registration');
  const log = useQuery({ queryKey: ['account-change-log', businessType, id], queryFn: () => registrationApi.changeLog(businessType, id) });
  return (
    <Table<ChangeLogRow>
      data-testid="change-log"
      rowKey="id"
      size="small"
      loading={log.isLoading}
      dataSource={log.data ?? []}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      columns={[
        { title: t('changeLog.paramName'), dataIndex: 'paramName' },
        { title: t('changeLog.beforeValue'), dataIndex: 'beforeValue', render: (v: string | null) => v ?? '-' },
        { title: t('changeLog.currentValue'), dataIndex: 'currentValue', render: (v: string | null) => v ?? '-' },
        { title: t('changeLog.updParamDetail'), dataIndex: 'updParamDetail' },
        { title: t('changeLog.operatorName'), dataIndex: 'operatorName', render: (v: string | null) => v ?? '-' },
        { title: t('changeLog.createdAt'), dataIndex: 'createdAt', render: formatDateTime },
      ]}
    />
  );
}
