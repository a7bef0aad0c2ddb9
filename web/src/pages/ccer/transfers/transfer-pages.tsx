import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App as AntApp, Button, Card, Descriptions, Empty, Form, Input, InputNumber, Select, Space, Spin, Tag } from 'antd';
import {
  functionCodes as fc,
  maxLengthOf,
  transferAccountBody,
  transferConfirmBody,
  transferKinds,
  transferOwnBody,
  transferStatuses,
  type TransferDetail,
  type TransferPosition,
  type TransferRow,
} from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageProps } from '../../../components/list-page/types';
import { ApiError } from '../../../api/http';
import {
  confirmTransfer,
  downloadTransferNotice,
  fetchTransferConfirmList,
  fetchTransferDetail,
  fetchTransferPositions,
  fetchTransferRecords,
  searchTransferAccounts,
  transferOwn,
  transferToAccount,
} from '../../../api/ccer-transfers';
import { usePermission } from '../../../access';
import { messageLang } from '../../../message-lang';
import { useActsForCompany } from '../../../session/acts-for-company';
import { LedgerRangesTable } from '../LedgerRangesTable';
import { UnitsFormAlert } from '../UnitsFormAlert';

const NS = 'ccerTransfers';
const detailPath = (id: string) => `/ccer/transfer/confirmDetail?id=${encodeURIComponent(id)}`;
const statusColor: Record<string, string> = { confirming: 'processing', posted: 'green', rejected: 'default' };
const positionKey = (p: Pick<TransferPosition, 'projectCode' | 'vintage'>) => `${p.projectCode}|${p.vintage}`;

type FormKind = 'account' | 'platform' | 'holding';

interface FormValues {
  position?: string;
  quantity?: number;
  toCustId?: string;
  remark?: string;
}

/**
 * 账户间划转 / 划转至交易平台 / 持有量划转: the project and vintage picked from the company's own free units (available; in
 * the trading system for the way back), a quantity, the receiving account for a transfer between accounts, a remark.
 */
