import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Space, Spin, Steps, Table, Tabs, Tag } from 'antd';
import type { ClearingBatchDetail, ClearingPortionRow, ClearingStepRow, ClearingTradeRow } from '@ccer/contracts';
import ListPage from '../../components/list-page/ListPage';
import { formatDateTime } from '../../components/list-page/format';
import { StepDecisionCard } from '../lifecycle/StepDecisionCard';
import { callsOf } from '../ccer-joint/ccer-joint-api';
import { portionColumns } from './portion-columns';
import { NS, batchStatusColor, confirmBatch, fetchBatch, fetchPortions, fetchTrades, tonnes, yuanText } from './liquidation-api';

/** antd's step status of a batch's step state. */
const stepStatus: Record<ClearingStepRow['state'], 'finish' | 'process' | 'error' | 'wait'> = { done: 'finish', current: 'process', failed: 'error', waiting: 'wait', skipped: 'wait' };
/** A batch that is still moving (the worker writes each step's outcome a moment after the call). */
const moving = (d: ClearingBatchDetail) => d.status === 'checking' || (d.status === 'confirming' && !d.taskId) || d.steps[4].state === 'current';

/** The five steps with who and when. */
function BatchSteps({ steps }: { steps: ClearingStepRow[] }) {
  const { t } = useTranslation(NS);
  const under = steps.findIndex((s) => s.state === 'current');
  return (
    <Steps
      data-testid="clearing-steps"
      // the step under way stands out; when none is, none does
      current={under >= 0 ? under : steps.length}
      items={steps.map((s) => ({
        title: s.name,
        status: stepStatus[s.state],
        description: (
          <Space direction="vertical" size={0}>
            {s.state === 'skipped' && <span>{t('steps.skipped')}</span>}
            {s.at && <span>{formatDateTime(s.at)}</span>}
            {s.by && <span>{s.by}</span>}
            {s.note && <span>{s.note}</span>}
          </Space>
        ),
      }))}
    />
  );
}

/** The batch's trades and portions, one tab each (paged: a batch may hold thousands of trades). */
function BatchLines({ batchId }: { batchId: string }) {
  const { t } = useTranslation(NS);
  return (
    <Tabs
      items={[
        {
          key: 'trades',
          label: t('title.trades'),
          children: (
            <ListPage<ClearingTradeRow>
              queryKey={`liquidation-batch-trades-${batchId}`}
              load={(params) => fetchTrades({ ...params, batchId })}
              rowKey="id"
              columns={[
                { title: `${NS}:fields.tradeNo`, dataIndex: 'tradeNo', width: 170, mobile: true },
                { title: `${NS}:fields.seller`, dataIndex: 'sellerName', ellipsis: true, width: 200, render: (v: string | null, r) => v ?? r.sellerAccountNo },
                { title: `${NS}:fields.buyer`, dataIndex: 'buyerName', ellipsis: true, width: 200, render: (v: string | null, r) => v ?? r.buyerAccountNo },
                { title: `${NS}:fields.projectCode`, dataIndex: 'projectCode', width: 140 },
                { title: `${NS}:fields.vintage`, dataIndex: 'vintage', width: 80 },
                { title: `${NS}:fields.quantity`, dataIndex: 'quantity', width: 110, mobile: true, render: tonnes },
                { title: `${NS}:fields.price`, dataIndex: 'price', width: 110, render: yuanText },
                { title: `${NS}:fields.amount`, dataIndex: 'amount', width: 140, render: yuanText },
              ]}
            />
          ),
        },
        {
          key: 'portions',
          label: t('title.portions'),
          children: (
            <ListPage<ClearingPortionRow>
              queryKey={`liquidation-batch-portions-${batchId}`}
              load={(params) => fetchPortions({ ...params, batchId })}
              rowKey="id"
              columns={portionColumns(false)}
            />
          ),
        },
      ]}
    />
  );
}

/**
 * /liquidation/step/detail?id= (3001, 106; My Tasks routes the ccerClearingConfirm task here): one batch with its five
 * steps, the check's findings, its trades and portions, and the caller's confirmation when it waits for them.
 */
export default function BatchDetailPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  const q = useQuery({
    queryKey: ['liquidation-batch', id],
    queryFn: () => fetchBatch(id),
    enabled: !!id,
    refetchInterval: (query) => (query.state.data && moving(query.state.data) ? 2000 : false),
  });
  if (q.isLoading) return <Spin />;
  const d = q.data;
  if (!d) return <Empty description={t('empty.notFound')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="clearing-batch-detail">
      <Card
        title={t('title.batch', { batchNo: d.batchNo })}
        extra={
          <Space>
            <Link to={callsOf(d.batchNo)}>{t('actions.calls')}</Link>
            <Button onClick={() => navigate(-1)}>{t('actions.back')}</Button>
          </Space>
        }
      >
        <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('fields.status')}>
            <Tag color={batchStatusColor[d.status]} data-testid="clearing-batch-status">
              {d.statusName}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.tradeDate')}>{d.tradeDate}</Descriptions.Item>
          <Descriptions.Item label={t('fields.receiptNo')}>{d.receiptNo}</Descriptions.Item>
          <Descriptions.Item label={t('fields.tradeCount')}>{tonnes(d.tradeCount)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.totalQuantity')}>{tonnes(d.totalQuantity)} t</Descriptions.Item>
          <Descriptions.Item label={t('fields.totalAmount')}>{yuanText(d.totalAmount)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.confirmer')}>{d.confirmerName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('fields.opinion')} span={2}>
            {d.opinion ?? '-'}
          </Descriptions.Item>
        </Descriptions>
        <div style={{ marginTop: 24, overflowX: 'auto' }}>
          <BatchSteps steps={d.steps} />
        </div>
      </Card>
      {d.findings.length > 0 && (
        <Card title={t('title.findings')}>
          <Table
            data-testid="clearing-findings"
            size="small"
            pagination={false}
            rowKey={(f) => `${f.tradeNo}-${f.accountNo}-${f.message}`}
            dataSource={d.findings}
            columns={[
              { title: t('fields.tradeNo'), dataIndex: 'tradeNo', width: 170, render: (v: string | null) => v ?? '-' },
              { title: t('fields.accountNo'), dataIndex: 'accountNo', width: 170, render: (v: string | null) => v ?? '-' },
              { title: t('fields.finding'), dataIndex: 'message' },
            ]}
          />
        </Card>
      )}
      {d.taskId && (
        <StepDecisionCard
          key={d.taskId}
          ns={NS}
          testId="clearing"
          title={t('title.confirm')}
          hint={<p>{t('hints.confirm')}</p>}
          decide={(v) => confirmBatch({ taskId: d.taskId!, ...v }).then(() => undefined)}
          doneText={(approved) => t(approved ? 'messages.confirmed' : 'messages.rejected')}
          onDone={() => void q.refetch()}
        />
      )}
      <Card>
        <BatchLines batchId={d.id} />
      </Card>
    </Space>
  );
}
