import { Alert, Button, Card, Descriptions, Divider, Space, Spin, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { functionCodes as fc } from '@ccer/contracts';
import { usePermission } from '../../access';
import SafeHtml from '../../components/rich-text/SafeHtml';
import { formatDateTime } from '../../time/registry-time';
import { fetchRelease } from './information-api';
import { NS, infoPaths, releaseStateColor } from './information-shared';
import InfoFiles from './InfoFiles';
import AuthImage from './AuthImage';

/** 信息详情 (/information/releaseDetail?id=): the release as the portal will show it (its sanitised body), with its facts. */
export default function ReleaseDetailPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const canEdit = usePermission(fc.infoPublish);
  const release = useQuery({ queryKey: ['infoRelease', id], queryFn: () => fetchRelease(id), enabled: id > 0 });
  if (release.isLoading) return <Spin />;
  const r = release.data;
  if (!r) return <Alert type="error" showIcon message={t('empty.release')} />;
  return (
    <Card
      title={t('title.releaseDetail')}
      extra={
        <Space>
          {canEdit && (
            <Button type="primary" onClick={() => navigate(infoPaths.releaseEdit(r.id))} data-testid="release-detail-edit">
              {t('actions.edit')}
            </Button>
          )}
          <Button onClick={() => navigate(infoPaths.release)}>{t('actions.back')}</Button>
        </Space>
      }
    >
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('fields.column')}>{r.columnName}</Descriptions.Item>
        <Descriptions.Item label={t('fields.state')}>
          <Tag color={releaseStateColor[r.state]}>{r.stateName}</Tag>
          {r.pinned && <Tag>{t('fields.pinned')}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.publishAt')}>{formatDateTime(r.publishAt) || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('fields.viewCount')}>{r.viewCount}</Descriptions.Item>
        <Descriptions.Item label={t('fields.source')}>{r.source || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('fields.withdrawnAt')}>{formatDateTime(r.withdrawnAt) || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('fields.createdBy')}>{`${r.createdByName ?? '-'} · ${formatDateTime(r.createdAt)}`}</Descriptions.Item>
        <Descriptions.Item label={t('fields.updatedBy')}>{`${r.updatedByName ?? '-'} · ${formatDateTime(r.updatedAt)}`}</Descriptions.Item>
        <Descriptions.Item label={t('fields.summary')} span={2}>
          {r.summary || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.cover')} span={2}>
          {r.cover ? <AuthImage file={r.cover} alt={t('release.coverAlt', { title: r.title })} maxHeight={160} /> : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.attachments')} span={2}>
          <InfoFiles files={r.attachments} businessCode={String(r.id)} />
        </Descriptions.Item>
      </Descriptions>
      <Divider />
      <article>
        <Typography.Title level={2} style={{ fontSize: 22 }}>
          {r.title}
        </Typography.Title>
        <SafeHtml html={r.bodyHtml} />
      </article>
    </Card>
  );
}
