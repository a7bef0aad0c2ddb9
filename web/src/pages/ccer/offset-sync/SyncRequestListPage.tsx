import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SyncRequestRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageProps } from '../../../components/list-page/types';
import { NS, everyMarket, fetchSyncRequests, inScope, type SyncScope } from './offset-sync-api';
import SyncRequestDrawer from './SyncRequestDrawer';
import StatusCodeTag from '../../../components/connector/StatusCodeTag';

/**
 * /ccer/offset/syncRecordList (201050, the registry's 088 and 089): every request sent to a market's system and its
 * answer, newest first (`?offsetNo=` from 同步申请记录 shows one offset's); 查看 opens the request's headers, body and
 * answer.
 */
export default function SyncRequestListPage({ scope = everyMarket }: { scope?: SyncScope }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState<SyncRequestRow | null>(null);

  const props = useMemo<ListPageProps<SyncRequestRow>>(
    () => ({
      queryKey: `ccerOffsetSync-requests-${scope.key}`,
      load: inScope(scope, fetchSyncRequests),
      rowKey: 'id',
      searchFields: [
        { name: 'offsetNo', label: `${NS}:fields.offsetNo`, kind: 'input' },
        {
          name: 'statusCode',
          label: `${NS}:fields.statusCode`,
          kind: 'select',
          options: [200, 400, 401, 500, 502, 503, 504].map((c) => ({ value: c, label: String(c) })).concat({ value: 0, label: t('noAnswer') }),
        },
      ],
      columns: [
        { title: `${NS}:fields.requestedAt`, dataIndex: 'createdAt', width: 170, mobile: true, render: formatDateTime },
        { title: `${NS}:fields.offsetNo`, dataIndex: 'offsetNo', width: 170, mobile: true },
        { title: `${NS}:fields.market`, dataIndex: 'marketName', width: 150 },
        { title: `${NS}:fields.attempt`, dataIndex: 'attempt', width: 80 },
        { title: `${NS}:fields.statusCode`, dataIndex: 'statusCode', width: 100, mobile: true, render: (v: number | null) => <StatusCodeTag code={v} noAnswer={t('noAnswer')} /> },
        { title: `${NS}:fields.receiptNo`, dataIndex: 'receiptNo', width: 190 },
        { title: `${NS}:fields.error`, dataIndex: 'error', ellipsis: true, width: 220 },
        { title: `${NS}:fields.durationMs`, dataIndex: 'durationMs', width: 100, render: (v: number) => v.toLocaleString() },
      ],
      rowOperations: [{ key: 'view', label: `${NS}:actions.view`, onClick: (r) => setOpen(r) }],
    }),
    [t, scope],
  );

  return (
    <>
      <ListPage<SyncRequestRow> {...props} />
      {open && <SyncRequestDrawer row={open} onClose={() => setOpen(null)} />}
    </>
  );
}
