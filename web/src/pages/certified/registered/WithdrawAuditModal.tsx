import { Form, Input, Modal, Radio, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { stepDecisionBody, type CertifiedCancelRow } from '@ccer/contracts';
import { auditWithdrawal } from '../../../api/certified-registered';
import { useModalSubmit } from '../../../components/modal/useModalSubmit';
import { zodFieldRules } from '../../../forms/zod-rules';

interface Props {
  withdrawal: CertifiedCancelRow & { taskId: string };
  onDone: () => void;
  onClosed: () => void;
}

type Values = { taskId: string; approved: boolean; opinion?: string };

/** 撤回审核 (withdrawAudit, 082): approve (the reductions are withdrawn for ever) or reject with an opinion. */
export default function WithdrawAuditModal({ withdrawal, onDone, onClosed }: Props) {
  const { t } = useTranslation('certifiedRegistered');
  const [messageApi, holder] = message.useMessage();
  const [form] = Form.useForm<Values>();
  const { open, close, busy, submit } = useModalSubmit<Values>({
    form,
    messageApi,
    call: (v) => auditWithdrawal({ taskId: withdrawal.taskId, approved: v.approved, opinion: v.opinion?.trim() || undefined }),
    doneText: t('done'),
    onDone,
    onStale: onDone,
  });
  return (
    <Modal
      open={open}
      title={`${t('audit.title')}：${withdrawal.registrationNo}`}
      onOk={submit}
      okText={busy ? t('audit.busy') : t('audit.submit')}
      confirmLoading={busy}
      onCancel={close}
      afterClose={onClosed}
      destroyOnHidden
      data-testid="withdraw-audit-modal"
    >
      {holder}
      <Form form={form} layout="vertical" initialValues={{ taskId: withdrawal.taskId, approved: true }}>
        <Form.Item name="taskId" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="approved" label={t('audit.result')} rules={[{ required: true }]}>
          <Radio.Group
            options={[
              { value: true, label: t('audit.approve') },
              { value: false, label: t('audit.reject') },
            ]}
            data-testid="withdraw-audit-radio"
          />
        </Form.Item>
        <Form.Item name="opinion" label={t('fields.opinion')} dependencies={['approved']} rules={zodFieldRules(stepDecisionBody, 'opinion')}>
          <Input.TextArea rows={4} maxLength={2000} showCount data-testid="withdraw-audit-opinion" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
