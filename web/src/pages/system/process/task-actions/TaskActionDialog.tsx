import { useState } from 'react';
import { Form, Input, Modal, Radio } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useTranslation } from 'react-i18next';
import {
  addSignModes,
  maxLengthOf,
  taskActionOpinionBody,
  taskActionTargetBody,
  taskAddSignBody,
  taskCcBody,
  taskResolveBody,
  taskRevokeBody,
  translate,
  type AddSignMode,
  type TaskActionResult,
} from '@ccer/contracts';
import { ApiError, type Envelope } from '../../../../api/http';
import { applyServerErrors } from '../../../../forms/zod-rules';
import { messageLang } from '../../../../message-lang';
import { addSignTask, ccTask, delegateTask, rejectTask, resolveTask, returnTask, revokeTask, transferTask } from './api';
import { actionNeeds, type PanelAction } from './action-rules';
import OperatorPicker from './OperatorPicker';
import AttachmentUpload from './AttachmentUpload';
import { testIdProps } from '../../../../components/test-id-props';

type Action = PanelAction | 'revoke';
interface Values {
  opinion?: string;
  target?: string | string[];
  mode?: AddSignMode;
  attachmentIds?: string[];
}

interface Props {
  action: Action;
  taskId: string;
  /** The signed-in operator (not offered as a target). */
  self?: string;
  messageApi: MessageInstance;
  onDone: (result: TaskActionResult) => void;
  /** The task changed under us (404/409): the caller reloads. */
  onStale?: () => void;
  onClosed: () => void;
}

function call(action: Action, taskId: string, v: Values): Promise<Envelope<TaskActionResult>> {
  const opinion = v.opinion?.trim() || undefined;
  const attachmentIds = v.attachmentIds ?? [];
  const many = Array.isArray(v.target) ? v.target : v.target ? [v.target] : [];
  switch (action) {
    case 'return':
      return returnTask({ taskId, opinion: opinion ?? '', attachmentIds });
    case 'reject':
      return rejectTask({ taskId, opinion: opinion ?? '', attachmentIds });
    case 'transfer':
      return transferTask({ taskId, targetUser: many[0] ?? '', opinion, attachmentIds });
    case 'delegate':
      return delegateTask({ taskId, targetUser: many[0] ?? '', opinion, attachmentIds });
    case 'resolve':
      return resolveTask({ taskId, opinion, attachmentIds });
    case 'cc':
      return ccTask({ taskId, targetUsers: many, opinion, attachmentIds });
    case 'addSign':
      return addSignTask({ taskId, mode: v.mode ?? 'before', targetUsers: many, opinion, attachmentIds });
    case 'revoke':
      return revokeTask({ taskId, opinion });
  }
}

/** The body each action posts: its opinion takes what that body takes. */
const bodies = {
  return: taskActionOpinionBody,
  reject: taskActionOpinionBody,
  transfer: taskActionTargetBody,
  delegate: taskActionTargetBody,
  resolve: taskResolveBody,
  cc: taskCcBody,
  addSign: taskAddSignBody,
  revoke: taskRevokeBody,
} satisfies Record<Action, unknown>;

/** One task action: opinion, target user(s), add-sign mode, attachments; confirmation where spec §8 asks. */
export default function TaskActionDialog({ action, taskId, self, messageApi, onDone, onStale, onClosed }: Props) {
  const { t } = useTranslation('taskActions');
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const needs = actionNeeds[action];
  const mode = Form.useWatch('mode', form);

  const run = async (v: Values) => {
    setBusy(true);
    try {
      const r = await call(action, taskId, v);
      const key = action === 'reject' && r.dataInfo.instanceEnded ? 'rejectEnded' : action === 'addSign' ? `addSign_${v.mode}` : action;
      void messageApi.success(t(`done.${key}`));
      onDone(r.dataInfo);
      setOpen(false);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      // the server names the body's fields; target fields are all shown on the picker
      const mapped = e instanceof ApiError ? new ApiError(e.message, e.status, { ...e.body, dataInfo: e.fieldErrors.map((f) => ({ ...f, field: /^target/.test(f.field) ? 'target' : f.field })) }) : e;
      if (applyServerErrors(form, mapped) === 0) void messageApi.error(e instanceof Error ? e.message : String(e), 3);
      if (e instanceof ApiError && (e.status === 404 || e.status === 409)) onStale?.();
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    const v = await form.validateFields().catch(() => undefined);
    if (!v) return;
    if (needs.confirm) {
      Modal.confirm({ title: t('confirmTitle'), content: t(`confirm.${action}`), okText: t('ok'), cancelText: t('cancel'), onOk: () => run(v) });
    } else await run(v);
  };

  const required = (token: string) => ({ required: true, message: translate(token, messageLang()) });
  return (
    <Modal
      open={open}
      title={t(`actions.${action}`)}
      okText={t('ok')}
      cancelText={t('cancel')}
      confirmLoading={busy}
      onOk={submit}
      onCancel={() => setOpen(false)}
      afterClose={onClosed}
      mask={{ closable: false }}
      okButtonProps={testIdProps('task-action-ok')}
    >
      <Form form={form} layout="vertical" name={`taskAction-${action}`} initialValues={{ mode: 'before', attachmentIds: [] }}>
        {action === 'addSign' && (
          <Form.Item name="mode" label={t('fields.mode')} required extra={t(`modeHelp.${mode ?? 'before'}`)}>
            <Radio.Group data-testid="task-action-mode" options={addSignModes.map((m) => ({ value: m, label: t(`modes.${m}`) }))} />
          </Form.Item>
        )}
        {needs.target !== 'none' && (
          <Form.Item name="target" label={t(`fields.target_${action}`)} rules={[required('taskActionTargetRequired')]}>
            <OperatorPicker multiple={needs.target === 'many' && !(action === 'addSign' && mode === 'after')} exclude={self} data-testid="task-action-target" />
          </Form.Item>
        )}
        <Form.Item name="opinion" label={t('fields.opinion')} rules={needs.opinionRequired ? [{ ...required('taskActionOpinionRequired'), whitespace: true }] : []}>
          <Input.TextArea maxLength={maxLengthOf(bodies[action], 'opinion')} showCount autoSize={{ minRows: 3, maxRows: 6 }} data-testid="task-action-opinion" />
        </Form.Item>
        {needs.attachments && (
          <Form.Item name="attachmentIds" label={t('fields.attachments')}>
            <AttachmentUpload taskId={taskId} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
