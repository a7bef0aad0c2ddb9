import { useRef, useState, type ReactNode } from 'react';
import { Alert, App, Button, Card, DatePicker, Descriptions, Empty, Result, Skeleton, Space, Table, Tag, Timeline, Typography } from 'antd';
import { DownloadOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import {
  declaredBusinessName,
  functionCodes,
  holdingStates,
  langOf,
  type BlockRow,
  type CompanyHoldingRow,
  type HoldingRow,
  type HoldingState,
  type LedgerCheckRow,
} from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListColumn, ListPageHandle, ListPageProps } from '../../../components/list-page/types';
import { useSession } from '../../../session/session-store';
import { useActsForCompany, useReadsEveryCompany } from '../../../session/acts-for-company';
import {
  downloadStatement,
  fetchBlocks,
  fetchCompanyHoldings,
  fetchHoldingDetail,
  fetchHoldings,
  fetchLedgerChecks,
  fetchSerialHistory,
  runLedgerCheck,
} from '../../../api/ccer-holdings';

export const holdingPagePaths = {
  holding: '/ccer/holding',
  holdingDetail: '/ccer/holding/detail',
  companyHolding: '/ccer/companyHolding',
  encode: '/ccer/encode',
  encodeDetail: '/ccer/encodeDetail',
  reconciliation: '/ccer/abutment/reconciliation',
} as const;

const holdingDetailPath = (r: { projectCode: string; vintage: number; custId?: string }) =>
  `${holdingPagePaths.holdingDetail}?${new URLSearchParams({ projectCode: r.projectCode, vintage: String(r.vintage), ...(r.custId ? { custId: r.custId } : {}) })}`;
export const encodeDetailPath = (serial: string) => `${holdingPagePaths.encodeDetail}?serial=${encodeURIComponent(serial)}`;
const serialOfBlock = (b: Pick<BlockRow, 'projectCode' | 'serialStart'>) => `CCER-${b.projectCode}-${b.serialStart}`;

const STATE_COLOURS: Record<HoldingState, string> = { available: 'green', reserved: 'gold', frozen: 'blue', trading: 'purple', retired: 'default', cancelled: 'red' };
const num = (v: number) => (v ? v.toLocaleString() : '0');

/** The quantity in each state and their total; a phone shows the available one, what a holder can move. */
function quantityColumns<Row extends Record<HoldingState | 'total', number>>(): ListColumn<Row>[] {
  return [...holdingStates, 'total' as const].map((s) => ({
    title: `ccerHoldings:state.${s}`,
    dataIndex: s as keyof Row & string,
    align: 'right' as const,
    render: num,
    mobile: s === 'available',
  }));
}

function StateTag({ state, name }: { state: HoldingState; name: string }) {
  return <Tag color={STATE_COLOURS[state]}>{name}</Tag>;
}

