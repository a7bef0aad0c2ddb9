import { Form, Input, Modal, Radio, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { stepDecisionBody, maxLengthOf } from '@ccer/contracts';
import { useModalSubmit } from '../../../components/modal/useModalSubmit';
import { zodFieldRules } from '../../../forms/zod-rules';

/** What an area declares for the audit of its cancellations (the project's 注销审核 081, the certification's 撤回审核 082). */
export interface CancelAuditArea {
  /** The texts' namespace: audit.title, audit.busy, audit.submit, audit.result, audit.approve, audit.reject, fields.opinion, done. */
  ns: string;
  /** The area's audit call. */
  audit: (body: { taskId: string; approved: boolean; opinion?: string }) => Promise<unknown>;
  /** Test ids `${testIdPrefix}-audit-modal`, `-audit-radio` and `-audit-opinion`. */
  testIdPrefix: string;
}

interface Props {
  area: CancelAuditArea;
  /** The open audit task. */
  taskId: string;
  /** What the title names (the project's name, the reduction's registration number). */
  name: string;
  onDone: () => void;
  onClosed: () => void;
}

type Values = { taskId: string; approved: boolean; opinion?: string };

/** The registry's audit of a cancellation: approve (for ever) or reject with an opinion; a 404 or 409 reloads. */
export default function CancelAuditModal({ area, taskId, name, onDone, onClosed }: Props) {
  const { t } = useTranslation(area.ns);
  const [messageApi, holder] = message.useMessage();
  const [form] = Form.useForm<Values>();
  const { open, close, busy, submit } = useModalSubmit<Values>({
    form,
    messageApi,
    call: (v) => area.audit({ taskId, approved: v.approved, opinion: v.opinion?.trim() || undefined }),
    doneText: t('done'),
    onDone,
    onStale: onDone,
  });
  const id = area.testIdPrefix;
  return (
    <Modal
      open={open}
      title={`${t('audit.title')}：${name}`}
      onOk={submit}
      okText={busy ? t('audit.busy') : t('audit.submit')}
      confirmLoading={busy}
      onCancel={close}
      afterClose={onClosed}
      destroyOnHidden
      data-testid={`${id}-audit-modal`}
    >
      {holder}
      <Form form={form} layout="vertical" initialValues={{ taskId, approved: true }}>
        <Form.Item name="taskId" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="approved" label={t('audit.result')} rules={[{ required: true }]}>
          <Radio.Group
            options={[
              { value: true, label: t('audit.approve') },
              { value: false, label: t('audit.reject') },
            ]}
            data-testid={`${id}-audit-radio`}
          />
        </Form.Item>
        <Form.Item name="opinion" label={t('fields.opinion')} dependencies={['approved']} rules={zodFieldRules(stepDecisionBody, 'opinion')}>
          <Input.TextArea rows={4} maxLength={maxLengthOf(stepDecisionBody, 'opinion')} showCount data-testid={`${id}-audit-opinion`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
