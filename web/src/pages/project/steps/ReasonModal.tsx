import { Form, Input, Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { recallApplyBody } from '@ccer/contracts';
import { useModalSubmit } from '../../../components/modal/useModalSubmit';
import { zodFieldRules } from '../../../forms/zod-rules';

interface Props {
  /** i18n key of the title (撤回申请, 终止申请). */
  title: string;
  projectName: string;
  call: (reason: string) => Promise<unknown>;
  onDone: () => void;
  onClosed: () => void;
}

/** An owner's action that needs a reason (撤回 during publicity, 终止): 1 to 2000 characters, as recall-apply and abort-apply check. */
export default function ReasonModal({ title, projectName, call, onDone, onClosed }: Props) {
  const { t } = useTranslation('projectSteps');
  const [messageApi, holder] = message.useMessage();
  const [form] = Form.useForm<{ reason: string }>();
  const { open, close, busy, submit } = useModalSubmit({ form, messageApi, call: (v) => call(v.reason.trim()), doneText: t('done'), onDone });
  return (
    <Modal open={open} title={t('titleOf', { action: t(title), name: projectName })} onOk={submit} confirmLoading={busy} onCancel={close} afterClose={onClosed} destroyOnHidden data-testid="reason-modal">
      {holder}
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={t('fields.reason')} required rules={zodFieldRules(recallApplyBody, 'reason')}>
          <Input.TextArea rows={4} maxLength={2000} showCount data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
