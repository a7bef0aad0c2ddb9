import { useRef, useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Space, Tag, Typography, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { freezeApplyBody, freezeDocumentBusiness, freezeStatuses, functionCodes as fc, unfreezeBody, type FreezeRow, maxLengthOf } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle } from '../../../components/list-page/types';
import { useModalSubmit } from '../../../components/modal/useModalSubmit';
import ReasonDialog from '../../../components/modal/ReasonDialog';
import { zodFieldRules } from '../../../forms/zod-rules';
import BusinessDocuments from '../../../components/attachments/BusinessDocuments';
import { downloadAttachment } from '../../../api/attachments';
import { fetchFreezes, freezeUnits, unfreezeUnits } from '../../../api/ccer-freezes';
import { messageLang } from '../../../message-lang';
import HolderPositionFields, { positionKey, useHolderPosition } from './HolderPositionFields';

const NS = 'ccerFreezes';
const statusColor: Record<string, string> = { [freezeStatuses.frozen.code]: 'blue', [freezeStatuses.unfrozen.code]: 'default' };

/** A row's documents, each a download link. */
export function DocumentLinks({ documents, businessCode }: { documents: FreezeRow['documents']; businessCode: string }) {
  if (documents.length === 0) return <>-</>;
  return (
    <Space direction="vertical" size={0}>
      {documents.map((d) => (
        <Typography.Link key={d.fileId} onClick={() => void downloadAttachment({ typeno: d.typeNo, path: d.path }, d.fileName, businessCode)}>
          {d.fileName}
        </Typography.Link>
      ))}
    </Space>
  );
}

type FreezeValues = { custId: string; position: string; quantity: number; reason: string; files?: Record<string, string[]> };

