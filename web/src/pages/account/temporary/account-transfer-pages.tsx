import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App as AntApp, Alert, Button, Card, Descriptions, Empty, Form, Input, InputNumber, Radio, Select, Space, Spin, Table, Tag } from 'antd';
import {
  accountTransferApplyBody,
  accountTransferDocumentBusiness,
  accountTransferStatuses,
  accountTransferTypes,
  functionCodes as fc,
  type AccountTransferRow,
  maxLengthOf,
  stepDecisionBody,
} from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import BusinessDocuments from '../../../components/attachments/BusinessDocuments';
import { zodFieldRules } from '../../../forms/zod-rules';
import { ApiError } from '../../../api/http';
import { applyAccountTransfer, decideAccountTransfer, fetchAccountTransfer, fetchAccountTransfers, searchHolders } from '../../../api/ccer-freezes';
import { usePermission } from '../../../access';
import { messageLang } from '../../../message-lang';
import HolderPositionFields, { positionKey, useHolderPosition } from '../../ccer/freezes/HolderPositionFields';
import { DocumentLinks } from '../../ccer/freezes/freeze-pages';

const NS = 'ccerAccountTransfers';
const S = accountTransferStatuses;
const statusColor: Record<string, string> = { [S.confirming.code]: 'processing', [S.auditing.code]: 'gold', [S.transferred.code]: 'green', [S.rejected.code]: 'default' };
const detailPath = (id: string) => `/account/temporary/detail?id=${encodeURIComponent(id)}`;

interface ApplyValues {
  transferType: string;
  fromCustId: string;
  position: string;
  toCustId: string;
  quantity: number;
  reason: string;
  files?: Record<string, string[]>;
}

/** 划转申请 (104001): the giving account and its position, the receiving account, type, quantity, reason, proof. */
export function AccountTransferApplyPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { message } = AntApp.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ApplyValues>();
  const [keyword, setKeyword] = useState('');
  const [busy, setBusy] = useState(false);
  const mayApply = usePermission(fc.accountTransfer);
  const fromCustId = Form.useWatch('fromCustId', form);
  const picked = Form.useWatch('position', form);
  const position = useHolderPosition(fromCustId).data?.find((p) => positionKey(p) === picked);
  const receivers = useQuery({ queryKey: ['ccerHolders', 'receiver', keyword], queryFn: () => searchHolders(keyword) });
  const lang = messageLang();

  const submit = async (v: ApplyValues) => {
    const [projectCode, vintage] = v.position.split('|');
    setBusy(true);
    try {
      const row = await applyAccountTransfer({
        transferType: v.transferType as '01' | '02',
        fromCustId: v.fromCustId,
        toCustId: v.toCustId,
        projectCode,
        vintage: Number(vintage),
        quantity: v.quantity,
        reason: v.reason.trim(),
        fileIds: v.files ? Object.values(v.files).flat() : undefined,
      });
      void message.success(t('messages.applied'));
      void queryClient.invalidateQueries({ queryKey: ['ccerAvailableHoldings'] });
      navigate(detailPath(row.id));
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors.length > 0) {
        form.setFields(
          e.fieldErrors.map((f) => ({ name: (f.field === 'projectCode' || f.field === 'vintage' ? 'position' : f.field.startsWith('files') ? 'files' : f.field) as keyof ApplyValues, errors: [f.message] })),
        );
      } else if (e instanceof Error) void message.error(e.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('title.apply')} data-testid="account-transfer-apply-page">
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('hints.apply')} />
      <Form form={form} layout="horizontal" labelCol={{ flex: '160px' }} style={{ maxWidth: 760 }} onFinish={submit} disabled={!mayApply} initialValues={{ transferType: accountTransferTypes.succession.code }}>
        <Form.Item name="transferType" label={t('fields.transferType')} required>
          <Radio.Group options={Object.values(accountTransferTypes).map((x) => ({ value: x.code, label: x[lang] }))} data-testid="account-transfer-type" />
        </Form.Item>
        <HolderPositionFields custField="fromCustId" custLabel={t('fields.from')} testIdPrefix="account-transfer" />
        <Form.Item
          name="quantity"
          label={t('fields.quantity')}
          extra={position ? t('hints.max', { quantity: position.available.toLocaleString() }) : undefined}
          rules={zodFieldRules(accountTransferApplyBody, 'quantity')}
        >
          <InputNumber min={1} max={position?.available} precision={0} style={{ width: 240 }} addonAfter="t" data-testid="account-transfer-quantity" />
        </Form.Item>
        <Form.Item name="toCustId" label={t('fields.to')} rules={[{ required: true, message: t('validation.receiver') }]}>
          <Select
            showSearch
            filterOption={false}
            onSearch={setKeyword}
            loading={receivers.isFetching}
            placeholder={t('placeholders.receiver')}
            options={(receivers.data ?? []).filter((h) => h.custId !== fromCustId).map((h) => ({ value: h.custId, label: h.custName }))}
            data-testid="account-transfer-receiver"
          />
        </Form.Item>
        <Form.Item name="reason" label={t('fields.reason')} required rules={zodFieldRules(accountTransferApplyBody, 'reason')}>
          <Input.TextArea rows={3} maxLength={maxLengthOf(accountTransferApplyBody, 'reason')} showCount data-testid="account-transfer-reason" />
        </Form.Item>
        <BusinessDocuments businessCode={accountTransferDocumentBusiness} />
        <Form.Item label=" " colon={false}>
          <Space>
            <Button type="primary" htmlType="submit" loading={busy} data-testid="account-transfer-submit">
              {t('actions.submit')}
            </Button>
            <Button onClick={() => navigate('/account/temporary/recordList')}>{t('actions.records')}</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}

