import { useMemo } from 'react';
import { Tag, Tooltip, Typography } from 'antd';
import type { ExchangeSignRow } from '@ccer/contracts';
import ListPage from '../../components/list-page/ListPage';
import { formatDateTime } from '../../components/list-page/format';
import type { ListPageProps } from '../../components/list-page/types';
import { messageLang } from '../../message-lang';
import { NS, fetchSignatures } from './ccer-joint-api';
import { directionOptions, signatureColor, signatureOptions } from './link-options';

// a digest or a signature: its head on the line, the whole in the tooltip and the copy
const code = (v: string | null) =>
  v ? (
    <Tooltip title={v}>
      <Typography.Text code copyable={{ text: v }} style={{ whiteSpace: 'nowrap' }}>
        {`${v.replace(/^hmac-sha256=/, '').slice(0, 12)}…`}
      </Typography.Text>
    </Tooltip>
  ) : (
    ''
  );

/** The signed X-CCER-Timestamp (Unix seconds) in registry time, the raw value on hover; anything else as it came. */
const signedTime = (v: string | null) =>
  v && /^\d{1,12}$/.test(v) ? <span title={v}>{formatDateTime(Number(v) * 1000)}</span> : (v ?? '-');

/**
 * /ccerJoint/signLog (2405; 104 or 106): every signature the registry made on a message to the exchange or checked on
 * the exchange's call, newest first: the signed timestamp, the SHA-256 of what it covers, the signature, the outcome.
 */
export default function SignLogPage() {
  const lang = messageLang();
  const props = useMemo<ListPageProps<ExchangeSignRow>>(
    () => ({
      queryKey: 'ccerJoint-signatures',
      load: fetchSignatures,
      rowKey: 'id',
      searchFields: [
        { name: 'businessNo', label: `${NS}:fields.businessNo`, kind: 'input' },
        { name: 'direction', label: `${NS}:fields.direction`, kind: 'select', options: directionOptions(lang) },
        { name: 'result', label: `${NS}:fields.signature`, kind: 'select', options: signatureOptions(lang) },
        { name: 'createdAt', label: `${NS}:fields.dateRange`, kind: 'startEndDate', rangeNames: ['dateFrom', 'dateTo'] },
      ],
      columns: [
        { title: `${NS}:fields.createdAt`, dataIndex: 'createdAt', width: 170, mobile: true, render: formatDateTime },
        { title: `${NS}:fields.direction`, dataIndex: 'directionName', width: 80 },
        { title: `${NS}:fields.kind`, dataIndex: 'kindName', width: 150 },
        { title: `${NS}:fields.businessNo`, dataIndex: 'businessNo', width: 190, mobile: true },
        { title: `${NS}:fields.signedAt`, dataIndex: 'signedAt', width: 170, render: signedTime },
        { title: `${NS}:fields.digest`, dataIndex: 'digest', width: 220, render: code },
        { title: `${NS}:fields.signatureValue`, dataIndex: 'signature', width: 220, render: code },
        { title: `${NS}:fields.signature`, dataIndex: 'result', width: 110, mobile: true, render: (v: string, r) => <Tag color={signatureColor[v]}>{r.resultName}</Tag> },
        { title: `${NS}:fields.reason`, dataIndex: 'reason', ellipsis: true, width: 200 },
      ],
    }),
    [lang],
  );
  return <ListPage<ExchangeSignRow> {...props} />;
}
