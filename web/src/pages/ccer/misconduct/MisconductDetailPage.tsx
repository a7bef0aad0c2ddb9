import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Space, Spin, Table, Tag, Typography } from 'antd';
import { functionCodes as fc, misconductLiftBody, type MisconductDetail, type MisconductRound } from '@ccer/contracts';
import { formatDateTime } from '../../../components/list-page/format';
import { usePermission } from '../../../access';
import ReasonDialog from '../../../components/modal/ReasonDialog';
import { LedgerRangesTable } from '../LedgerRangesTable';
import { DocumentLinks } from '../freezes/freeze-pages';
import { auditRecord, fetchRecord, requestLift } from './misconduct-api';
import { NS, statusColor } from './misconduct-shared';
import { StepDecisionCard } from '../../lifecycle/StepDecisionCard';


/** 申请解除: the reason; the restriction holds until a second operator approves. */
function LiftModal({ record, onDone, onClosed }: { record: MisconductDetail; onDone: () => void; onClosed: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <ReasonDialog
      title={`${t('actions.lift')}：${record.recordNo}`}
      label={t('fields.liftReason')}
      body={misconductLiftBody}
      notice={{ type: 'info', text: t('hints.lift', { account: record.custName ?? '-' }) }}
      call={(reason) => requestLift(record.id, reason)}
      doneText={t('messages.liftRequested')}
      onDone={onDone}
      onStale={onDone}
      onClosed={onClosed}
      testIds={{ modal: 'misconduct-lift-modal', input: 'misconduct-lift-reason', submit: 'misconduct-lift-submit' }}
    />
  );
}

/** The audit rounds: the measures', then each lift's, with who asked, why, who decided and what. */
function RoundsTable({ rounds }: { rounds: MisconductRound[] }) {
  const { t } = useTranslation(NS);
  const result = (r: MisconductRound) => <Tag color={r.status === 'approved' ? 'green' : r.status === 'rejected' ? 'default' : 'gold'}>{t(`rounds.${r.status}`)}</Tag>;
  return (
    <Table
      data-testid="misconduct-rounds"
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={rounds}
      scroll={{ x: 960 }}
      columns={[
        { title: t('fields.action'), dataIndex: 'actionName', width: 110 },
        { title: t('fields.requester'), dataIndex: 'requesterName', width: 160 },
        { title: t('fields.requestedAt'), dataIndex: 'requestedAt', width: 170, render: formatDateTime },
        { title: t('fields.reason'), dataIndex: 'reason', ellipsis: true, render: (v: string | null) => v || '-' },
        { title: t('fields.result'), dataIndex: 'status', width: 100, render: (_: unknown, r) => result(r) },
        { title: t('fields.auditor'), dataIndex: 'auditorName', width: 160, render: (v: string | null) => v || '-' },
        { title: t('fields.opinion'), dataIndex: 'opinion', ellipsis: true, render: (v: string | null) => v || '-' },
        { title: t('fields.decidedAt'), dataIndex: 'decidedAt', width: 170, render: formatDateTime },
      ]}
    />
  );
}

/**
 * 不良行为记录详情 (`/ccer/unpleasant/detail?id=`; My Tasks routes the audit here): the record, its evidence, its
 * measures with the cancelled (or reserved) serial ranges, its audit rounds, the audit of the caller's open task and
 * 申请解除 for a record in force that restricts.
 */
