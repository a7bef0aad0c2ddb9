import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Space, Spin, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { functionCodes as fc } from '@ccer/contracts';
import { usePermission } from '../../access';
import { formatDateTime } from '../../time/registry-time';
import { fetchBanner } from './information-api';
import { NS, bannerStateColor, infoPaths } from './information-shared';
import AuthImage from './AuthImage';
import { BannerModal } from './BannerListPage';

/** 轮播图详情 (/information/rotationChart/detail?id=): the image with its text alternative, link, order, period, state. */
export default function BannerDetailPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const canEdit = usePermission(fc.bannerChart);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const banner = useQuery({ queryKey: ['infoBanner', id], queryFn: () => fetchBanner(id), enabled: id > 0 });
  if (banner.isLoading) return <Spin />;
  const b = banner.data;
  if (!b) return <Alert type="error" showIcon message={t('empty.banner')} />;
  return (
    <Card
      title={t('title.bannerDetail')}
      extra={
        <Space>
          {canEdit && (
            <Button type="primary" onClick={() => setEditing(true)}>
              {t('actions.edit')}
            </Button>
          )}
          <Button onClick={() => navigate(infoPaths.rotationChart)}>{t('actions.back')}</Button>
        </Space>
      }
    >
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label={t('fields.image')}>{b.image ? <AuthImage file={b.image} alt={b.altText} /> : '-'}</Descriptions.Item>
        <Descriptions.Item label={t('fields.altText')}>{b.altText}</Descriptions.Item>
        <Descriptions.Item label={t('fields.bannerTitle')}>{b.title}</Descriptions.Item>
        <Descriptions.Item label={t('fields.link')}>{b.linkUrl || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('fields.sort')}>{b.sort}</Descriptions.Item>
        <Descriptions.Item label={t('fields.validPeriod')}>{`${formatDateTime(b.validFrom)} ~ ${formatDateTime(b.validTo)}`}</Descriptions.Item>
        <Descriptions.Item label={t('fields.state')}>
          <Tag color={bannerStateColor[b.state]}>{b.stateName}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.updatedAt')}>{formatDateTime(b.updatedAt)}</Descriptions.Item>
      </Descriptions>
      {editing && <BannerModal banner={b} onDone={() => void queryClient.invalidateQueries({ queryKey: ['infoBanner', id] })} onClosed={() => setEditing(false)} />}
    </Card>
  );
}
