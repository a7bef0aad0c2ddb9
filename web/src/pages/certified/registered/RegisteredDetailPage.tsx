import { Button, Card, Descriptions, Result, Skeleton, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { certifiedFieldLabels, functionCodes as fc, type CertifiedCancelRow } from '@ccer/contracts';
import { fetchCertifiedInfo } from '../../../api/certified-registered';
import { usePermission } from '../../../access';
import { formatDateTime } from '../../../components/list-page/format';
import ChangeLogTable from '../../project/registered/ChangeLogTable';
import CertifiedDescriptions from '../CertifiedDescriptions';
import { withdrawStatusColor } from './WithdrawalList';

/**
 * 登记减排量详情 (/certified/query/detail?id= the registered reduction): the registration (number, time, quantity, stop
 * and withdrawal flags, issuable), the quantity per vintage issuance uses, the application's fields, the change log of
 * the registry's edits and the withdrawals asked for.
 */
export default function RegisteredDetailPage() {
  const { t } = useTranslation('certifiedRegistered');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^[0-9a-f-]{36}$/i.test(id);
  const detail = useQuery({ queryKey: ['certifiedInfo', id], queryFn: () => fetchCertifiedInfo(id), enabled: valid });
  const mayEdit = usePermission(fc.certifiedRegistryReview);
  const back = <Button onClick={() => navigate('/certified/query')}>{t('actions.back')}</Button>;
  if (!valid || detail.data === null) return <Result status="404" subTitle={t('notFound')} extra={back} />;
  if (!detail.data) return <Skeleton active />;
  const { info, apply, changeLog, withdrawals } = detail.data;
  const dash = (v: string | null | undefined) => v || '-';
  const active = info.cancelFlag === '0';

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="certified-registered-detail">
      <Card
        title={`${info.registrationNo}：${info.projectName}`}
        extra={
          <Space>
            {mayEdit && active && (
              <Button onClick={() => navigate(`/certified/insideEdit?id=${encodeURIComponent(info.id)}`)} data-testid="certified-edit">
                {t('actions.edit')}
              </Button>
            )}
            {back}
          </Space>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'no', label: t('fields.registrationNo'), children: info.registrationNo },
            { key: 'time', label: t('fields.registrationTime'), children: formatDateTime(info.registrationTime) },
            { key: 'num', label: t('fields.registeredNum'), children: `${info.registeredNum.toLocaleString()} ${t('tonnes')}` },
            { key: 'project', label: t('fields.projectName'), children: info.projectName },
            { key: 'code', label: t('fields.projectCode'), children: dash(info.projectCode) },
            { key: 'owner', label: t('fields.owner'), children: dash(info.owner) },
            { key: 'status', label: t('fields.status'), children: <Tag color={info.status === '1' ? 'orange' : 'green'}>{info.statusName}</Tag> },
            { key: 'cancel', label: t('fields.cancelFlag'), children: <Tag color={active ? 'default' : 'red'}>{info.cancelFlagName}</Tag> },
            { key: 'issuable', label: t('fields.issuable'), children: <Tag color={info.issuable ? 'green' : 'default'}>{t(info.issuable ? 'issuable.yes' : 'issuable.no')}</Tag> },
            { key: 'stopReason', label: t('fields.stopReason'), children: dash(info.stopReason) },
            { key: 'cancelledAt', label: t('fields.cancelledAt'), children: formatDateTime(info.cancelledAt) },
          ]}
        />
      </Card>
      <Card title={t('vintages.title')} size="small">
        <Table
          size="small"
          rowKey="year"
          pagination={false}
          dataSource={info.vintages}
          data-testid="certified-vintages"
          columns={[
            { title: t('vintages.year'), dataIndex: 'year' },
            { title: t('vintages.quantity'), dataIndex: 'quantity', align: 'right', render: (v: number) => v.toLocaleString() },
          ]}
        />
      </Card>
      <Card title={t('apply')} size="small">
        <CertifiedDescriptions row={apply} />
      </Card>
      <Card title={t('changeLog')} size="small">
        <ChangeLogTable rows={changeLog} labels={certifiedFieldLabels} />
      </Card>
      <Card title={t('withdrawals')} size="small">
        <Table<CertifiedCancelRow>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={withdrawals}
          data-testid="certified-withdrawals"
          columns={[
            { title: t('fields.withdrawNo'), dataIndex: 'applyNo', render: (v: string, r) => <a onClick={() => navigate(`/certified/cancel/detail?kind=withdrawal&id=${encodeURIComponent(r.id)}`)}>{v}</a> },
            { title: t('fields.initiatedBy'), dataIndex: 'initiatedBy', render: (v: string) => t(`initiatedBy.${v}`) },
            { title: t('fields.reason'), dataIndex: 'reason', ellipsis: true },
            { title: t('fields.withdrawStatus'), dataIndex: 'status', render: (v: string, r) => <Tag color={withdrawStatusColor[v]}>{r.statusName}</Tag> },
            { title: t('fields.opinion'), dataIndex: 'opinion', render: dash },
            { title: t('fields.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
          ]}
        />
      </Card>
    </Space>
  );
}
