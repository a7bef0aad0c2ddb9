import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tabs, Tag } from 'antd';
import { clearingLifecycle, clearingStatuses, functionCodes as fc, type ClearingBatchRow } from '@ccer/contracts';
import ListPage from '../../components/list-page/ListPage';
import { formatDateTime } from '../../components/list-page/format';
import { messageLang } from '../../message-lang';
import { NS, batchPath, batchStatusColor, fetchBatches, tonnes, yuanText } from './liquidation-api';

type Tab = 'all' | (typeof clearingLifecycle.tabs)[number]['key'];

/** One tab's list: the batches of its statuses, newest trading day first. */
function BatchList({ tab }: { tab: Tab }) {
  const navigate = useNavigate();
  const lang = messageLang();
  return (
    <ListPage<ClearingBatchRow>
      queryKey={`liquidation-batches-${tab}`}
      load={(params) => fetchBatches(tab === 'all' ? params : { ...params, tab })}
      rowKey="id"
      searchFields={[
        { name: 'batchNo', label: `${NS}:fields.batchNo`, kind: 'input' },
        { name: 'tradeDate', label: `${NS}:fields.tradeDate`, kind: 'startEndDate', rangeNames: ['tradeDateFrom', 'tradeDateTo'] },
        ...(tab === 'all' ? [{ name: 'status', label: `${NS}:fields.status`, kind: 'select' as const, options: Object.entries(clearingStatuses).map(([value, s]) => ({ value, label: s[lang] })) }] : []),
      ]}
      columns={[
        // a phone keeps the batch and its status beside the operations (the trading day is in the batch's page)
        { title: `${NS}:fields.tradeDate`, dataIndex: 'tradeDate', width: 110 },
        { title: `${NS}:fields.batchNo`, dataIndex: 'batchNo', width: 190, mobile: true },
        { title: `${NS}:fields.receiptNo`, dataIndex: 'receiptNo', width: 170 },
        { title: `${NS}:fields.status`, dataIndex: 'status', width: 110, mobile: true, render: (v: string, r) => <Tag color={batchStatusColor[v]}>{r.statusName}</Tag> },
        { title: `${NS}:fields.tradeCount`, dataIndex: 'tradeCount', width: 90, render: tonnes },
        { title: `${NS}:fields.totalQuantity`, dataIndex: 'totalQuantity', width: 120, render: tonnes },
        { title: `${NS}:fields.totalAmount`, dataIndex: 'totalAmount', width: 150, render: yuanText },
        { title: `${NS}:fields.receivedAt`, dataIndex: 'receivedAt', width: 170, render: formatDateTime },
        { title: `${NS}:fields.settledAt`, dataIndex: 'settledAt', width: 170, render: (v: string | null) => (v ? formatDateTime(v) : '') },
        { title: `${NS}:fields.reportStatus`, dataIndex: 'reportStatusName', width: 100 },
      ]}
      rowOperations={[
        { key: 'detail', label: `${NS}:actions.detail`, visible: (r) => !r.taskId, onClick: (r) => navigate(batchPath(r.id)) },
        { key: 'confirm', label: `${NS}:actions.confirm`, func: fc.clearingManage, visible: (r) => !!r.taskId, onClick: (r) => navigate(batchPath(r.id)) },
      ]}
    />
  );
}

/**
 * /liquidation/step (3001, 106) 清算步骤: the exchange's batches by status tab (全部, 进行中, 已交收, 未交收); 复核 opens a
 * batch awaiting the caller's confirmation, 详情 any other.
 */
export default function BatchListPage() {
  const { t } = useTranslation(NS);
  const lang = messageLang();
  const [params, setParams] = useSearchParams();
  const tabs: Tab[] = ['all', ...clearingLifecycle.tabs.map((x) => x.key)];
  const tab = (tabs.find((k) => k === params.get('tab')) ?? 'all') as Tab;
  return (
    <Tabs
      activeKey={tab}
      onChange={(k) => setParams(k === 'all' ? {} : { tab: k }, { replace: true })}
      destroyOnHidden
      data-testid="clearing-batch-tabs"
      items={tabs.map((key) => ({
        key,
        label: key === 'all' ? t('tabs.all') : clearingLifecycle.tabs.find((x) => x.key === key)![lang],
        children: <BatchList tab={key} />,
      }))}
    />
  );
}
