import type { ReactNode } from 'react';
import { Descriptions, Drawer, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../list-page/format';
import StatusCodeTag from './StatusCodeTag';
import CallMessages from './CallMessages';

/** What every logged call to or from an outside system keeps (the exchange's call log, the markets' sync requests). */
export interface LoggedCall {
  createdAt: string;
  url: string;
  statusCode: number | null;
  durationMs: number;
  receiptNo: string | null;
  error: string | null;
  requestHeaders: Record<string, string>;
  requestBody: string;
  responseBody: string | null;
}

/**
 * One logged call in a drawer (ARCHITECTURE §6a): when, the address, the answer's status, duration and receipt, the
 * error, then its headers (the signature, never the secret), body and answer. A log's own facts go in `lead` (after
 * the time) and `extra` (before the error), as Descriptions items. Labels are the log's namespace's: fields.url,
 * fields.statusCode, fields.durationMs, fields.receiptNo, fields.error, drawer.headers, drawer.body, drawer.answer,
 * noAnswer.
 */
export default function CallDetailDrawer(p: {
  ns: string;
  title: string;
  /** The label of the call's time (sent, received, requested). */
  timeLabel: string;
  /** The call once loaded. */
  call: LoggedCall | undefined;
  method: string;
  lead?: ReactNode;
  extra?: ReactNode;
  testIdPrefix: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(p.ns);
  const d = p.call;
  return (
    <Drawer open size="large" title={p.title} onClose={p.onClose} data-testid={`${p.testIdPrefix}-drawer`}>
      {!d ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={p.timeLabel}>{formatDateTime(d.createdAt)}</Descriptions.Item>
            {p.lead}
            <Descriptions.Item label={t('fields.url')} span={2}>
              <Typography.Text code>
                {p.method} {d.url}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.statusCode')}>
              <StatusCodeTag code={d.statusCode} noAnswer={t('noAnswer')} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.durationMs')}>{d.durationMs.toLocaleString()}</Descriptions.Item>
            <Descriptions.Item label={t('fields.receiptNo')}>{d.receiptNo ?? '-'}</Descriptions.Item>
            {p.extra}
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
            testIdPrefix={p.testIdPrefix}
          />
        </>
      )}
    </Drawer>
  );
}
