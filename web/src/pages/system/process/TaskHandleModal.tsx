import type { ReactNode } from 'react';
import { Alert, Button, Divider, Form, Input, Modal, Radio, Tag } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useTranslation } from 'react-i18next';
import type { TaskRow } from '@ccer/contracts';
import { useModalSubmit } from '../../../components/modal/useModalSubmit';
import { messageLang } from '../../../message-lang';
import { maxLengthOf, taskCompleteBody, translate } from '@ccer/contracts';
import TaskBusiness from './TaskBusiness';
import { opinionError, type Decision } from './task-rules';
import TaskActionPanel from './task-actions/TaskActionPanel';
import TaskFormSection from './task-form/TaskFormSection';
import { useTaskForm } from './task-form/useTaskForm';

interface Props {
  task: TaskRow;
  messageApi: MessageInstance;
  /** The task was completed, or the server refused it (the list is stale either way). */
  onChanged: () => void;
  onClosed: () => void;
  /** An extra section between the business record and the decision (e.g. the task's form). */
  children?: ReactNode;
}

/**
 * 办理: the business record, 同意 / 退回 and an opinion (required when returning), then complete;
 * the other task actions (退回上一步, 驳回, 转办, 委派/归还, 抄送, 加签) below. A task delegated to
 * me is resolved, not completed; an added signer's subtask (加签) is signed with 同意 / 退回.
 */
export default function TaskHandleModal({ task, messageApi, onChanged, onClosed, children }: Props) {
  const { t } = useTranslation('process');
  const { t: ta } = useTranslation('taskActions');
  const delegated = task.delegationState === 'PENDING';
  const [form] = Form.useForm<{ decision: Decision; opinion?: string }>();
  const decision = Form.useWatch('decision', form);
  // a task with a form-js form (camunda:formRef) is completed through it (/submit-form)
  const taskForm = useTaskForm(task.taskId, !delegated);

  const { open, close, busy, submit } = useModalSubmit({
    form,
    messageApi,
    call: (v) => taskForm.complete({ approved: v.decision === 'approve', opinion: v.opinion?.trim() || undefined }),
    doneText: t('handle.done'),
    onDone: onChanged,
    // claimed by someone else or already done: the list no longer shows the truth
    onStale: onChanged,
  });

  return (
    <Modal
      open={open}
      title={
        <>
          {`${t('handle.title')} · ${task.taskName}`}
          {task.parentTaskId && (
            <Tag color="processing" style={{ marginInlineStart: 8 }}>
              {ta('subtaskTag')}
            </Tag>
          )}
        </>
      }
      width={960}
      onCancel={close}
      afterClose={onClosed}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={close} data-testid="task-cancel">
          {t('handle.cancel')}
        </Button>,
        !delegated && (
          <Button key="submit" type="primary" loading={busy} onClick={submit} data-testid="task-submit">
            {t('handle.submit')}
          </Button>
        ),
      ]}
    >
      <Divider titlePlacement="start">{t('handle.business')}</Divider>
      <TaskBusiness task={task} />
      {children}
      {!delegated && <TaskFormSection state={taskForm} />}
      {delegated && <Alert type="info" showIcon style={{ marginTop: 16 }} title={ta('delegatedHint', { owner: task.owner ?? '-' })} />}
      {task.parentTaskId && <Alert type="info" showIcon style={{ marginTop: 16 }} title={ta('subtaskHint')} />}
      {!delegated && <Divider titlePlacement="start">{t('handle.decisionTitle')}</Divider>}
      <Form hidden={delegated} form={form} name="taskForm" layout="vertical" initialValues={{ decision: 'approve' }}>
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
          <Input.TextArea maxLength={maxLengthOf(taskCompleteBody, 'opinion')} showCount autoSize={{ minRows: 3, maxRows: 6 }} data-testid="task-opinion" />
        </Form.Item>
      </Form>
      {!task.parentTaskId && (
        <>
          <Divider titlePlacement="start">{ta('panelTitle')}</Divider>
          <TaskActionPanel
            task={task}
            messageApi={messageApi}
            onDone={() => {
              onChanged();
              close();
            }}
          />
        </>
      )}
    </Modal>
  );
}