function TransferForm({ kind }: { kind: FormKind }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { message } = AntApp.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const [keyword, setKeyword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const mayTransfer = usePermission(fc.holdingTransfer);
  // the registry's own staff hold no units: the page says so rather than asking the server for a refusal
  const forCompany = useActsForCompany();
  const state = kind === 'holding' ? 'trading' : 'available';
  const positions = useQuery({ queryKey: ['ccerTransferPositions', state], queryFn: () => fetchTransferPositions(state), enabled: forCompany });
  const accounts = useQuery({ queryKey: ['ccerTransferAccounts', keyword], queryFn: () => searchTransferAccounts(keyword), enabled: forCompany && kind === 'account' });
  const picked = Form.useWatch('position', form);
  const position = positions.data?.find((p) => positionKey(p) === picked);

  const submit = async (v: FormValues) => {
    const p = positions.data?.find((x) => positionKey(x) === v.position);
    if (!p || !v.quantity) return;
    setSubmitting(true);
    try {
      const body = { projectCode: p.projectCode, vintage: p.vintage, quantity: v.quantity, remark: v.remark || undefined };
      const done = kind === 'account' ? await transferToAccount({ ...body, toCustId: v.toCustId! }) : await transferOwn(kind, body);
      void message.success(t(kind === 'account' ? 'messages.submitted' : 'messages.posted'));
      void queryClient.invalidateQueries({ queryKey: ['ccerTransferPositions'] });
      navigate(detailPath(done.id));
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors.length > 0) {
        const fieldOf = (f: string): keyof FormValues => (f === 'quantity' || f === 'toCustId' || f === 'remark' ? f : 'position');
        form.setFields(e.fieldErrors.map((f) => ({ name: fieldOf(f.field), errors: [f.message] })));
      } else if (e instanceof Error) void message.error(e.message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card title={t(`kinds.${kind}`)} data-testid={`transfer-${kind}-page`}>
      <UnitsFormAlert hint={t(`hints.${kind}`)} noCompany="transferNoCompany" testId="transfer-no-company" />
      <Form form={form} layout="horizontal" labelCol={{ flex: '160px' }} style={{ maxWidth: 720 }} onFinish={submit} disabled={!mayTransfer || !forCompany}>
        <Form.Item name="position" label={t('fields.position')} rules={[{ required: true, message: t('validation.position') }]}>
          <Select
            data-testid="transfer-position"
            loading={positions.isLoading}
            placeholder={t('placeholders.position')}
            notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty.positions')} />}
            options={(positions.data ?? []).map((p) => ({
              value: positionKey(p),
              label: `${p.projectCode}${p.projectName ? ` ${p.projectName}` : ''} · ${p.vintage} · ${t('fields.free')} ${p.quantity.toLocaleString()} t`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={t('fields.quantity')}
          extra={position ? t('hints.max', { quantity: position.quantity.toLocaleString() }) : undefined}
          rules={[{ required: true, message: t('validation.quantity') }]}
        >
          <InputNumber data-testid="transfer-quantity" min={1} max={position?.quantity} precision={0} style={{ width: 240 }} addonAfter="t" />
        </Form.Item>
        {kind === 'account' && (
          <Form.Item name="toCustId" label={t('fields.receiver')} rules={[{ required: true, message: t('validation.receiver') }]}>
            <Select
              data-testid="transfer-receiver"
              showSearch
              filterOption={false}
              onSearch={setKeyword}
              loading={accounts.isFetching}
              placeholder={t('placeholders.receiver')}
              options={(accounts.data ?? []).map((a) => ({ value: a.custId, label: `${a.custName}${a.custNo ? ` (${a.custNo})` : ''}` }))}
            />
          </Form.Item>
        )}
        <Form.Item name="remark" label={t('fields.remark')}>
          <Input.TextArea data-testid="transfer-remark" maxLength={maxLengthOf(kind === 'account' ? transferAccountBody : transferOwnBody, 'remark')} rows={3} />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Space>
            <Button type="primary" htmlType="submit" loading={submitting} data-testid="transfer-submit">
              {t(kind === 'account' ? 'actions.submit' : 'actions.post')}
            </Button>
            <Button onClick={() => navigate('/ccer/transfer/record')}>{t('actions.records')}</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}

export const TransferAccountPage = () => <TransferForm kind="account" />;
export const TransferPlatformPage = () => <TransferForm kind="platform" />;
export const TransferHoldingPage = () => <TransferForm kind="holding" />;

/** The columns every transfer list shows. */
function useTransferList(confirm: boolean): ListPageProps<TransferRow> {
  const navigate = useNavigate();
  const lang = messageLang();
  return useMemo(
    () => ({
      queryKey: confirm ? 'ccerTransferConfirmList' : 'ccerTransferRecords',
      load: confirm ? fetchTransferConfirmList : fetchTransferRecords,
      rowKey: 'id',
      initialValues: confirm ? { status: 'confirming' } : undefined,
      searchFields: [
        { name: 'transferNo', label: `${NS}:fields.transferNo`, kind: 'input' },
        { name: 'projectCode', label: `${NS}:fields.projectCode`, kind: 'input' },
        ...(confirm ? [] : [{ name: 'kind', label: `${NS}:fields.kind`, kind: 'select' as const, options: Object.entries(transferKinds).map(([k, v]) => ({ value: k, label: v[lang] })) }]),
        { name: 'status', label: `${NS}:fields.status`, kind: 'select', options: Object.entries(transferStatuses).map(([k, v]) => ({ value: k, label: v[lang] })) },
      ],
      columns: [
        { title: `${NS}:fields.transferNo`, dataIndex: 'transferNo', width: 170, mobile: true },
        { title: `${NS}:fields.kind`, dataIndex: 'kindName', width: 140 },
        { title: `${NS}:fields.projectCode`, dataIndex: 'projectCode', width: 140 },
        { title: `${NS}:fields.projectName`, dataIndex: 'projectName', ellipsis: true, width: 180 },
        { title: `${NS}:fields.vintage`, dataIndex: 'vintage', width: 80 },
        { title: `${NS}:fields.quantity`, dataIndex: 'quantity', width: 110, mobile: true, render: (v: number) => v.toLocaleString() },
        { title: `${NS}:fields.from`, dataIndex: 'fromCustName', ellipsis: true, width: 180 },
        { title: `${NS}:fields.to`, dataIndex: 'toCustName', ellipsis: true, width: 180 },
        { title: `${NS}:fields.status`, dataIndex: 'status', width: 110, mobile: true, render: (v: string, r) => <Tag color={statusColor[v]}>{r.statusName}</Tag> },
        { title: `${NS}:fields.applicant`, dataIndex: 'applicantName', width: 120 },
        { title: `${NS}:fields.createdAt`, dataIndex: 'createdAt', width: 170, render: formatDateTime },
      ],
      rowOperations: [
        { key: 'detail', label: `${NS}:actions.detail`, visible: (r) => !r.taskId, onClick: (r) => navigate(detailPath(r.id)) },
        { key: 'confirm', label: `${NS}:actions.confirm`, func: fc.transferConfirm, visible: (r) => !!r.taskId, onClick: (r) => navigate(detailPath(r.id)) },
        { key: 'notice', label: `${NS}:actions.notice`, visible: (r) => r.status === 'posted', onClick: (r) => void downloadTransferNotice(r.id, r.transferNo) },
      ],
    }),
    [confirm, lang, navigate],
  );
}

/** 划转确认: the confirming representative's transfers, those awaiting confirmation first. */
export function TransferConfirmPage() {
  return <ListPage<TransferRow> {...useTransferList(true)} />;
}

/** 划转记录: the company's transfers (sent, and received once posted) with their notices. */
export function TransferRecordPage() {
  return <ListPage<TransferRow> {...useTransferList(false)} />;
}

/** The decision of the confirming representative on an open task. */
function ConfirmBar({ transfer, onDone }: { transfer: TransferDetail; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const { message } = AntApp.useApp();
  const [opinion, setOpinion] = useState('');
  const [busy, setBusy] = useState<'yes' | 'no'>();
  const decide = async (approved: boolean) => {
    setBusy(approved ? 'yes' : 'no');
    try {
      await confirmTransfer({ id: transfer.id, approved, opinion: opinion || undefined });
      void message.success(t(approved ? 'messages.confirmed' : 'messages.rejected'));
      onDone();
    } catch {
      // the error is shown by the http layer
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Card title={t('confirm.title')} data-testid="transfer-confirm-card">
      <Form layout="vertical" style={{ maxWidth: 720 }}>
        <Form.Item label={t('fields.opinion')}>
          <Input.TextArea data-testid="transfer-opinion" rows={3} maxLength={maxLengthOf(transferConfirmBody, 'opinion')} value={opinion} onChange={(e) => setOpinion(e.target.value)} />
        </Form.Item>
        <Space>
          <Button type="primary" data-testid="transfer-approve" loading={busy === 'yes'} disabled={!!busy} onClick={() => void decide(true)}>
            {t('actions.approve')}
          </Button>
          <Button danger data-testid="transfer-reject" loading={busy === 'no'} disabled={!!busy} onClick={() => void decide(false)}>
            {t('actions.reject')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}

/** 划转详情 / 确认 (`?id=`; My Tasks routes a ccerTransferConfirm task here): the transfer, its serial ranges, the decision. */
export function TransferDetailPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  const q = useQuery({
    queryKey: ['ccerTransfer', id],
    queryFn: () => fetchTransferDetail(id),
    enabled: !!id,
    // the worker posts a confirmed transfer a moment later
    refetchInterval: (query) => (query.state.data?.status === 'confirming' && !query.state.data.taskId ? 2000 : false),
  });
  if (q.isLoading) return <Spin />;
  const d = q.data;
  if (!d) return <Empty description={t('empty.notFound')} />;
  const dash = (v: string | null | undefined) => v || '-';
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="transfer-detail-page">
      <Card
        title={`${d.kindName} ${d.transferNo}`}
        extra={
          <Space>
            {d.status === 'posted' && (
              <Button data-testid="transfer-notice" onClick={() => void downloadTransferNotice(d.id, d.transferNo)}>
                {t('actions.notice')}
              </Button>
            )}
            <Button onClick={() => navigate(-1)}>{t('actions.back')}</Button>
          </Space>
        }
      >
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('fields.status')}>
            <Tag color={statusColor[d.status]} data-testid="transfer-status">
              {d.statusName}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.kind')}>{d.kindName}</Descriptions.Item>
          <Descriptions.Item label={t('fields.projectCode')}>{d.projectCode}</Descriptions.Item>
          <Descriptions.Item label={t('fields.projectName')}>{dash(d.projectName)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.vintage')}>{d.vintage}</Descriptions.Item>
          <Descriptions.Item label={t('fields.quantity')}>{d.quantity.toLocaleString()}</Descriptions.Item>
          <Descriptions.Item label={t('fields.from')}>{`${dash(d.fromCustName)}${d.fromCustNo ? ` (${d.fromCustNo})` : ''}`}</Descriptions.Item>
          <Descriptions.Item label={t('fields.to')}>{`${dash(d.toCustName)}${d.toCustNo ? ` (${d.toCustNo})` : ''}`}</Descriptions.Item>
          <Descriptions.Item label={t('fields.applicant')}>{dash(d.applicantName)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.confirmer')}>{dash(d.confirmerName)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.createdAt')}>{formatDateTime(d.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.decidedAt')}>{d.decidedAt ? formatDateTime(d.decidedAt) : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('fields.remark')}>{dash(d.remark)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.opinion')}>{dash(d.opinion)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t(d.status === 'posted' ? 'ranges.moved' : 'ranges.reserved')}>
        <LedgerRangesTable ranges={d.ranges} ns={NS} testId="transfer-ranges" />
      </Card>
      {d.taskId && d.status === 'confirming' && <ConfirmBar transfer={d} onDone={() => void q.refetch()} />}
    </Space>
  );
}
