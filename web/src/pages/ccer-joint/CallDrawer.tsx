import { Descriptions, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ExchangeCallRow } from '@ccer/contracts';
import CallDetailDrawer from '../../components/connector/CallDetailDrawer';
import { NS, fetchCall } from './ccer-joint-api';
import { signatureColor } from './link-options';

/** One call with the exchange: which way, where and when, its signature's fate, the message's status, what it carried. */
export default function CallDrawer({ row, onClose }: { row: ExchangeCallRow; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const d = useQuery({ queryKey: ['ccerJoint-call', row.id], queryFn: () => fetchCall(row.id) }).data;
  return (
    <CallDetailDrawer
      ns={NS}
      title={t('drawer.title', { kind: row.kindName, businessNo: row.businessNo ?? '-' })}
      timeLabel={t('fields.createdAt')}
      call={d}
      method={d?.method ?? ''}
      lead={d && <Descriptions.Item label={t('fields.direction')}>{d.directionName}</Descriptions.Item>}
      extra={
        d && (
          <>
            <Descriptions.Item label={t('fields.signature')}>
              <Tag color={signatureColor[d.signatureResult]}>{d.signatureResultName}</Tag>
            </Descriptions.Item>
            {d.messageStatusName && (
              <Descriptions.Item label={t('fields.messageStatus')} span={2}>
                {d.messageStatusName}
              </Descriptions.Item>
            )}
          </>
        )
      }
      testIdPrefix="exchange-call"
      onClose={onClose}
    />
  );
}
