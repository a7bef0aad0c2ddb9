import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App as AntApp, Space, Tag, Typography } from 'antd';
import { functionCodes as fc, type ExchangeCallRow } from '@ccer/contracts';
import ListPage from '../../components/list-page/ListPage';
import { formatDateTime } from '../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../components/list-page/types';
import StatusCodeTag from '../../components/connector/StatusCodeTag';
import { messageLang } from '../../message-lang';
import { NS, fetchCalls, resendMessage } from './ccer-joint-api';
import { directionOptions, kindOptions, signatureColor } from './link-options';
import CallDrawer from './CallDrawer';

/**
 * /ccerJoint/invokingLog (2401; 104 or 106): every call between the registry and the exchange, newest first
 * (`?businessNo=` from a batch or a transfer shows its own); 查看 opens the call's headers, body and answer; a failed
 * message to the exchange is sent again (106) with the same key and body.
 */
export default function CallLogPage() {
  const { t } = useTranslation(NS);
  const { message } = AntApp.useApp();
  const list = useRef<ListPageHandle>(null);
  const [open, setOpen] = useState<ExchangeCallRow | null>(null);
  const lang = messageLang();

  const props = useMemo<ListPageProps<ExchangeCallRow>>(
    () => ({
      queryKey: 'ccerJoint-calls',
      load: fetchCalls,
      rowKey: 'id',
      searchFields: [
        { name: 'businessNo', label: `${NS}:fields.businessNo`, kind: 'input' },
        { name: 'direction', label: `${NS}:fields.direction`, kind: 'select', options: directionOptions(lang) },
        { name: 'kind', label: `${NS}:fields.kind`, kind: 'select', options: kindOptions(lang) },
        { name: 'outcome', label: `${NS}:fields.outcome`, kind: 'select', options: [{ value: 'ok', label: t('outcome.ok') }, { value: 'failed', label: t('outcome.failed') }] },
        { name: 'createdAt', label: `${NS}:fields.dateRange`, kind: 'startEndDate', rangeNames: ['dateFrom', 'dateTo'] },
      ],
      columns: [
        { title: `${NS}:fields.createdAt`, dataIndex: 'createdAt', width: 170, mobile: true, render: formatDateTime },
        { title: `${NS}:fields.direction`, dataIndex: 'directionName', width: 80 },
        { title: `${NS}:fields.kind`, dataIndex: 'kindName', width: 150, mobile: true },
        { title: `${NS}:fields.businessNo`, dataIndex: 'businessNo', width: 190 },
        { title: `${NS}:fields.statusCode`, dataIndex: 'statusCode', width: 100, mobile: true, render: (v: number | null) => <StatusCodeTag code={v} noAnswer={t('noAnswer')} /> },
        {
          title: `${NS}:fields.outcome`,
          dataIndex: 'outcome',
          width: 110,
          // a failed call's message may since have gone through, be waiting for its retry, or be given up (re-send)
          render: (v: string, r) => (
            <Space direction="vertical" size={2}>
              <Tag color={v === 'ok' ? 'green' : 'red'}>{t(`outcome.${v}`)}</Tag>
              {v === 'failed' && r.messageStatusName && (
                <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                  {t('messageNow', { status: r.messageStatusName })}
                </Typography.Text>
              )}
            </Space>
          ),
        },
        { title: `${NS}:fields.receiptNo`, dataIndex: 'receiptNo', width: 200 },
        { title: `${NS}:fields.error`, dataIndex: 'error', ellipsis: true, width: 220 },
        { title: `${NS}:fields.durationMs`, dataIndex: 'durationMs', width: 100, render: (v: number) => v.toLocaleString() },
        { title: `${NS}:fields.signature`, dataIndex: 'signatureResult', width: 110, render: (v: string, r) => <Tag color={signatureColor[v]}>{r.signatureResultName}</Tag> },
      ],
      rowOperations: [
        { key: 'view', label: `${NS}:actions.view`, onClick: (r) => setOpen(r) },
        {
          key: 'resend',
          label: `${NS}:actions.resend`,
          func: fc.clearingManage,
          confirm: `${NS}:confirm.resend`,
          visible: (r) => r.direction === 'out' && r.messageStatus === 'failed',
          onClick: async (r) => {
            const after = await resendMessage(r.messageId!);
            void (after.status === 'failed' ? message.error : message.success)(t('resent', { businessNo: r.businessNo ?? '', status: after.statusName }));
            await list.current?.refresh();
          },
        },
      ],
    }),
    [t, lang, message],
  );

  return (
    <>
      <ListPage<ExchangeCallRow> {...props} ref={list} />
      {open && <CallDrawer row={open} onClose={() => setOpen(null)} />}
    </>
  );
}
