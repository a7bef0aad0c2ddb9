import type { PublicIssuedRow } from '@ccer/contracts';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListColumn } from '../../../components/list-page/types';

/** 已签发减排量 on the public list: project, vintage, quantity issued, issuance date (China time). */
export const publicIssuedColumns: ListColumn<PublicIssuedRow>[] = [
  { title: 'ccerIssuance:fields.projectName', dataIndex: 'projectName', ellipsis: true, width: 220, mobile: true },
  { title: 'ccerIssuance:fields.projectCode', dataIndex: 'projectCode', width: 120 },
  { title: 'ccerIssuance:fields.owner', dataIndex: 'owner', ellipsis: true, width: 200 },
  { title: 'ccerIssuance:fields.registrationNo', dataIndex: 'registrationNo', width: 160 },
  { title: 'ccerIssuance:fields.vintage', dataIndex: 'vintage', width: 90, mobile: true },
  { title: 'ccerIssuance:fields.quantity', dataIndex: 'quantity', width: 130, render: (v: number) => v.toLocaleString() },
  { title: 'ccerIssuance:fields.issuedAt', dataIndex: 'issuedAt', width: 170, render: formatDateTime },
];
