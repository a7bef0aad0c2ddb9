import { useState } from 'react';
import { Button, Divider, Form, Input, Modal, Radio } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useTranslation } from 'react-i18next';
import type { TaskRow } from '@ccer/contracts';
import { ApiError } from '../../../api/http';
import { completeTask } from '../../../api/tasks';
import { applyServerErrors } from '../../../forms/zod-rules';
import { messageLang } from '../../../message-lang';
import { translate } from '@ccer/contracts';
import TaskBusiness from './TaskBusiness';
import { opinionError, type Decision } from './task-rules';

interface Props {
  task: TaskRow;
  messageApi: MessageInstance;
  /** The task was completed, or the server refused it (the list is stale either way). */
  onChanged: () => void;
  onClosed: () => void;
}

/** 办理: the business record, 同意 / 退回 and an opinion (required when returning), then complete. */
export default function TaskHandleModal({ task, messageApi, onChanged, onClosed }: Props) {
  const { t } = useTranslation('process');
  const [form] = Form.useForm<{ decision: Decision; opinion?: string }>();
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const decision = Form.useWatch('decision', form);

  const submit = async () => {
    const v = await form.validateFields().catch(() => undefined);
    if (!v) return;
    setBusy(true);
    try {
      await completeTask({ taskId: task.taskId, approved: v.decision === 'approve', opinion: v.opinion?.trim() || undefined });
      void messageApi.success(t('handle.done'));
      onChanged();
      setOpen(false);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      if (applyServerErrors(form, e) === 0) void messageApi.error(e instanceof Error ? e.message : String(e), 3);
      // claimed by someone else or already done: the list no longer shows the truth
      if (e instanceof ApiError && (e.status === 404 || e.status === 409)) onChanged();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={`${t('handle.title')} · ${task.taskName}`}
      width={960}
      onCancel={() => setOpen(false)}
      afterClose={onClosed}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={() => setOpen(false)} data-testid="task-cancel">
          {t('handle.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={busy} onClick={submit} data-testid="task-submit">
          {t('handle.submit')}
        </Button>,
      ]}
    >
      <Divider titlePlacement="start">{t('handle.business')}</Divider>
      <TaskBusiness task={task} />
      <Divider titlePlacement="start">{t('handle.decisionTitle')}</Divider>
      <Form form={form} name="taskForm" layout="vertical" initialValues={{ decision: 'approve' }}>
        <Form.Item name="decision" label={t('handle.decision')} required>
          <Radio.Group
            data-testid="task-decision"
            options={[
              { value: 'approve', label: t('handle.approve') },
              { value: 'return', label: t('handle.return') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="opinion"
          label={t('handle.opinion')}
          dependencies={['decision']}
          required={decision === 'return'}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_r, value?: string) => {
                const token = opinionError(task.taskId, getFieldValue('decision'), value);
                if (token) throw new Error(translate(token, messageLang()));
              },
            }),
          ]}
        >
          <Input.TextArea maxLength={2000} showCount autoSize={{ minRows: 3, maxRows: 6 }} data-testid="task-opinion" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
