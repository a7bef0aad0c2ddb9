import { Alert, App, Button, Card, Descriptions, Popconfirm, Space, Spin, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { functionCodes as fc } from '@ccer/contracts';
import { usePermission } from '../../access';
import { formatDate, formatDateTime } from '../../time/registry-time';
import { fetchMethodology, withdrawMethodology } from './information-api';
import { NS, infoPaths, methodologyStatusColor } from './information-shared';
import InfoFiles from './InfoFiles';

/** 方法学详情 (/information/methodologyDetail?id=): the number, names, field, project types, dates, status, documents. */
export default function MethodologyDetailPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const canEdit = usePermission(fc.methodology);
  const queryClient = useQueryClient();
  const methodology = useQuery({ queryKey: ['infoMethodology', id], queryFn: () => fetchMethodology(id), enabled: id > 0 });
  if (methodology.isLoading) return <Spin />;
  const m = methodology.data;
  if (!m) return <Alert type="error" showIcon message={t('empty.methodology')} />;
  return (
    <Card
      title={t('title.methodologyDetail')}
      extra={
        <Space>
          {canEdit && (
            <Button type="primary" onClick={() => navigate(infoPaths.methodologyEdit(m.id))}>
              {t('actions.edit')}
            </Button>
          )}
          {canEdit && m.status === 'inForce' && (
            <Popconfirm
              title={t('methodology.withdrawConfirm')}
              okText={t('actions.repeal')}
              cancelText={t('actions.cancel')}
              onConfirm={async () => {
                await withdrawMethodology({ id: m.id, version: m.version });
                void message.success(t('messages.repealed'));
                await queryClient.invalidateQueries({ queryKey: ['infoMethodology', id] });
              }}
            >
              <Button danger>{t('actions.repeal')}</Button>
            </Popconfirm>
          )}
          <Button onClick={() => navigate(infoPaths.methodology)}>{t('actions.back')}</Button>
        </Space>
      }
    >
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('fields.methodologyCode')}>{m.code}</Descriptions.Item>
        <Descriptions.Item label={t('fields.status')}>
          <Tag color={methodologyStatusColor[m.status]}>{m.statusName}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.methodologyName')}>{m.nameZh}</Descriptions.Item>
        <Descriptions.Item label={t('fields.nameEn')}>{m.nameEn || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('fields.field')}>{`${m.fieldCode} ${m.fieldName}`}</Descriptions.Item>
        <Descriptions.Item label={t('fields.numberParts')}>{`${t('fields.seq')} ${m.seq} · ${t('fields.versionNo')} ${m.versionNo}`}</Descriptions.Item>
        <Descriptions.Item label={t('fields.projectTypes')} span={2}>
          {m.projectTypes.map((p, i) => `${p} ${m.projectTypeNames[i]}`).join('、')}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.effectiveDate')}>{formatDate(m.effectiveDate)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.withdrawnDate')}>{formatDate(m.withdrawnDate)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.summary')} span={2}>
          {m.summary || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.documents')} span={2}>
          <InfoFiles files={m.documents} businessCode={String(m.id)} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.updatedAt')}>{formatDateTime(m.updatedAt)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
