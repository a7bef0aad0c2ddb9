import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApprovalHistoryRow } from '@ccer/contracts';
import { downloadAttachment } from './api';
import { personText } from '../../../../people/person-text';

/**
 * The result cell of an approval-history row that came from the task action log: the action's
 * name (加签 with its mode), who it went to, the decision of a signature, and its attachments.
 */
export default function HistoryActionCell({ row, people }: { row: ApprovalHistoryRow; people: Record<string, string> }) {
  const { t } = useTranslation('taskActions');
  const { t: tp } = useTranslation('process');
  if (!row.action) return null;
  const name = row.action === 'addSign' && row.mode ? t(`modes.${row.mode}`) : t(`history.${row.action}`);
  return (
    <Space size={4} wrap data-testid="history-action">
      <Tag color={row.action === 'reject' || row.action === 'return' ? 'warning' : 'blue'}>{name}</Tag>
      {row.result && <Tag color={row.result === 'approved' ? 'success' : 'error'}>{tp(`instance.result.${row.result}`)}</Tag>}
      {row.targetUsers && row.targetUsers.length > 0 && <Typography.Text type="secondary">{t('history.to', { users: row.targetUsers.map((u) => personText(u, people[u])).join('、') })}</Typography.Text>}
      {(row.attachmentIds ?? []).map((id, i) => (
        <Typography.Link key={id} onClick={() => void downloadAttachment(row.taskId, id)}>
          {`${t('fields.attachments')}${i + 1}`}
        </Typography.Link>
      ))}
    </Space>
  );
}
