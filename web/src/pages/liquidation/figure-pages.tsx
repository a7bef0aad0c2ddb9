import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, Tag } from 'antd';
import { functionCodes as fc, type ClearingCustomerBalanceRow, type ClearingExchangeBalanceRow, type ClearingPortionRow, type ClearingReportRow } from '@ccer/contracts';
import ListPage from '../../components/list-page/ListPage';
import { NS, fetchCustomerBalances, fetchExchangeBalances, fetchPortions, fetchReport, tonnes, yuanText } from './liquidation-api';
import { portionColumns } from './portion-columns';

/** A difference between the registry's ledger and the exchange's statement: marked when it is not nought. */
const difference = (v: number) => (v === 0 ? '0' : <Tag color="red">{v > 0 ? `+${tonnes(v)}` : tonnes(v)}</Tag>);

/** /liquidation/report (3005, 106) 清算报表: per trading day, all batches and the settled ones. */
export function ReportPage() {
  return (
    <ListPage<ClearingReportRow>
      queryKey="liquidation-report"
      load={fetchReport}
      exportConfig={{ funcid: 'clearingReport', func: fc.clearingManage }}
      rowKey="tradeDate"
      searchFields={[{ name: 'tradeDate', label: `${NS}:fields.tradeDate`, kind: 'startEndDate', rangeNames: ['tradeDateFrom', 'tradeDateTo'] }]}
      columns={[
        { title: `${NS}:fields.tradeDate`, dataIndex: 'tradeDate', width: 110, mobile: true },
        { title: `${NS}:fields.batches`, dataIndex: 'batches', width: 80 },
        { title: `${NS}:fields.settledBatches`, dataIndex: 'settledBatches', width: 100 },
        { title: `${NS}:fields.tradeCount`, dataIndex: 'trades', width: 90, render: tonnes },
        { title: `${NS}:fields.settledTrades`, dataIndex: 'settledTrades', width: 100, render: tonnes },
        { title: `${NS}:fields.totalQuantity`, dataIndex: 'quantity', width: 120, render: tonnes },
        { title: `${NS}:fields.settledQuantity`, dataIndex: 'settledQuantity', width: 130, mobile: true, render: tonnes },
        { title: `${NS}:fields.totalAmount`, dataIndex: 'amount', width: 150, render: yuanText },
        { title: `${NS}:fields.settledAmount`, dataIndex: 'settledAmount', width: 150, render: yuanText },
        { title: `${NS}:fields.sellers`, dataIndex: 'sellers', width: 80 },
        { title: `${NS}:fields.buyers`, dataIndex: 'buyers', width: 80 },
      ]}
    />
  );
}

/** /liquidation/portion (3010, 106) 清算份额: each account's net portion per batch, project and vintage. */
export function PortionPage() {
  return (
    <ListPage<ClearingPortionRow>
      queryKey="liquidation-portions"
      load={fetchPortions}
      exportConfig={{ funcid: 'clearingPortions', func: fc.clearingManage }}
      rowKey="id"
      searchFields={[
        { name: 'batchNo', label: `${NS}:fields.batchNo`, kind: 'input' },
        { name: 'accountNo', label: `${NS}:fields.accountNo`, kind: 'input' },
        { name: 'custName', label: `${NS}:fields.custName`, kind: 'input' },
        { name: 'projectCode', label: `${NS}:fields.projectCode`, kind: 'input' },
        { name: 'tradeDate', label: `${NS}:fields.tradeDate`, kind: 'startEndDate', rangeNames: ['tradeDateFrom', 'tradeDateTo'] },
      ]}
      columns={portionColumns(true)}
    />
  );
}

/** 仅看差异: a switch of the page that the list's query carries (the search form has no such field). */
function useDifferencesOnly() {
  const { t } = useTranslation(NS);
  const [only, setOnly] = useState(false);
  const control = (
    <Checkbox checked={only} onChange={(e) => setOnly(e.target.checked)} data-testid="clearing-differences-only">
      {t('fields.differencesOnly')}
    </Checkbox>
  );
  return { only, control };
}

/** /liquidation/customerBalance (3015, 106) 客户余额: each account's units on the platform, the registry's beside the exchange's. */
export function CustomerBalancePage() {
  const { only, control } = useDifferencesOnly();
  return (
    <ListPage<ClearingCustomerBalanceRow>
      queryKey={`liquidation-customer-balances-${only}`}
      load={(params) => fetchCustomerBalances({ ...params, differencesOnly: only || undefined })}
      exportConfig={{ funcid: 'clearingCustomerBalances', func: fc.clearingManage, params: only ? { differencesOnly: true } : undefined }}
      rowKey="id"
      toolbarExtra={control}
      searchFields={[
        { name: 'accountNo', label: `${NS}:fields.accountNo`, kind: 'input' },
        { name: 'custName', label: `${NS}:fields.custName`, kind: 'input' },
        { name: 'projectCode', label: `${NS}:fields.projectCode`, kind: 'input' },
      ]}
      columns={[
        { title: `${NS}:fields.accountNo`, dataIndex: 'accountNo', width: 160, mobile: true, render: (v: string | null) => v ?? '-' },
        { title: `${NS}:fields.custName`, dataIndex: 'custName', ellipsis: true, width: 200 },
        { title: `${NS}:fields.projectCode`, dataIndex: 'projectCode', width: 140 },
        { title: `${NS}:fields.vintage`, dataIndex: 'vintage', width: 80 },
        { title: `${NS}:fields.registryQuantity`, dataIndex: 'registryQuantity', width: 150, render: tonnes },
        { title: `${NS}:fields.exchangeQuantity`, dataIndex: 'exchangeQuantity', width: 150, render: (v: number | null) => (v === null ? '' : tonnes(v)) },
        { title: `${NS}:fields.difference`, dataIndex: 'difference', width: 110, mobile: true, render: difference },
        { title: `${NS}:fields.reportedTradeDate`, dataIndex: 'reportedTradeDate', width: 120 },
        { title: `${NS}:fields.batchNo`, dataIndex: 'reportedBatchNo', width: 190 },
      ]}
    />
  );
}

/** /liquidation/exchangeBalance (3020, 106) 交易所余额: the units on the platform per project and vintage, both sides. */
export function ExchangeBalancePage() {
  const { only, control } = useDifferencesOnly();
  return (
    <ListPage<ClearingExchangeBalanceRow>
      queryKey={`liquidation-exchange-balances-${only}`}
      load={(params) => fetchExchangeBalances({ ...params, differencesOnly: only || undefined })}
      exportConfig={{ funcid: 'clearingExchangeBalances', func: fc.clearingManage, params: only ? { differencesOnly: true } : undefined }}
      rowKey="id"
      toolbarExtra={control}
      searchFields={[{ name: 'projectCode', label: `${NS}:fields.projectCode`, kind: 'input' }]}
      columns={[
        { title: `${NS}:fields.projectCode`, dataIndex: 'projectCode', width: 160, mobile: true },
        { title: `${NS}:fields.vintage`, dataIndex: 'vintage', width: 80 },
        { title: `${NS}:fields.accounts`, dataIndex: 'accounts', width: 90 },
        { title: `${NS}:fields.registryQuantity`, dataIndex: 'registryQuantity', width: 160, render: tonnes },
        { title: `${NS}:fields.exchangeQuantity`, dataIndex: 'exchangeQuantity', width: 160, render: tonnes },
        { title: `${NS}:fields.difference`, dataIndex: 'difference', width: 110, mobile: true, render: difference },
      ]}
    />
  );
}
