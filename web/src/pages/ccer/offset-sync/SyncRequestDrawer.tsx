import { Descriptions, Drawer, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SyncRequestRow } from '@ccer/contracts';
import { formatDateTime } from '../../../components/list-page/format';
import { NS, fetchSyncRequest } from './offset-sync-api';
import StatusCodeTag from '../../../components/connector/StatusCodeTag';
import CallMessages from '../../../components/connector/CallMessages';

/** One request to a market's system: where and when, its headers (the signature, never the secret), body and answer. */
export default function SyncRequestDrawer({ row, onClose }: { row: SyncRequestRow; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const q = useQuery({ queryKey: ['ccerOffsetSyncRequest', row.id], queryFn: () => fetchSyncRequest(row.id) });
  const d = q.data;
  return (
    <Drawer open size="large" title={t('drawer.title', { offsetNo: row.offsetNo, attempt: row.attempt })} onClose={onClose} data-testid="sync-request-drawer">
      {!d ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('fields.requestedAt')}>{formatDateTime(d.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.market')}>{d.marketName}</Descriptions.Item>
            <Descriptions.Item label={t('fields.url')} span={2}>
              <Typography.Text code>POST {d.url}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.statusCode')}>
              <StatusCodeTag code={d.statusCode} noAnswer={t('noAnswer')} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.durationMs')}>{d.durationMs.toLocaleString()}</Descriptions.Item>
            <Descriptions.Item label={t('fields.receiptNo')}>{d.receiptNo ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('fields.attempt')}>{d.attempt}</Descriptions.Item>
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
            testIdPrefix="sync-request"
          />
        </>
      )}
    </Drawer>
  );
}
