import { Button, Card, Col, Descriptions, Empty, Result, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fetchLogDetail } from '../../../api/settings';
import { formatDateTime } from '../../../components/list-page/format';
import { registryJson } from '../../../time/registry-time';

const LOG_LIST = '/system/log';

/** 操作日志详情 (/system/logDetail?id=, hidden under menu 4045): who, when, where from, and before / after side by side. */
export default function LogDetailPage() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const q = useQuery({ queryKey: ['operationLog', 'detail', id], queryFn: () => fetchLogDetail(id), enabled: /^\d+$/.test(id), retry: false });
  const back = <Button onClick={() => navigate(LOG_LIST)}>{t('log.actions.back')}</Button>;

  if (!/^\d+$/.test(id) || q.isError) return <Result status="404" title={t('log.detail.notFound')} extra={back} />;
  if (q.isPending) return <Skeleton active />;
  const d = q.data;
  const json = (v: unknown, testId: string) =>
    v === null || v === undefined ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('log.detail.empty')} />
    ) : (
      <pre data-testid={testId} style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>
        {registryJson(v)}
      </pre>
    );

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="log-detail">
      <Card title={t('log.detail.title')} extra={back}>
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label={t('log.fields.operation')}>{d.operationName}</Descriptions.Item>
          <Descriptions.Item label={t('log.fields.abstract')}>
            <Typography.Text code>{d.abstract}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('log.fields.result')}>
            <Tag color={d.result === 'success' ? 'green' : 'red'}>{t(`log.results.${d.result}`, { defaultValue: d.result })}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('log.fields.at')}>{formatDateTime(d.at)}</Descriptions.Item>
          <Descriptions.Item label={t('log.fields.operatorLoginName')}>{d.operatorLoginName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('log.fields.operatorName')}>{d.operatorName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('log.fields.businessType')}>{d.businessTypeName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('log.fields.businessKey')}>{d.businessKey ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('log.fields.message')}>{d.message ?? '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('log.detail.request')} size="small">
        <Descriptions column={{ xs: 1, md: 3 }} size="small">
          <Descriptions.Item label={t('log.fields.ip')}>{d.ip ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('log.fields.requestId')}>{d.requestId ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('log.fields.externalTaskId')}>{d.externalTaskId ?? '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('log.detail.values')} size="small">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Card type="inner" size="small" title={t('log.fields.beforeValue')}>
              {json(d.beforeValue, 'log-before')}
            </Card>
          </Col>
          <Col xs={24} md={12}>
            <Card type="inner" size="small" title={t('log.fields.afterValue')}>
              {json(d.afterValue, 'log-after')}
            </Card>
          </Col>
        </Row>
      </Card>
    </Space>
  );
}
