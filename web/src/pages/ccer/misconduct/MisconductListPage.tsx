import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { functionCodes as fc, misconductCategories, misconductStatuses, type MisconductRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle } from '../../../components/list-page/types';
import { messageLang } from '../../../message-lang';
import { fetchRecords } from './misconduct-api';
import { NS, detailPath, statusColor } from './misconduct-shared';
import MisconductAddModal from './MisconductAddModal';

/** The measures of a record in one cell: the restriction and the forced cancellation's quantity. */
function Measures({ r }: { r: MisconductRow }) {
  const { t } = useTranslation(NS);
  if (!r.restrict && !r.cancellation) return <Typography.Text type="secondary">{t('measures.none')}</Typography.Text>;
  return (
    <Space size={4} wrap>
      {r.restrict && <Tag color={r.restricting ? 'red' : 'default'}>{t('measures.restrict')}</Tag>}
      {r.cancellation && <Tag color="purple">{t('measures.cancel', { quantity: r.cancellation.quantity.toLocaleString() })}</Tag>}
    </Space>
  );
}

/**
 * /ccer/unpleasant (201520): the bad-behaviour records (account, record number, category, status searched), 新增 for the
 * recorders (113); a row opens its detail, where the auditors (114) decide and the recorders request a lift.
 */
export default function MisconductListPage() {
  const navigate = useNavigate();
  const list = useRef<ListPageHandle>(null);
  const [adding, setAdding] = useState(false);
  const lang = messageLang();
  return (
    <>
      <ListPage<MisconductRow>
        ref={list}
        queryKey="ccerMisconduct"
        load={fetchRecords}
        rowKey="id"
        searchFields={[
          { name: 'custName', label: `${NS}:fields.account`, kind: 'input' },
          { name: 'recordNo', label: `${NS}:fields.recordNo`, kind: 'input' },
          { name: 'category', label: `${NS}:fields.category`, kind: 'select', options: Object.entries(misconductCategories).map(([k, v]) => ({ value: k, label: v[lang] })) },
          { name: 'status', label: `${NS}:fields.status`, kind: 'select', options: Object.entries(misconductStatuses).map(([k, v]) => ({ value: k, label: v[lang] })) },
        ]}
        columns={[
          { title: `${NS}:fields.recordNo`, dataIndex: 'recordNo', width: 170, mobile: true },
          { title: `${NS}:fields.account`, dataIndex: 'custName', ellipsis: true, width: 180, mobile: true },
          { title: `${NS}:fields.category`, dataIndex: 'categoryName', ellipsis: true, width: 240 },
          { title: `${NS}:fields.measures`, dataIndex: 'restrict', width: 220, render: (_: unknown, r) => <Measures r={r} /> },
          { title: `${NS}:fields.status`, dataIndex: 'status', width: 110, mobile: true, render: (v: string, r) => <Tag color={statusColor[v]}>{r.statusName}</Tag> },
          { title: `${NS}:fields.recorder`, dataIndex: 'recorderName', width: 120 },
          { title: `${NS}:fields.createdAt`, dataIndex: 'createdAt', width: 170, render: formatDateTime },
        ]}
        toolbar={[{ key: 'add', label: `${NS}:actions.add`, func: fc.misconductRecord, type: 'primary', onClick: () => setAdding(true) }]}
        rowOperations={[
          { key: 'detail', label: `${NS}:actions.detail`, visible: (r) => !r.taskId, onClick: (r) => navigate(detailPath(r.id)) },
          { key: 'audit', label: `${NS}:actions.audit`, func: fc.misconductAudit, visible: (r) => !!r.taskId, onClick: (r) => navigate(detailPath(r.id)) },
        ]}
      />
      {adding && <MisconductAddModal onDone={(r) => navigate(detailPath(r.id))} onClosed={() => setAdding(false)} />}
    </>
  );
}
