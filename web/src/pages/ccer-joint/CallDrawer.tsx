import { Descriptions, Drawer, Skeleton, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ExchangeCallRow } from '@ccer/contracts';
import { formatDateTime } from '../../components/list-page/format';
import StatusCodeTag from '../../components/connector/StatusCodeTag';
import CallMessages from '../../components/connector/CallMessages';
import { NS, fetchCall } from './ccer-joint-api';
import { signatureColor } from './link-options';

/** One call with the exchange: which way, where and when, its headers (the signature, never the secret), body and answer. */
export default function CallDrawer({ row, onClose }: { row: ExchangeCallRow; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const d = useQuery({ queryKey: ['ccerJoint-call', row.id], queryFn: () => fetchCall(row.id) }).data;
  return (
    <Drawer open size="large" title={t('drawer.title', { kind: row.kindName, businessNo: row.businessNo ?? '-' })} onClose={onClose} data-testid="exchange-call-drawer">
      {!d ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('fields.createdAt')}>{formatDateTime(d.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.direction')}>{d.directionName}</Descriptions.Item>
            <Descriptions.Item label={t('fields.url')} span={2}>
              <Typography.Text code>
                {d.method} {d.url}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.statusCode')}>
              <StatusCodeTag code={d.statusCode} noAnswer={t('noAnswer')} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.durationMs')}>{d.durationMs.toLocaleString()}</Descriptions.Item>
            <Descriptions.Item label={t('fields.receiptNo')}>{d.receiptNo ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('fields.signature')}>
              <Tag color={signatureColor[d.signatureResult]}>{d.signatureResultName}</Tag>
            </Descriptions.Item>
            {d.messageStatusName && (
              <Descriptions.Item label={t('fields.messageStatus')} span={2}>
                {d.messageStatusName}
              </Descriptions.Item>
            )}
            {d.error && (
              <Descriptions.Item label={t('fields.error')} span={2}>
                <Typography.Text type="danger">{d.error}</Typography.Text>
              </Descriptions.Item>
            )}
          </Descriptions>
          <CallMessages
            headers={d.requestHeaders}
            body={d.requestBody}
            answer={d.responseBody}
            titles={{ headers: t('drawer.headers'), body: t('drawer.body'), answer: t('drawer.answer') }}
            noAnswer={t('noAnswer')}
            testIdPrefix="exchange-call"
          />
        </>
      )}
    </Drawer>
  );
}
