import { Form, Input, Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { projectStopBody, type ProjectListRow } from '@ccer/contracts';
import { stopProject } from '../../../api/project-registered';
import { useModalSubmit } from '../../../components/modal/useModalSubmit';
import { zodFieldRules } from '../../../forms/zod-rules';

interface Props {
  project: ProjectListRow;
  action: 'stop' | 'resume';
  onDone: () => void;
  onClosed: () => void;
}

/** 暂停 / 恢复 a registered project (076), with the reason the operation log keeps. */
export default function StopModal({ project, action, onDone, onClosed }: Props) {
  const { t } = useTranslation('projectRegistered');
  const [messageApi, holder] = message.useMessage();
  const [form] = Form.useForm<{ reason: string }>();
  const { open, close, busy, submit } = useModalSubmit({
    form,
    messageApi,
    call: (v) => stopProject({ projectInfoId: project.projectInfoId, action, reason: v.reason.trim() }),
    doneText: t('done'),
    onDone,
    onStale: onDone,
  });
  const stopping = action === 'stop';
  return (
    <Modal
      open={open}
      title={`${t(stopping ? 'stop.titleStop' : 'stop.titleResume')}：${project.projectName}`}
      onOk={submit}
      confirmLoading={busy}
      onCancel={close}
      afterClose={onClosed}
      destroyOnHidden
      data-testid="stop-modal"
    >
      {holder}
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={t(stopping ? 'stop.reasonStop' : 'stop.reasonResume')} required rules={zodFieldRules(projectStopBody, 'reason')}>
          <Input.TextArea rows={4} maxLength={2000} showCount data-testid="stop-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