export default function MisconductDetailPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  const mayRecord = usePermission(fc.misconductRecord);
  const [lifting, setLifting] = useState(false);
  // the status a decision or a request was made in: the worker (or the engine's task) follows a moment later
  const [waitingIn, setWaitingIn] = useState<string>();
  const q = useQuery({
    queryKey: ['ccerMisconduct', id],
    queryFn: () => fetchRecord(id),
    enabled: !!id,
    refetchInterval: (query) => (waitingIn && query.state.data?.status === waitingIn && !query.state.data.taskId ? 2000 : false),
  });
  if (q.isLoading) return <Spin />;
  const d = q.data;
  if (!d) return <Empty description={t('empty.notFound')} />;
  const dash = (v: string | null | undefined) => v || '-';
  const refresh = (status: string) => {
    setWaitingIn(status);
    void q.refetch();
  };
  const measures: ReactNode = (
    <Space size={4} wrap>
      {d.restrict ? <Tag color={d.restricting ? 'red' : 'default'}>{t(d.restricting ? 'measures.restricting' : 'measures.restrict')}</Tag> : null}
      {d.cancellation ? <Tag color="purple">{t('measures.cancel', { quantity: d.cancellation.quantity.toLocaleString() })}</Tag> : null}
      {!d.restrict && !d.cancellation ? t('measures.none') : null}
    </Space>
  );
  const items: Array<{ key: string; label: string; children: ReactNode; span?: number }> = [
    {
      key: 'status',
      label: t('fields.status'),
      children: (
        <Tag color={statusColor[d.status]} data-testid="misconduct-status">
          {d.statusName}
        </Tag>
      ),
    },
    { key: 'recordNo', label: t('fields.recordNo'), children: d.recordNo },
    { key: 'account', label: t('fields.account'), children: `${dash(d.custName)}${d.custNo ? ` (${d.custNo})` : ''}` },
    { key: 'category', label: t('fields.category'), children: d.categoryName },
    { key: 'occurredOn', label: t('fields.occurredOn'), children: d.occurredOn },
    { key: 'measures', label: t('fields.measures'), children: measures },
    { key: 'facts', label: t('fields.facts'), children: <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>{d.facts}</Typography.Paragraph>, span: 2 },
    { key: 'legalBasis', label: t('fields.legalBasis'), children: d.legalBasis, span: 2 },
    { key: 'documents', label: t('fields.documents'), children: <DocumentLinks documents={d.documents} businessCode={d.id} />, span: 2 },
    { key: 'recorder', label: t('fields.recorder'), children: dash(d.recorderName) },
    { key: 'createdAt', label: t('fields.createdAt'), children: formatDateTime(d.createdAt) },
    { key: 'auditor', label: t('fields.auditor'), children: dash(d.auditorName) },
    { key: 'inForceAt', label: t('fields.inForceAt'), children: formatDateTime(d.inForceAt) },
    { key: 'opinion', label: t('fields.opinion'), children: dash(d.opinion) },
    { key: 'liftedAt', label: t('fields.liftedAt'), children: formatDateTime(d.liftedAt) },
  ];
  const liftable = d.status === 'inForce' && d.restrict && mayRecord;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="misconduct-detail-page">
      <Card
        title={`${t('title.detail')} ${d.recordNo}`}
        extra={
          <Space>
            {liftable && (
              <Button danger onClick={() => setLifting(true)} data-testid="misconduct-lift">
                {t('actions.lift')}
              </Button>
            )}
            <Button onClick={() => navigate(-1)}>{t('actions.back')}</Button>
          </Space>
        }
      >
        {d.restricting && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={t('hints.restricting', { account: d.custName ?? '-' })} data-testid="misconduct-restricting" />}
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />
      </Card>
      {d.cancellation && (
        <Card title={t(d.status === 'auditing' ? 'ranges.reserved' : 'ranges.cancelled', { project: `${d.cancellation.projectCode}${d.cancellation.projectName ? ` ${d.cancellation.projectName}` : ''}`, vintage: d.cancellation.vintage })}>
          <LedgerRangesTable
            ranges={d.ranges}
            ns={NS}
            testId="misconduct-ranges"
            emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(d.status === 'rejected' ? 'empty.released' : 'empty.ranges')} />}
          />
        </Card>
      )}
      <Card title={t('rounds.title')}>
        <RoundsTable rounds={d.rounds} />
      </Card>
      {d.taskId && (
        <StepDecisionCard
          key={d.taskId}
          ns={NS}
          testId="misconduct"
          title={t(`decision.title.${d.taskAction ?? 'impose'}`)}
          hint={<Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t(`decision.hint.${d.taskAction ?? 'impose'}`)} />}
          decide={(v) => auditRecord({ taskId: d.taskId!, ...v })}
          doneText={(approved) => t(`messages.${approved ? 'approved' : 'rejected'}.${d.taskAction ?? 'impose'}`)}
          onDone={() => refresh(d.status)}
        />
      )}
      {lifting && <LiftModal record={d} onDone={() => refresh('liftAuditing')} onClosed={() => setLifting(false)} />}
    </Space>
  );
}