function TransferList({ view }: { view: 'record' | 'confirm' | 'audit' }) {
  const navigate = useNavigate();
  const lang = messageLang();
  const actionLabel = view === 'audit' ? `${NS}:actions.audit` : `${NS}:actions.confirm`;
  return (
    <ListPage<AccountTransferRow>
      queryKey={`ccerAccountTransfers-${view}`}
      load={fetchAccountTransfers(view)}
      rowKey="id"
      searchFields={[
        { name: 'applyNo', label: `${NS}:fields.applyNo`, kind: 'input' },
        { name: 'custName', label: `${NS}:fields.custName`, kind: 'input' },
        { name: 'projectCode', label: `${NS}:fields.projectCode`, kind: 'input' },
        { name: 'transferType', label: `${NS}:fields.transferType`, kind: 'select', options: Object.values(accountTransferTypes).map((x) => ({ value: x.code, label: x[lang] })) },
        ...(view === 'record' ? [{ name: 'status', label: `${NS}:fields.status`, kind: 'select' as const, options: Object.values(S).map((x) => ({ value: x.code, label: x[lang] })) }] : []),
      ]}
      columns={[
        { title: `${NS}:fields.applyNo`, dataIndex: 'applyNo', width: 170, mobile: true },
        { title: `${NS}:fields.transferType`, dataIndex: 'transferTypeName', width: 100 },
        { title: `${NS}:fields.from`, dataIndex: 'fromCustName', ellipsis: true, width: 180, mobile: true },
        { title: `${NS}:fields.to`, dataIndex: 'toCustName', ellipsis: true, width: 180 },
        { title: `${NS}:fields.projectCode`, dataIndex: 'projectCode', width: 130 },
        { title: `${NS}:fields.vintage`, dataIndex: 'vintage', width: 80 },
        { title: `${NS}:fields.quantity`, dataIndex: 'quantity', width: 110, render: (v: number) => v.toLocaleString() },
        { title: `${NS}:fields.status`, dataIndex: 'status', width: 100, mobile: true, render: (v: string, r) => <Tag color={statusColor[v]}>{r.statusName}</Tag> },
        { title: `${NS}:fields.applicant`, dataIndex: 'applicantName', width: 110 },
        { title: `${NS}:fields.appliedAt`, dataIndex: 'appliedAt', width: 170, render: formatDateTime },
      ]}
      rowOperations={[
        { key: 'detail', label: `${NS}:actions.detail`, visible: (r) => !r.taskId, onClick: (r) => navigate(detailPath(r.id)) },
        { key: 'decide', label: actionLabel, func: fc.accountTransfer, visible: (r) => !!r.taskId, onClick: (r) => navigate(detailPath(r.id)) },
      ]}
    />
  );
}

/** 申请记录 (104005), 划转确认 (104010), 划转审核 (104015). */
export const AccountTransferRecordPage = () => <TransferList view="record" />;
export const AccountTransferConfirmPage = () => <TransferList view="confirm" />;
export const AccountTransferAuditPage = () => <TransferList view="audit" />;

