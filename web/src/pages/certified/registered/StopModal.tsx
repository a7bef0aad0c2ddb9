import { Form, Input, Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { certifiedStopBody, type CertifiedInfoRow } from '@ccer/contracts';
import { stopCertified } from '../../../api/certified-registered';
import { useModalSubmit } from '../../../components/modal/useModalSubmit';
import { zodFieldRules } from '../../../forms/zod-rules';

interface Props {
  reduction: CertifiedInfoRow;
  action: 'stop' | 'resume';
  onDone: () => void;
  onClosed: () => void;
}

/** 暂停 / 恢复 registered reductions (077), with the reason the operation log keeps; a stopped one is not issued. */
export default function StopModal({ reduction, action, onDone, onClosed }: Props) {
  const { t } = useTranslation('certifiedRegistered');
  const [messageApi, holder] = message.useMessage();
  const [form] = Form.useForm<{ reason: string }>();
  const { open, close, busy, submit } = useModalSubmit({
    form,
    messageApi,
    call: (v) => stopCertified({ certifiedInfoId: reduction.id, action, reason: v.reason.trim() }),
    doneText: t('done'),
    onDone,
    onStale: onDone,
  });
  const stopping = action === 'stop';
  return (
    <Modal
      open={open}
      title={`${t(stopping ? 'stop.titleStop' : 'stop.titleResume')}：${reduction.registrationNo}`}
      onOk={submit}
      confirmLoading={busy}
      onCancel={close}
      afterClose={onClosed}
      destroyOnHidden
      data-testid="certified-stop-modal"
    >
      {holder}
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={t(stopping ? 'stop.reasonStop' : 'stop.reasonResume')} required rules={zodFieldRules(certifiedStopBody, 'reason')}>
          <Input.TextArea rows={4} maxLength={2000} showCount data-testid="certified-stop-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
