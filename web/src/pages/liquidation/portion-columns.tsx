import { Tag } from 'antd';
import type { ClearingPortionRow } from '@ccer/contracts';
import type { ListColumn } from '../../components/list-page/types';
import { NS, batchStatusColor, tonnes, yuanText } from './liquidation-api';

/** A net portion: what the account takes (+) or gives (−) at settlement. */
export function NetQuantity({ value }: { value: number }) {
  return <span style={{ color: value < 0 ? '#b42318' : undefined, fontVariantNumeric: 'tabular-nums' }}>{value > 0 ? `+${tonnes(value)}` : tonnes(value)}</span>;
}

/** The portions' columns: with their batch (清算份额) or within one batch's page. */
export function portionColumns(withBatch: boolean): ListColumn<ClearingPortionRow>[] {
  const batch: ListColumn<ClearingPortionRow>[] = [
    { title: `${NS}:fields.tradeDate`, dataIndex: 'tradeDate', width: 110 },
    { title: `${NS}:fields.batchNo`, dataIndex: 'batchNo', width: 190 },
  ];
  const money: ListColumn<ClearingPortionRow>[] = [
    { title: `${NS}:fields.paid`, dataIndex: 'paid', width: 140, render: yuanText },
    { title: `${NS}:fields.received`, dataIndex: 'received', width: 140, render: yuanText },
    { title: `${NS}:fields.status`, dataIndex: 'batchStatus', width: 110, render: (v: string, r) => <Tag color={batchStatusColor[v]}>{r.batchStatusName}</Tag> },
  ];
  return [
    ...(withBatch ? batch : []),
    { title: `${NS}:fields.accountNo`, dataIndex: 'accountNo', width: 160, mobile: true },
    { title: `${NS}:fields.custName`, dataIndex: 'custName', ellipsis: true, width: 200 },
    { title: `${NS}:fields.projectCode`, dataIndex: 'projectCode', width: 140 },
    { title: `${NS}:fields.vintage`, dataIndex: 'vintage', width: 80 },
    { title: `${NS}:fields.bought`, dataIndex: 'bought', width: 100, render: tonnes },
    { title: `${NS}:fields.sold`, dataIndex: 'sold', width: 100, render: tonnes },
    { title: `${NS}:fields.net`, dataIndex: 'net', width: 110, mobile: true, render: (v: number) => <NetQuantity value={v} /> },
    ...(withBatch ? money : []),
  ];
}
