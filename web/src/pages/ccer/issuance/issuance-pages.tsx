import { useRef, useState } from 'react';
import { Button, Card, Descriptions, Result, Skeleton, Space, Table, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { functionCodes as fc, issuanceStatuses, type IssueReadyRow, type IssueRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListColumn, ListPageHandle, SearchField } from '../../../components/list-page/types';
import { usePermission } from '../../../access';
import { messageLang } from '../../../message-lang';
import { confirmIssue, fetchIssue, fetchIssueReady, fetchIssues } from '../../../api/ccer-issuance';
import CancelAuditModal, { type CancelAuditArea } from '../../lifecycle/registered/CancelAuditModal';
import IssueApplyModal from './IssueApplyModal';

const NS = 'ccerIssuance';
const confirmArea: CancelAuditArea = { ns: NS, audit: confirmIssue, testIdPrefix: 'issue' };
export const issueStatusColor: Record<string, string> = {
  [issuanceStatuses.pending.code]: 'processing',
  [issuanceStatuses.approved.code]: 'green',
  [issuanceStatuses.rejected.code]: 'default',
};
const detailPath = (id: string) => `/ccer/issued/confirmDetail?id=${encodeURIComponent(id)}`;
const vintagesText = (r: IssueRow) => r.lines.map((l) => `${l.vintage}: ${l.quantity.toLocaleString()}`).join('；');

/** /ccer/issued/apply (083): the registered reductions with a quantity left to issue; 签发 opens the vintages' form. */
export function IssueApplyPage() {
  const list = useRef<ListPageHandle>(null);
  const [issuing, setIssuing] = useState<IssueReadyRow>();
  return (
    <>
      <ListPage<IssueReadyRow>
        ref={list}
        queryKey="ccerIssueReady"
        load={fetchIssueReady}
        rowKey="id"
        searchFields={[
          { name: 'projectName', label: `${NS}:fields.projectName`, kind: 'input' },
          { name: 'projectCode', label: `${NS}:fields.projectCode`, kind: 'input' },
          { name: 'registrationNo', label: `${NS}:fields.registrationNo`, kind: 'input' },
        ]}
        columns={[
          { title: `${NS}:fields.registrationNo`, dataIndex: 'registrationNo', width: 170, mobile: true },
          { title: `${NS}:fields.projectCode`, dataIndex: 'projectCode', width: 120 },
          { title: `${NS}:fields.projectName`, dataIndex: 'projectName', ellipsis: true, width: 200, mobile: true },
          { title: `${NS}:fields.owner`, dataIndex: 'owner', ellipsis: true, width: 180 },
          { title: `${NS}:fields.vintages`, dataIndex: 'vintages', width: 220, render: (_: unknown, r) => r.vintages.map((v) => `${v.year}: ${v.remaining.toLocaleString()}/${v.registered.toLocaleString()}`).join('；') },
          { title: `${NS}:fields.registeredNum`, dataIndex: 'registeredNum', width: 120, render: (v: number) => v.toLocaleString() },
          { title: `${NS}:fields.remainingNum`, dataIndex: 'remainingNum', width: 120, render: (v: number) => v.toLocaleString() },
          { title: `${NS}:fields.registrationTime`, dataIndex: 'registrationTime', width: 170, render: formatDateTime },
        ]}
        rowOperations={[{ key: 'issue', label: `${NS}:actions.issue`, func: fc.issueApply, visible: (r) => r.issuable && r.remainingNum > 0, onClick: (r) => setIssuing(r) }]}
      />
      {issuing && <IssueApplyModal key={issuing.id} row={issuing} onDone={() => void list.current?.refresh()} onClosed={() => setIssuing(undefined)} />}
    </>
  );
}

function issueColumns(): ListColumn<IssueRow>[] {
  return [
    { title: `${NS}:fields.applyNo`, dataIndex: 'applyNo', width: 170, mobile: true },
    { title: `${NS}:fields.projectCode`, dataIndex: 'projectCode', width: 120 },
    { title: `${NS}:fields.projectName`, dataIndex: 'projectName', ellipsis: true, width: 200, mobile: true },
    { title: `${NS}:fields.registrationNo`, dataIndex: 'registrationNo', width: 170 },
    { title: `${NS}:fields.owner`, dataIndex: 'owner', ellipsis: true, width: 180 },
    { title: `${NS}:fields.vintages`, dataIndex: 'lines', width: 200, render: (_: unknown, r) => vintagesText(r) },
    { title: `${NS}:fields.quantity`, dataIndex: 'quantity', width: 110, render: (v: number) => v.toLocaleString() },
    { title: `${NS}:fields.status`, dataIndex: 'status', width: 110, mobile: true, render: (v: string, r) => <Tag color={issueStatusColor[v]}>{r.statusName}</Tag> },
    { title: `${NS}:fields.applicantName`, dataIndex: 'applicantName', width: 120 },
    { title: `${NS}:fields.createdAt`, dataIndex: 'createdAt', width: 170, render: formatDateTime },
  ];
}

const issueSearch = (withStatus: boolean): SearchField[] => {
  const lang = messageLang();
  return [
    { name: 'projectName', label: `${NS}:fields.projectName`, kind: 'input' },
    { name: 'projectCode', label: `${NS}:fields.projectCode`, kind: 'input' },
    { name: 'registrationNo', label: `${NS}:fields.registrationNo`, kind: 'input' },
    ...(withStatus ? [{ name: 'status', label: `${NS}:fields.status`, kind: 'select' as const, options: Object.values(issuanceStatuses).map((s) => ({ value: s.code, label: s[lang] })) }] : []),
    { name: 'date', label: `${NS}:fields.date`, kind: 'startEndDate' },
  ];
};

/** /ccer/issued/confirm (084): the applications awaiting confirmation; 确认/退回 for another operator's, 详情. */
export function IssueConfirmPage() {
  const navigate = useNavigate();
  const list = useRef<ListPageHandle>(null);
  const [confirming, setConfirming] = useState<IssueRow & { taskId: string }>();
  return (
    <>
      <ListPage<IssueRow>
        ref={list}
        queryKey="ccerIssueConfirm"
        load={(p) => fetchIssues({ ...p, status: issuanceStatuses.pending.code })}
        rowKey="id"
        searchFields={issueSearch(false)}
        columns={issueColumns()}
        rowOperations={[
          { key: 'confirm', label: `${NS}:actions.confirm`, func: fc.issueConfirm, visible: (r) => !!r.taskId, onClick: (r) => setConfirming({ ...r, taskId: r.taskId! }) },
          { key: 'detail', label: `${NS}:actions.detail`, onClick: (r) => navigate(detailPath(r.id)) },
        ]}
      />
      {confirming && (
        <CancelAuditModal area={confirmArea} taskId={confirming.taskId} name={confirming.applyNo} onDone={() => void list.current?.refresh()} onClosed={() => setConfirming(undefined)} />
      )}
    </>
  );
}

/** /ccer/issued/record: every issuance application with its outcome, searchable by project, registration number and date. */
export function IssueRecordPage() {
  const navigate = useNavigate();
  return (
    <ListPage<IssueRow>
      queryKey="ccerIssueRecord"
      load={fetchIssues}
      rowKey="id"
      searchFields={issueSearch(true)}
      columns={[
        ...issueColumns(),
        { title: `${NS}:fields.serials`, dataIndex: 'batch', width: 320, render: (_: unknown, r) =>
            // a serial range breaks at its hyphens: kept on one line, the column holds it and the table scrolls instead
            r.lines.filter((l) => l.serial).map((l) => <div key={l.vintage} style={{ whiteSpace: 'nowrap' }}>{l.serial}</div>) },
        { title: `${NS}:fields.issuedAt`, dataIndex: 'issuedAt', width: 170, render: formatDateTime },
      ]}
      rowOperations={[{ key: 'detail', label: `${NS}:actions.detail`, onClick: (r) => navigate(detailPath(r.id)) }]}
    />
  );
}

/** /ccer/issued/confirmDetail?id= (My Tasks' ccerIssuedConfirm): the application, its vintages and, once issued, its serial blocks; 确认 when its task is open to the caller. */
export function IssueConfirmDetailPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^[0-9a-f-]{36}$/i.test(id);
  const [decided, setDecided] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const mayConfirm = usePermission(fc.issueConfirm);
  const issue = useQuery({
    queryKey: ['ccerIssue', id],
    queryFn: () => fetchIssue(id),
    enabled: valid,
    refetchInterval: (q) => (decided && q.state.data?.status === issuanceStatuses.pending.code ? 1000 : false),
  });
  const back = <Button onClick={() => navigate('/ccer/issued/confirm')}>{t('actions.back')}</Button>;
  if (!valid || issue.data === null) return <Result status="404" subTitle={t('notFound')} extra={back} />;
  if (!issue.data) return <Skeleton active />;
  const r = issue.data;
  const dash = (v: string | null | undefined) => v || '-';
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="issue-detail-page">
      <Card
        title={`${r.applyNo}：${r.projectName}`}
        extra={
          <Space>
            {r.taskId && mayConfirm && (
              <Button type="primary" onClick={() => setConfirming(true)} data-testid="issue-confirm">
                {t('actions.confirm')}
              </Button>
            )}
            {back}
          </Space>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'no', label: t('fields.registrationNo'), children: r.registrationNo },
            { key: 'code', label: t('fields.projectCode'), children: dash(r.projectCode) },
            { key: 'owner', label: t('fields.owner'), children: dash(r.owner) },
            { key: 'quantity', label: t('fields.quantity'), children: r.quantity.toLocaleString() },
            { key: 'status', label: t('fields.status'), children: <Tag color={issueStatusColor[r.status]} data-testid="issue-status">{r.statusName}</Tag> },
            { key: 'batch', label: t('fields.batch'), children: r.batch ?? '-' },
            { key: 'applicant', label: t('fields.applicantName'), children: dash(r.applicantName) },
            { key: 'at', label: t('fields.createdAt'), children: formatDateTime(r.createdAt) },
            { key: 'confirmer', label: t('fields.confirmerName'), children: dash(r.confirmerName) },
            { key: 'issuedAt', label: t('fields.issuedAt'), children: r.issuedAt ? formatDateTime(r.issuedAt) : '-' },
            { key: 'opinion', label: t('fields.opinion'), children: dash(r.opinion) },
            { key: 'remark', label: t('fields.remark'), children: dash(r.remark) },
          ]}
        />
      </Card>
      <Card title={t('title.lines')}>
        <Table
          size="small"
          pagination={false}
          rowKey="vintage"
          dataSource={r.lines}
          data-testid="issue-lines"
          columns={[
            { title: t('fields.vintage'), dataIndex: 'vintage' },
            { title: t('fields.quantity'), dataIndex: 'quantity', render: (v: number) => v.toLocaleString() },
            { title: t('fields.batch'), dataIndex: 'batch', render: (v: number | null) => v ?? '-' },
            { title: t('fields.serialRange'), render: (_, l) => (l.serialStart === null ? '-' : `${l.serialStart}–${l.serialEnd}`) },
            { title: t('fields.serials'), dataIndex: 'serial', render: (v: string | null) => v ?? '-' },
          ]}
        />
      </Card>
      {confirming && r.taskId && (
        <CancelAuditModal
          area={confirmArea}
          taskId={r.taskId}
          name={r.applyNo}
          onDone={() => {
            setDecided(true);
            void client.invalidateQueries({ queryKey: ['ccerIssue', id] });
          }}
          onClosed={() => setConfirming(false)}
        />
      )}
    </Space>
  );
}
