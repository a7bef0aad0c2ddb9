import { Alert, App, Form, Input, Modal } from 'antd';
import { maxLengthOf } from '@ccer/contracts/validation/max-length';
import { useModalSubmit } from './useModalSubmit';
import { zodFieldRules, type ParseableSchema } from '../../forms/zod-rules';
import { testIdProps } from '../test-id-props';

export interface ReasonDialogProps {
  /** The title, translated (the action and what it acts on). */
  title: string;
  /** The reason field's label, translated. */
  label: string;
  /** The body whose `reason` rule the server applies (contracts): the asterisk, the checks and the most characters. */
  body: ParseableSchema;
  rows?: number;
  /** A line above the field: what the action will do. */
  notice?: { type: 'info' | 'warning'; text: string };
  /** A destructive action: a red OK button. */
  danger?: boolean;
  /** The OK button's text, translated, when it names the action (确认注销); antd's 确定 otherwise. */
  okText?: string;
  /** The server call with the trimmed reason ('' for an optional reason left empty). */
  call: (reason: string) => Promise<unknown>;
  /** The success toast, translated. */
  doneText: string;
  onDone: () => void;
  /** A 404 or 409 (gone, or changed by someone else): reload the list. */
  onStale?: () => void;
  onClosed: () => void;
  testIds: { modal: string; input: string; submit?: string };
}

/**
 * An action that asks for a reason the record keeps (撤回, 终止, 暂停, 解除绑定, 解冻, 申请解除): one field, its rule the
 * server's, the server's field errors on it, a stale row reloading the list.
 */
export default function ReasonDialog({ title, label, body, rows = 3, notice, danger, okText, call, doneText, onDone, onStale, onClosed, testIds }: ReasonDialogProps) {
  // the app's toasts, not a holder of the dialog's own: 已解绑 stays on screen after the dialog is gone
  const { message: messageApi } = App.useApp();
  const [form] = Form.useForm<{ reason?: string }>();
  const { open, close, busy, submit } = useModalSubmit({ form, messageApi, call: (v) => call(v.reason?.trim() ?? ''), doneText, onDone, onStale });
  const okButtonProps = testIdProps(testIds.submit, { danger });
  return (
    <Modal open={open} title={title} onOk={submit} confirmLoading={busy} okText={okText} okButtonProps={okButtonProps} onCancel={close} afterClose={onClosed} destroyOnHidden data-testid={testIds.modal}>
      {notice && <Alert type={notice.type} showIcon message={notice.text} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={label} rules={zodFieldRules(body, 'reason')}>
          <Input.TextArea rows={rows} maxLength={maxLengthOf(body, 'reason')} showCount data-testid={testIds.input} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