/** The statement at a date (default today), as xlsx or PDF. */
function StatementButtons({ custId }: { custId?: string }) {
  const { t } = useTranslation('ccerHoldings');
  const [date, setDate] = useState<Dayjs | null>(null);
  const [busy, setBusy] = useState<'xlsx' | 'pdf' | null>(null);
  const get = async (kind: 'xlsx' | 'pdf') => {
    setBusy(kind);
    try {
      await downloadStatement(kind, { date: date?.format('YYYY-MM-DD'), custId });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Space wrap data-testid="holding-statement">
      <Typography.Text>{t('statement.title')}</Typography.Text>
      <DatePicker value={date} onChange={setDate} placeholder={t('statement.today')} style={{ width: 190 }} data-testid="statement-date" />
      <Button icon={<DownloadOutlined />} loading={busy === 'xlsx'} onClick={() => void get('xlsx')} data-testid="statement-xlsx">
        {t('statement.xlsx')}
      </Button>
      <Button icon={<DownloadOutlined />} loading={busy === 'pdf'} onClick={() => void get('pdf')} data-testid="statement-pdf">
        {t('statement.pdf')}
      </Button>
    </Space>
  );
}

/** A holding row with a key of its own (one row per holder, project and vintage). */
type HoldingListRow = HoldingRow & { key: string };
const loadHoldings = (custId: string | undefined) => async (p: Record<string, unknown>) => {
  const r = await fetchHoldings({ ...p, custId });
  return { ...r, rows: r.rows.map((x) => ({ ...x, key: `${x.custId}:${x.projectCode}:${x.vintage}` })) };
};

/**
 * 持有量查询 (/ccer/holding, menu 201501, function 100; where the old-carbon-configuration dialog lands): a holder's
 * units by project and vintage, a column per state, and the holding statement at a date. The registry sees every
 * holder, or one company's (?custId=, from 企业持有量), whose statement it can then download.
 */
export function HoldingListPage() {
  const { t } = useTranslation('ccerHoldings');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { menus } = useSession();
  const custId = params.get('custId') ?? undefined;
  const custName = params.get('custName') ?? undefined;
  const forCompany = useActsForCompany();
  // the list holds one company's units: the caller's own, or the one chosen in 企业持有量
  const oneHolder = forCompany || custId !== undefined;
  // several holders only where the registry's staff read every company's (a public account reads nobody's)
  const severalHolders = useReadsEveryCompany() && custId === undefined;
  // without a company of its own, a statement needs one chosen in 企业持有量, which only the registry's staff open; a
  // public account holder has neither
  const picksCompany = menus.some((m) => m.path === holdingPagePaths.companyHolding);
  let statement: ReactNode = null;
  if (oneHolder) statement = <StatementButtons custId={custId} />;
  else if (picksCompany) statement = <Typography.Text type="secondary" data-testid="holding-pick-company">{t('statement.pickCompany')}</Typography.Text>;
  const declaration: ListPageProps<HoldingListRow> = {
    queryKey: `ccerHolding:${custId ?? ''}`,
    load: loadHoldings(custId),
    rowKey: 'key',
    searchFields: [
      { name: 'projectCode', label: 'ccerHoldings:fields.projectCode', kind: 'input' },
      { name: 'projectName', label: 'ccerHoldings:fields.projectName', kind: 'input' },
      { name: 'vintage', label: 'ccerHoldings:fields.vintage', kind: 'input' },
    ],
    // on a phone a row is told apart by its project and vintage (one project's vintages are rows of their own); the
    // holder only where there are several
    columns: [
      { title: 'ccerHoldings:fields.holder', dataIndex: 'custName', mobile: severalHolders },
      { title: 'ccerHoldings:fields.projectCode', dataIndex: 'projectCode', mobile: true },
      { title: 'ccerHoldings:fields.projectName', dataIndex: 'projectName', ellipsis: true },
      { title: 'ccerHoldings:fields.vintage', dataIndex: 'vintage', mobile: true },
      ...quantityColumns<HoldingListRow>(),
    ],
    rowOperations: [
      { key: 'detail', label: 'ccerHoldings:actions.blocks', func: functionCodes.holdingView, onClick: (r) => navigate(holdingDetailPath({ ...r, custId: forCompany ? undefined : r.custId })) },
    ],
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {custName ? <Alert type="info" showIcon message={t('holding.ofCompany', { name: custName })} data-testid="holding-company" /> : null}
      {statement ? <Card size="small">{statement}</Card> : null}
      <ListPage<HoldingListRow> {...declaration} />
    </Space>
  );
}

/** 持有量明细 (/ccer/holding/detail, hidden under 201501): the serial blocks of one project and vintage of a holder. */
export function HoldingDetailPage() {
  const { t } = useTranslation('ccerHoldings');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const projectCode = params.get('projectCode') ?? '';
  const vintage = Number(params.get('vintage'));
  const custId = params.get('custId') ?? undefined;
  const q = useQuery({ queryKey: ['ccerHolding', 'detail', projectCode, vintage, custId], queryFn: () => fetchHoldingDetail({ projectCode, vintage, custId }), enabled: !!projectCode && vintage > 0, retry: false });
  const back = <Button onClick={() => navigate(-1)}>{t('actions.back')}</Button>;
  if (!projectCode || !(vintage > 0) || q.isError) return <Result status="404" title={t('holding.notFound')} extra={back} />;
  if (q.isPending) return <Skeleton active />;
  const d = q.data;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="holding-detail">
      <Card title={t('holding.detailTitle')} extra={back}>
        <Descriptions column={{ xs: 1, md: 2, xl: 4 }} size="small">
          <Descriptions.Item label={t('fields.holder')}>{d.custName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('fields.projectCode')}>{d.projectCode}</Descriptions.Item>
          <Descriptions.Item label={t('fields.projectName')}>{d.projectName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('fields.vintage')}>{d.vintage}</Descriptions.Item>
          {[...holdingStates, 'total' as const].map((s) => (
            <Descriptions.Item key={s} label={t(`state.${s}`)}>
              {num(d[s])}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
      <Card title={t('holding.blocks')} size="small">
        <BlockTable rows={d.blocks} showHolder={false} />
      </Card>
    </Space>
  );
}

function BlockTable({ rows, showHolder }: { rows: BlockRow[]; showHolder: boolean }) {
  const { t } = useTranslation('ccerHoldings');
  const navigate = useNavigate();
  return (
    <Table<BlockRow>
      rowKey="blockId"
      size="small"
      pagination={false}
      dataSource={rows}
      scroll={{ x: true }}
      columns={[
        { title: t('fields.serialText'), dataIndex: 'serialText', render: (v: string, r) => <Typography.Link onClick={() => navigate(encodeDetailPath(serialOfBlock(r)))}>{v}</Typography.Link> },
        { title: t('fields.batch'), dataIndex: 'batch' },
        { title: t('fields.quantity'), dataIndex: 'quantity', align: 'right', render: num },
        { title: t('fields.state'), dataIndex: 'holdingState', render: (v: HoldingState, r) => <StateTag state={v} name={r.stateName} /> },
        ...(showHolder ? [{ title: t('fields.holder'), dataIndex: 'holderName' }] : []),
        { title: t('fields.updatedAt'), dataIndex: 'updatedAt', render: formatDateTime },
      ]}
    />
  );
}

/** 企业持有量 (/ccer/companyHolding, menu 201505, function 100): every company's units, one row per company. */
export function CompanyHoldingPage() {
  const navigate = useNavigate();
  const declaration: ListPageProps<CompanyHoldingRow> = {
    queryKey: 'ccerCompanyHolding',
    load: fetchCompanyHoldings,
    rowKey: 'custId',
    searchFields: [{ name: 'custName', label: 'ccerHoldings:fields.holder', kind: 'input' }],
    columns: [
      { title: 'ccerHoldings:fields.holder', dataIndex: 'custName', mobile: true },
      { title: 'ccerHoldings:fields.projects', dataIndex: 'projects', align: 'right' },
      ...quantityColumns<CompanyHoldingRow>(),
    ],
    rowOperations: [
      {
        key: 'holding',
        label: 'ccerHoldings:actions.holding',
        func: functionCodes.holdingView,
        onClick: (r) => navigate(`${holdingPagePaths.holding}?${new URLSearchParams({ custId: r.custId, custName: r.custName ?? '' })}`),
      },
    ],
  };
  return <ListPage<CompanyHoldingRow> {...declaration} />;
}

/** 编码查询 (/ccer/encode, menu 201515, function 100): every block with its serial text, state and holder; search by one serial. */
export function EncodeListPage() {
  const { t } = useTranslation('ccerHoldings');
  const navigate = useNavigate();
  const declaration: ListPageProps<BlockRow> = {
    queryKey: 'ccerEncode',
    load: fetchBlocks,
    rowKey: 'blockId',
    searchFields: [
      { name: 'serial', label: 'ccerHoldings:fields.serial', kind: 'input', placeholder: 'CCER-…-1001' },
      { name: 'projectCode', label: 'ccerHoldings:fields.projectCode', kind: 'input' },
      { name: 'vintage', label: 'ccerHoldings:fields.vintage', kind: 'input' },
      { name: 'state', label: 'ccerHoldings:fields.state', kind: 'select', options: holdingStates.map((s) => ({ value: s, label: t(`state.${s}`) })) },
      { name: 'holderName', label: 'ccerHoldings:fields.holder', kind: 'input' },
    ],
    columns: [
      { title: 'ccerHoldings:fields.serialText', dataIndex: 'serialText', mobile: true },
      { title: 'ccerHoldings:fields.projectName', dataIndex: 'projectName', ellipsis: true },
      { title: 'ccerHoldings:fields.vintage', dataIndex: 'vintage' },
      { title: 'ccerHoldings:fields.quantity', dataIndex: 'quantity', align: 'right', render: num },
      { title: 'ccerHoldings:fields.state', dataIndex: 'holdingState', mobile: true, render: (v: HoldingState, r: BlockRow) => <StateTag state={v} name={r.stateName} /> },
      { title: 'ccerHoldings:fields.holder', dataIndex: 'holderName' },
      { title: 'ccerHoldings:fields.updatedAt', dataIndex: 'updatedAt', render: formatDateTime },
    ],
    rowOperations: [{ key: 'history', label: 'ccerHoldings:actions.history', func: functionCodes.holdingView, onClick: (r) => navigate(encodeDetailPath(serialOfBlock(r))) }],
  };
  return <ListPage<BlockRow> {...declaration} />;
}

/** 编码详情 (/ccer/encodeDetail?serial=, hidden under 201515): a serial's block and its full history from the ledger. */
export function EncodeDetailPage() {
  const { t, i18n } = useTranslation('ccerHoldings');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const serial = params.get('serial') ?? '';
  const q = useQuery({ queryKey: ['ccerEncode', 'detail', serial], queryFn: () => fetchSerialHistory(serial), enabled: !!serial, retry: false });
  const back = <Button onClick={() => navigate(holdingPagePaths.encode)}>{t('actions.back')}</Button>;
  if (!serial || q.isError) return <Result status="404" title={t('encode.notFound')} extra={back} />;
  if (q.isPending) return <Skeleton active />;
  const d = q.data;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="encode-detail">
      <Card title={t('encode.detailTitle', { serial: d.serial })} extra={back}>
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label={t('fields.serialText')}>{d.block.serialText}</Descriptions.Item>
          <Descriptions.Item label={t('fields.projectName')}>{d.block.projectName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('fields.vintage')}>{d.block.vintage}</Descriptions.Item>
          <Descriptions.Item label={t('fields.state')}>
            <StateTag state={d.block.holdingState} name={d.block.stateName} />
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.holder')}>{d.block.holderName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('fields.quantity')}>{num(d.block.quantity)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('encode.history')} size="small">
        {d.history.length === 0 ? (
          <Empty />
        ) : (
          <Timeline
            data-testid="serial-history"
            items={d.history.map((h) => ({
              key: h.entryId,
              children: (
                <Space direction="vertical" size={0}>
                  <Typography.Text strong>
                    {formatDateTime(h.createdAt)} · {h.kindName}
                  </Typography.Text>
                  <Typography.Text>
                    {h.fromHolderName ? `${h.fromHolderName} (${h.fromStateName ?? '-'}) → ` : ''}
                    {h.toHolderName ?? '-'} ({h.toStateName})
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {h.serialText} · {num(h.quantity)} {t('fields.tonnes')}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {[h.businessType && `${t('fields.business')}: ${declaredBusinessName(h.businessType, langOf(i18n.language)) ?? h.businessType}`, h.operatorName && `${t('fields.operator')}: ${h.operatorName}`, h.reason]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography.Text>
                </Space>
              ),
            }))}
          />
        )}
      </Card>
    </Space>
  );
}

/** 日终对账 (/ccer/abutment/reconciliation, menu 2220, function 112): the ledger's invariants, run nightly and on demand. */
export function ReconciliationPage() {
  const { t } = useTranslation('ccerHoldings');
  const { message } = App.useApp();
  const list = useRef<ListPageHandle>(null);
  const declaration: ListPageProps<LedgerCheckRow> = {
    queryKey: 'ccerReconciliation',
    load: fetchLedgerChecks,
    rowKey: 'id',
    searchFields: [
      {
        name: 'ok',
        label: 'ccerHoldings:fields.result',
        kind: 'select',
        options: [
          { value: 'true', label: t('reconciliation.ok') },
          { value: 'false', label: t('reconciliation.broken') },
        ],
      },
    ],
    columns: [
      { title: 'ccerHoldings:fields.startedAt', dataIndex: 'startedAt', render: formatDateTime, mobile: true },
      { title: 'ccerHoldings:fields.trigger', dataIndex: 'trigger', render: (v: string) => t(`reconciliation.trigger.${v}`) },
      {
        title: 'ccerHoldings:fields.result',
        dataIndex: 'ok',
        mobile: true,
        render: (v: boolean, r: LedgerCheckRow) => (
          <Tag color={v ? 'green' : 'red'} data-testid={`check-result-${r.id}`}>
            {v ? t('reconciliation.ok') : t('reconciliation.broken')}
          </Tag>
        ),
      },
      { title: 'ccerHoldings:fields.blocks', dataIndex: 'blocks', align: 'right', render: num },
      { title: 'ccerHoldings:fields.entries', dataIndex: 'entries', align: 'right', render: num },
      { title: 'ccerHoldings:fields.units', dataIndex: 'units', align: 'right', render: num },
      { title: 'ccerHoldings:fields.operator', dataIndex: 'operatorName' },
      { title: 'ccerHoldings:fields.finishedAt', dataIndex: 'finishedAt', render: formatDateTime },
    ],
    toolbar: [
      {
        key: 'run',
        label: 'ccerHoldings:reconciliation.run',
        func: functionCodes.ledgerCheck,
        type: 'primary',
        icon: <PlayCircleOutlined />,
        onClick: async () => {
          const r = await runLedgerCheck();
          if (r.ok) void message.success(t('reconciliation.ranOk'));
          else void message.error(t('reconciliation.ranBroken'));
          await list.current?.refresh();
        },
      },
    ],
    expandable: (r) => <CheckResults row={r} />,
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type="info" showIcon message={t('reconciliation.intro')} />
      <ListPage<LedgerCheckRow> {...declaration} ref={list} />
    </Space>
  );
}

function CheckResults({ row }: { row: LedgerCheckRow }) {
  const { t } = useTranslation('ccerHoldings');
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid={`check-results-${row.id}`}>
      {row.error ? <Alert type="error" message={row.error} /> : null}
      {row.results.map((x) => (
        <div key={x.name}>
          <Tag color={x.ok ? 'green' : 'red'}>{x.ok ? t('reconciliation.ok') : t('reconciliation.broken')}</Tag>
          <Typography.Text>{x.title}</Typography.Text>
          {x.problems.length ? (
            <pre style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap', fontSize: 12 }}>{x.problems.join('\n')}</pre>
          ) : null}
        </div>
      ))}
    </Space>
  );
}
