import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tag, Typography, message } from 'antd';
import { functionCodes as fc, syncMarkets, syncStatuses, type SyncRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../../components/list-page/types';
import { messageLang } from '../../../message-lang';
import { NS, everyMarket, fetchSyncs, inScope, requestsOfOffset, resendSync, syncStatusColor, type SyncScope } from './offset-sync-api';

/**
 * /ccer/offset/syncRecordApplyList (201045, the registry's 088 and 089): one row per retired compliance offset
 * reported to its market's system, with its status, attempts, the market's receipt and the last error; a failed one
 * is sent again (088, after a confirmation), and its requests open in 同步记录.
 */
export default function SyncApplyListPage({ scope = everyMarket }: { scope?: SyncScope }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const lang = messageLang();
  const list = useRef<ListPageHandle>(null);
  const [messageApi, holder] = message.useMessage();

  const props = useMemo<ListPageProps<SyncRow>>(() => {
    const resend = async (r: SyncRow) => {
      const row = await resendSync(r.id);
      void messageApi.success(t(row.status === 'sent' ? 'resent.sent' : row.status === 'failed' ? 'resent.failed' : 'resent.pending', { offsetNo: r.offsetNo }));
      await list.current?.refresh();
    };
    return {
      queryKey: `ccerOffsetSync-apply-${scope.key}`,
      load: inScope(scope, fetchSyncs),
      rowKey: 'id',
      searchFields: [
        { name: 'offsetNo', label: `${NS}:fields.offsetNo`, kind: 'input' },
        ...(scope.market ? [] : [{ name: 'market', label: `${NS}:fields.market`, kind: 'select' as const, options: Object.entries(syncMarkets).map(([value, v]) => ({ value, label: v[lang] })) }]),
        { name: 'status', label: `${NS}:fields.status`, kind: 'select', options: Object.entries(syncStatuses).map(([value, v]) => ({ value, label: v[lang] })) },
      ],
      columns: [
        // the kind below the number: the market already says where it went, and the list keeps to 1440 px
        {
          title: `${NS}:fields.offsetNo`,
          dataIndex: 'offsetNo',
          width: 170,
          mobile: true,
          render: (v: string, r: SyncRow) => (
            <>
              <div style={{ whiteSpace: 'nowrap' }}>{v}</div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {r.kindName}
              </Typography.Text>
            </>
          ),
        },
        { title: `${NS}:fields.market`, dataIndex: 'marketName', width: 110 },
        { title: `${NS}:fields.holder`, dataIndex: 'holderName', width: 150 },
        // where it stands in one cell: the status, the attempts so far, the last error (in full on hover and in 同步记录)
        {
          title: `${NS}:fields.status`,
          dataIndex: 'status',
          width: 220,
          mobile: true,
          render: (v: string, r: SyncRow) => (
            <>
              <Tag color={syncStatusColor[v]}>{r.statusName}</Tag>
              <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                {t('attemptsCount', { count: r.attempts })}
              </Typography.Text>
              {r.lastError && (
                <Typography.Text type="danger" ellipsis={{ tooltip: r.lastError }} style={{ display: 'block', maxWidth: 220, fontSize: 12 }} data-testid={`sync-error-${r.id}`}>
                  {r.lastError}
                </Typography.Text>
              )}
            </>
          ),
        },
        { title: `${NS}:fields.receiptNo`, dataIndex: 'receiptNo', width: 190 },
        { title: `${NS}:fields.lastAttemptAt`, dataIndex: 'lastAttemptAt', width: 160, render: formatDateTime },
      ],
      rowOperations: [
        { key: 'requests', label: `${NS}:actions.requests`, onClick: (r) => navigate(requestsOfOffset(scope, r.offsetNo)) },
        { key: 'resend', label: `${NS}:actions.resend`, func: [fc.offsetAudit, fc.abutmentManage], visible: (r) => r.status === 'failed', confirm: `${NS}:confirm.resend`, onClick: resend },
      ],
    };
  }, [lang, navigate, t, messageApi, scope]);

  return (
    <>
      {holder}
      <ListPage<SyncRow> ref={list} {...props} />
    </>
  );
}