/** 冻结: a holder, one of its projects and vintages, the quantity, the reason and the freeze document. */
function FreezeModal({ onDone, onClosed }: { onDone: () => void; onClosed: () => void }) {
  const { t } = useTranslation(NS);
  const [messageApi, holder] = message.useMessage();
  const [form] = Form.useForm<FreezeValues>();
  const custId = Form.useWatch('custId', form);
  const picked = Form.useWatch('position', form);
  const position = useHolderPosition(custId).data?.find((p) => positionKey(p) === picked);
  const { open, close, busy, submit } = useModalSubmit<FreezeValues>({
    form,
    messageApi,
    call: (v) => {
      const [projectCode, vintage] = v.position.split('|');
      return freezeUnits({ custId: v.custId, projectCode, vintage: Number(vintage), quantity: v.quantity, reason: v.reason.trim(), fileIds: v.files ? Object.values(v.files).flat() : undefined });
    },
    doneText: t('messages.frozen'),
    onDone,
  });
  return (
    <Modal open={open} title={t('actions.freeze')} onOk={submit} confirmLoading={busy} onCancel={close} afterClose={onClosed} destroyOnHidden width={680} data-testid="freeze-modal">
      {holder}
      <Alert type="warning" showIcon message={t('hints.freeze')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical">
        <HolderPositionFields custField="custId" custLabel={t('fields.holder')} testIdPrefix="freeze" />
        <Form.Item
          name="quantity"
          label={t('fields.quantity')}
          extra={position ? t('hints.max', { quantity: position.available.toLocaleString() }) : undefined}
          rules={zodFieldRules(freezeApplyBody, 'quantity')}
        >
          <InputNumber min={1} max={position?.available} precision={0} style={{ width: 240 }} addonAfter="t" data-testid="freeze-quantity" />
        </Form.Item>
        <Form.Item name="reason" label={t('fields.reason')} required rules={zodFieldRules(freezeApplyBody, 'reason')}>
          <Input.TextArea rows={3} maxLength={maxLengthOf(freezeApplyBody, 'reason')} showCount data-testid="freeze-reason" />
        </Form.Item>
        <BusinessDocuments businessCode={freezeDocumentBusiness} />
      </Form>
    </Modal>
  );
}

/** 解冻: the whole freeze, with an optional reason. */
function UnfreezeModal({ row, onDone, onClosed }: { row: FreezeRow; onDone: () => void; onClosed: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <ReasonDialog
      title={`${t('actions.unfreeze')}：${row.freezeNo}`}
      label={t('fields.unfreezeReason')}
      body={unfreezeBody}
      notice={{ type: 'info', text: t('hints.unfreeze', { quantity: row.quantity.toLocaleString(), holder: row.custName ?? '-' }) }}
      call={(reason) => unfreezeUnits(row.id, reason || undefined)}
      doneText={t('messages.unfrozen')}
      onDone={onDone}
      onStale={onDone}
      onClosed={onClosed}
      testIds={{ modal: 'unfreeze-modal', input: 'unfreeze-reason' }}
    />
  );
}

/**
 * /ccer/freezeRecord (201510): the freezes (冻结中 / 已解冻) with holder, project, vintage, quantity, reason, document and
 * times; the registry (101) freezes and unfreezes, a holder (100) sees its own.
 */
export function FreezeRecordPage() {
  const list = useRef<ListPageHandle>(null);
  const [freezing, setFreezing] = useState(false);
  const [unfreezing, setUnfreezing] = useState<FreezeRow>();
  const lang = messageLang();
  const refresh = () => void list.current?.refresh();
  return (
    <>
      <ListPage<FreezeRow>
        ref={list}
        queryKey="ccerFreezes"
        load={fetchFreezes}
        rowKey="id"
        searchFields={[
          { name: 'custName', label: `${NS}:fields.holder`, kind: 'input' },
          { name: 'projectCode', label: `${NS}:fields.projectCode`, kind: 'input' },
          { name: 'status', label: `${NS}:fields.status`, kind: 'select', options: Object.values(freezeStatuses).map((s) => ({ value: s.code, label: s[lang] })) },
        ]}
        columns={[
          { title: `${NS}:fields.freezeNo`, dataIndex: 'freezeNo', width: 170, mobile: true },
          { title: `${NS}:fields.status`, dataIndex: 'status', width: 100, mobile: true, render: (v: string, r) => <Tag color={statusColor[v]}>{r.statusName}</Tag> },
          { title: `${NS}:fields.holder`, dataIndex: 'custName', ellipsis: true, width: 160, mobile: true },
          { title: `${NS}:fields.projectCode`, dataIndex: 'projectCode', width: 130, render: (v: string, r) => (r.projectName ? `${v} ${r.projectName}` : v) },
          { title: `${NS}:fields.vintage`, dataIndex: 'vintage', width: 80 },
          { title: `${NS}:fields.quantity`, dataIndex: 'quantity', width: 110, render: (v: number) => v.toLocaleString() },
          { title: `${NS}:fields.reason`, dataIndex: 'reason', ellipsis: true, width: 160 },
          { title: `${NS}:fields.document`, dataIndex: 'documents', width: 130, render: (_: unknown, r) => <DocumentLinks documents={r.documents} businessCode={r.id} /> },
          // who and when in one cell each, so that the row keeps its room for the holder and the reason
          { title: `${NS}:fields.frozenAt`, dataIndex: 'frozenAt', width: 170, render: (v: string, r) => <Stacked lines={[formatDateTime(v), r.frozenBy]} /> },
          { title: `${NS}:fields.unfrozenAt`, dataIndex: 'unfrozenAt', width: 170, render: (v: string | null, r) => (v ? <Stacked lines={[formatDateTime(v), r.unfreezeReason]} /> : '-') },
        ]}
        toolbar={[{ key: 'freeze', label: `${NS}:actions.freeze`, func: fc.holdingFreeze, type: 'primary', onClick: () => setFreezing(true) }]}
        rowOperations={[
          { key: 'unfreeze', label: `${NS}:actions.unfreeze`, func: fc.holdingFreeze, visible: (r) => r.status === freezeStatuses.frozen.code, onClick: (r) => setUnfreezing(r) },
        ]}
      />
      {freezing && <FreezeModal onDone={refresh} onClosed={() => setFreezing(false)} />}
      {unfreezing && <UnfreezeModal key={unfreezing.id} row={unfreezing} onDone={refresh} onClosed={() => setUnfreezing(undefined)} />}
    </>
  );
}

/** Lines of one cell, the first as it is, the rest secondary. */
function Stacked({ lines }: { lines: Array<string | null | undefined> }) {
  const [first, ...rest] = lines.filter(Boolean);
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      <div>{first}</div>
      {rest.map((l) => (
        <div key={l} style={{ color: 'var(--registry-text-tertiary)', fontSize: 12, whiteSpace: 'normal' }}>
          {l}
        </div>
      ))}
    </div>
  );
}