/** The confirm or audit decision on the caller's open task. */
function DecisionBar({ step, taskId, onDone }: { step: 'confirm' | 'audit'; taskId: string; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const { message } = AntApp.useApp();
  const [opinion, setOpinion] = useState('');
  const [busy, setBusy] = useState<'yes' | 'no'>();
  const decide = async (approved: boolean) => {
    if (!approved && !opinion.trim()) {
      void message.warning(t('validation.opinion'));
      return;
    }
    setBusy(approved ? 'yes' : 'no');
    try {
      await decideAccountTransfer(step, { taskId, approved, opinion: opinion.trim() || undefined });
      void message.success(t(approved ? `messages.${step}ed` : 'messages.rejected'));
      onDone();
    } catch {
      // shown by the http layer
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Card title={t(`title.${step}`)} data-testid="account-transfer-decision">
      <Form layout="vertical" style={{ maxWidth: 720 }}>
        <Form.Item label={t('fields.opinion')}>
          <Input.TextArea rows={3} maxLength={maxLengthOf(stepDecisionBody, 'opinion')} value={opinion} onChange={(e) => setOpinion(e.target.value)} data-testid="account-transfer-opinion" />
        </Form.Item>
        <Space>
          <Button type="primary" loading={busy === 'yes'} disabled={!!busy} onClick={() => void decide(true)} data-testid="account-transfer-approve">
            {t(step === 'confirm' ? 'actions.confirm' : 'actions.approve')}
          </Button>
          <Button danger loading={busy === 'no'} disabled={!!busy} onClick={() => void decide(false)} data-testid="account-transfer-reject">
            {t('actions.reject')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}

/** 划转详情 (`?id=`; My Tasks routes the confirm and audit tasks here): the transfer, its proof, its ledger entries, the decision. */
export function AccountTransferDetailPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  const q = useQuery({
    queryKey: ['ccerAccountTransfer', id],
    queryFn: () => fetchAccountTransfer(id),
    enabled: !!id,
    // the worker writes each step's outcome a moment later
    refetchInterval: (query) => {
      const d = query.state.data;
      return d && (d.status === S.confirming.code || d.status === S.auditing.code) && !d.taskId ? 2000 : false;
    },
  });
  if (q.isLoading) return <Spin />;
  const d = q.data;
  if (!d) return <Empty description={t('empty.notFound')} />;
  const dash = (v: string | null | undefined) => v || '-';
  const step = d.status === S.confirming.code ? 'confirm' : d.status === S.auditing.code ? 'audit' : undefined;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="account-transfer-detail-page">
      <Card title={`${d.transferTypeName} ${d.applyNo}`} extra={<Button onClick={() => navigate(-1)}>{t('actions.back')}</Button>}>
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('fields.status')}>
            <Tag color={statusColor[d.status]} data-testid="account-transfer-status">
              {d.statusName}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.transferType')}>{d.transferTypeName}</Descriptions.Item>
          <Descriptions.Item label={t('fields.from')}>{dash(d.fromCustName)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.to')}>{dash(d.toCustName)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.projectCode')}>{d.projectCode}</Descriptions.Item>
          <Descriptions.Item label={t('fields.projectName')}>{dash(d.projectName)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.vintage')}>{d.vintage}</Descriptions.Item>
          <Descriptions.Item label={t('fields.quantity')}>{d.quantity.toLocaleString()} t</Descriptions.Item>
          <Descriptions.Item label={t('fields.reason')} span={2}>
            {d.reason}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.documents')} span={2}>
            <DocumentLinks documents={d.documents} businessCode={d.id} />
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.applicant')}>{dash(d.applicantName)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.appliedAt')}>{formatDateTime(d.appliedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.confirmer')}>{dash(d.confirmerName)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.confirmOpinion')}>{dash(d.confirmOpinion)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.auditor')}>{dash(d.auditorName)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.auditOpinion')}>{dash(d.auditOpinion)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.decidedAt')}>{d.decidedAt ? formatDateTime(d.decidedAt) : '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('title.entries')}>
        <Table
          data-testid="account-transfer-entries"
          size="small"
          rowKey={(e) => `${e.kind}-${e.serial}`}
          pagination={false}
          dataSource={d.entries}
          columns={[
            { title: t('fields.kind'), dataIndex: 'kindName', width: 110 },
            { title: t('fields.serial'), dataIndex: 'serial' },
            { title: t('fields.quantity'), dataIndex: 'quantity', width: 110, render: (v: number) => v.toLocaleString() },
            { title: t('fields.from'), dataIndex: 'fromHolder', width: 180 },
            { title: t('fields.to'), dataIndex: 'toHolder', width: 180 },
            { title: t('fields.at'), dataIndex: 'at', width: 170, render: formatDateTime },
          ]}
        />
      </Card>
      {d.taskId && step && <DecisionBar step={step} taskId={d.taskId} onDone={() => void q.refetch()} />}
    </Space>
  );
}
