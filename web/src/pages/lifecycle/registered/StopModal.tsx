import { Form, Input, Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { useModalSubmit } from '../../../components/modal/useModalSubmit';
import { zodFieldRules, type ParseableSchema } from '../../../forms/zod-rules';

/** What an area declares for its 暂停 / 恢复 modal (the project's 076, the certification's 077). */
export interface StopModalArea {
  /** The texts' namespace: stop.titleStop, stop.titleResume, stop.reasonStop, stop.reasonResume, done. */
  ns: string;
  /** The area's stop body (the reason's rule). */
  body: ParseableSchema;
  /** Test ids `${testIdPrefix}stop-modal` and `${testIdPrefix}stop-reason`. */
  testIdPrefix: string;
}

interface Props {
  area: StopModalArea;
  /** What the title names (the project's name, the reduction's registration number). */
  name: string;
  action: 'stop' | 'resume';
  /** The area's stop call with the trimmed reason. */
  call: (reason: string) => Promise<unknown>;
  onDone: () => void;
  onClosed: () => void;
}

/** 暂停 / 恢复 a registered row with the reason the operation log keeps; a 404 or 409 reloads the list. */
export default function StopModal({ area, name, action, call, onDone, onClosed }: Props) {
  const { t } = useTranslation(area.ns);
  const [messageApi, holder] = message.useMessage();
  const [form] = Form.useForm<{ reason: string }>();
  const { open, close, busy, submit } = useModalSubmit({
    form,
    messageApi,
    call: (v) => call(v.reason.trim()),
    doneText: t('done'),
    onDone,
    onStale: onDone,
  });
  const stopping = action === 'stop';
  return (
    <Modal
      open={open}
      title={`${t(stopping ? 'stop.titleStop' : 'stop.titleResume')}：${name}`}
      onOk={submit}
      confirmLoading={busy}
      onCancel={close}
      afterClose={onClosed}
      destroyOnHidden
      data-testid={`${area.testIdPrefix}stop-modal`}
    >
      {holder}
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={t(stopping ? 'stop.reasonStop' : 'stop.reasonResume')} required rules={zodFieldRules(area.body, 'reason')}>
          <Input.TextArea rows={4} maxLength={2000} showCount data-testid={`${area.testIdPrefix}stop-reason`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
