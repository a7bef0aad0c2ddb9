import { useRef } from 'react';
import { Tag, Tooltip, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { emailBusinesses, functionCodes, type EmailSendRecordRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../../components/list-page/types';
import { fetchEmailRecords } from '../../../api/messaging';
import { useResend } from './useResend';

/**
 * 邮件发送记录 (/system/email/record, menu 404005, function 066): filters address, business, status and sending
 * time; a failure shows the provider's error; 重发 sends the recorded mail again through the current provider.
 */
export default function EmailRecordPage() {
  const { t } = useTranslation('messaging');
  const [messageApi, holder] = message.useMessage();
  const list = useRef<ListPageHandle>(null);
  const resendRow = useResend('email', messageApi, () => list.current?.refresh());

  const declaration: ListPageProps<EmailSendRecordRow> = {
    queryKey: 'emailRecords',
    load: fetchEmailRecords,
    rowKey: 'id',
    searchFields: [
      { name: 'email', label: 'messaging:record.fields.email', kind: 'input' },
      { name: 'business', label: 'messaging:record.fields.business', kind: 'select', options: emailBusinesses.map((b) => ({ value: b, label: t(`business.email.${b}`) })) },
      { name: 'status', label: 'messaging:record.fields.status', kind: 'select', options: ['1', '0'].map((v) => ({ value: v, label: t(`record.status.${v}`) })) },
      { name: 'sentAt', label: 'messaging:record.fields.sentAt', kind: 'datetimerange', rangeNames: ['sentFrom', 'sentTo'] },
    ],
    columns: [
      { title: 'messaging:record.fields.email', dataIndex: 'email' },
      { title: 'messaging:record.fields.business', dataIndex: 'businessName' },
      { title: 'messaging:record.fields.subject', dataIndex: 'subject', ellipsis: true },
      { title: 'messaging:record.fields.content', dataIndex: 'content', ellipsis: true },
      {
        title: 'messaging:record.fields.status',
        dataIndex: 'status',
        render: (v: string, r) => (
          <Tooltip title={r.error}>
            <Tag color={v === '1' ? 'green' : 'red'}>{t(`record.status.${v}`)}</Tag>
          </Tooltip>
        ),
      },
      { title: 'messaging:record.fields.times', dataIndex: 'times' },
      { title: 'messaging:record.fields.provider', dataIndex: 'provider', render: (v: string) => t(`provider.${v}`, { defaultValue: v }) },
      { title: 'messaging:record.fields.sentAt', dataIndex: 'sentAt', render: formatDateTime },
    ],
    rowOperations: [{ key: 'resend', label: 'messaging:record.actions.resend', func: functionCodes.emailManage, confirm: 'messaging:record.confirmResend', onClick: (r) => resendRow(r.id) }],
  };

  return (
    <>
      {holder}
      <ListPage<EmailSendRecordRow> ref={list} {...declaration} />
    </>
  );
}
