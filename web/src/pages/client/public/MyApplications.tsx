import { Button, Empty, Popconfirm, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { registrationApi, type MyApplicationRow } from '../../../api/registration.ts';
import { formatDateTime } from '../../../components/list-page/format.ts';

/**
 * /client/public/detail and /client/org/detail's list: the visitor's own account applications with their state and
 * the reviewer's opinion; one waiting for review (or an organisation draft) can be withdrawn.
 */
export function MyApplications({ kind }: { kind: 'public' | 'org' }) {
  const { t } = useTranslation('registration');
  const mine = useQuery({ queryKey: ['my-account-applications'], queryFn: registrationApi.myApplications });
  const rows = (mine.data ?? []).filter((r) => r.kind === kind);
  if (mine.isSuccess && rows.length === 0)
    return (
      <Empty description={t('mine.none')}>
        <Link to={`/client/${kind}/open`}>{t('mine.apply')}</Link>
      </Empty>
    );
  return (
    <Table<MyApplicationRow>
      rowKey="id"
      loading={mine.isLoading}
      dataSource={rows}
      pagination={false}
      columns={[
        { title: t('mine.applyNo'), dataIndex: 'applyNo' },
        { title: t('mine.name'), dataIndex: 'name', render: (v: string | null) => v ?? '-' },
        { title: t('mine.status'), dataIndex: 'statusName', render: (v: string, r) => <Tag color={r.status === '2' ? 'green' : r.status === '3' ? 'red' : 'blue'}>{v}</Tag> },
        { title: t('mine.opinion'), dataIndex: 'opinion', render: (v: string | null) => v ?? '-' },
        { title: t('mine.createdAt'), dataIndex: 'createdAt', render: formatDateTime },
        {
          title: t('mine.operation'),
          render: (_: unknown, r) =>
            r.status === '1' || r.status === '0' ? (
              <Popconfirm title={t('mine.confirmCancel')} onConfirm={() => registrationApi.cancel(r.kind, r.id).then(() => mine.refetch())}>
                <Button type="link" danger>
                  {t('mine.cancel')}
                </Button>
              </Popconfirm>
            ) : null,
        },
      ]}
    />
  );
}

