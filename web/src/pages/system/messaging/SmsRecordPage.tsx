import { useRef } from 'react';
import { Tag, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { functionCodes, smsBusinesses, type SmsSendRecordRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../../components/list-page/types';
import { fetchSmsRecords } from '../../../api/messaging';
import { useResend } from './useResend';

/**
 * 短信发送记录 (/system/msg/record, menu 403505): filters phone, business, status and sending time (function 110);
 * 重发 sends the recorded text again through the current provider (function 065), as a new linked record.
 */
export default function SmsRecordPage() {
  const { t } = useTranslation('messaging');
  const [messageApi, holder] = message.useMessage();
  const list = useRef<ListPageHandle>(null);
  const resendRow = useResend('sms', messageApi, () => list.current?.refresh());

  const declaration: ListPageProps<SmsSendRecordRow> = {
    queryKey: 'smsRecords',
    load: fetchSmsRecords,
    rowKey: 'id',
    searchFields: [
      { name: 'mobile', label: 'messaging:record.fields.mobile', kind: 'input' },
      { name: 'business', label: 'messaging:record.fields.business', kind: 'select', options: smsBusinesses.map((p) => ({ value: p, label: t(`business.sms.${p}`) })) },
      { name: 'status', label: 'messaging:record.fields.status', kind: 'select', options: ['1', '0'].map((v) => ({ value: v, label: t(`record.status.${v}`) })) },
      { name: 'sentAt', label: 'messaging:record.fields.sentAt', kind: 'datetimerange', rangeNames: ['sentFrom', 'sentTo'] },
    ],
    columns: [
      { title: 'messaging:record.fields.mobile', dataIndex: 'mobile' },
      { title: 'messaging:record.fields.business', dataIndex: 'businessName' },
      { title: 'messaging:record.fields.verificationCode', dataIndex: 'verificationCode', render: (v: string | null) => v || '-' },
      { title: 'messaging:record.fields.content', dataIndex: 'content', ellipsis: true },
      { title: 'messaging:record.fields.status', dataIndex: 'status', render: (v: string) => <Tag color={v === '1' ? 'green' : 'red'}>{t(`record.status.${v}`)}</Tag> },
      { title: 'messaging:record.fields.times', dataIndex: 'times' },
      { title: 'messaging:record.fields.provider', dataIndex: 'provider', render: (v: string) => t(`provider.${v}`, { defaultValue: v }) },
      { title: 'messaging:record.fields.sentAt', dataIndex: 'sentAt', render: formatDateTime },
    ],
    rowOperations: [{ key: 'resend', label: 'messaging:record.actions.resend', func: functionCodes.smsManage, confirm: 'messaging:record.confirmResend', onClick: (r) => resendRow(r.id) }],
  };

  return (
    <>
      {holder}
      <ListPage<SmsSendRecordRow> ref={list} {...declaration} />
    </>
  );
}
