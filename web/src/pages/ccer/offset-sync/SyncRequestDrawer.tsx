import { Descriptions } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SyncRequestRow } from '@ccer/contracts';
import CallDetailDrawer from '../../../components/connector/CallDetailDrawer';
import { NS, fetchSyncRequest } from './offset-sync-api';

/** One request to a market's system: which market, which attempt, where and when, what it carried and the answer. */
export default function SyncRequestDrawer({ row, onClose }: { row: SyncRequestRow; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const d = useQuery({ queryKey: ['ccerOffsetSyncRequest', row.id], queryFn: () => fetchSyncRequest(row.id) }).data;
  return (
    <CallDetailDrawer
      ns={NS}
      title={t('drawer.title', { offsetNo: row.offsetNo, attempt: row.attempt })}
      timeLabel={t('fields.requestedAt')}
      call={d}
      method="POST"
      lead={d && <Descriptions.Item label={t('fields.market')}>{d.marketName}</Descriptions.Item>}
      extra={d && <Descriptions.Item label={t('fields.attempt')}>{d.attempt}</Descriptions.Item>}
      testIdPrefix="sync-request"
      onClose={onClose}
    />
  );
}
