import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Form, Input, InputNumber, Modal, message } from 'antd';
import { MAX_PRINT_COPIES, offsetPrintApplyBody, maxLengthOf } from '@ccer/contracts';
import { useModalSubmit } from '../../../components/modal/useModalSubmit';
import { zodFieldRules } from '../../../forms/zod-rules';
import { applyPrint } from './print-api';
import { NS, printDetailPath } from './print-shared';

interface ApplyValues {
  copies: number;
  recipient: string;
  reason: string;
  remark?: string;
}

/**
 * 申请打印正式凭证: the holder's representative (087) asks the registry for official copies of a retired offset's
 * certificate (how many, who collects them, why); once submitted the request's page opens.
 */
export function PrintApplyModal({ offset, onClosed }: { offset: { id: string; offsetNo: string; certificateNo: string | null }; onClosed: () => void }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [messageApi, holder] = message.useMessage();
  const [form] = Form.useForm<ApplyValues>();
  const created = useRef<string>(undefined);
  const { open, close, busy, submit } = useModalSubmit<ApplyValues>({
    form,
    messageApi,
    call: async (v) => {
      const d = await applyPrint({ offsetId: offset.id, copies: v.copies, recipient: v.recipient.trim(), reason: v.reason.trim(), remark: v.remark?.trim() || undefined });
      created.current = d.id;
    },
    doneText: t('messages.submitted'),
    onDone: () => undefined,
  });
  const rules = (field: keyof ApplyValues) => zodFieldRules(offsetPrintApplyBody, field);
  return (
    <Modal
      open={open}
      title={t('title.apply')}
      okText={t('actions.submit')}
      onOk={submit}
      confirmLoading={busy}
      onCancel={close}
      afterClose={() => {
        onClosed();
        if (created.current) navigate(printDetailPath(created.current));
      }}
      destroyOnHidden
      width={600}
      data-testid="print-apply-modal"
    >
      {holder}
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('hints.apply', { certificateNo: offset.certificateNo ?? offset.offsetNo, max: MAX_PRINT_COPIES })} />
      <Form form={form} layout="vertical" initialValues={{ copies: 1 }}>
        <Form.Item name="copies" label={t('fields.copies')} rules={rules('copies')} extra={t('hints.copies', { max: MAX_PRINT_COPIES })}>
          <InputNumber min={1} max={MAX_PRINT_COPIES} precision={0} style={{ width: 160 }} data-testid="print-apply-copies" />
        </Form.Item>
        <Form.Item name="recipient" label={t('fields.recipient')} rules={rules('recipient')}>
          <Input maxLength={maxLengthOf(offsetPrintApplyBody, 'recipient')} data-testid="print-apply-recipient" />
        </Form.Item>
        <Form.Item name="reason" label={t('fields.reason')} rules={rules('reason')}>
          <Input.TextArea rows={3} maxLength={maxLengthOf(offsetPrintApplyBody, 'reason')} showCount data-testid="print-apply-reason" />
        </Form.Item>
        <Form.Item name="remark" label={t('fields.remark')} rules={rules('remark')}>
          <Input.TextArea rows={2} maxLength={maxLengthOf(offsetPrintApplyBody, 'remark')} showCount data-testid="print-apply-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
