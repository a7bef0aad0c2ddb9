import { useState } from 'react';
import { Button, Space } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useTranslation } from 'react-i18next';
import type { TaskRow } from '@ccer/contracts';
import { availableActions, type PanelAction } from './action-rules';
import TaskActionDialog from './TaskActionDialog';

interface Props {
  task: TaskRow;
  self?: string;
  messageApi: MessageInstance;
  /** The action was taken (or refused as stale): the task is gone from my hands or changed. */
  onDone: () => void;
}

/** 退回上一步, 驳回, 转办, 委派 / 归还, 抄送, 加签 on an open task, each in its own dialog. */
export default function TaskActionPanel({ task, self, messageApi, onDone }: Props) {
  const { t } = useTranslation('taskActions');
  const [action, setAction] = useState<PanelAction>();
  const actions = availableActions(task);
  if (actions.length === 0) return null;
  return (
    <>
      <Space wrap data-testid="task-action-panel">
        {actions.map((a) => (
          <Button key={a} danger={a === 'reject'} onClick={() => setAction(a)} data-testid={`task-action-${a}`}>
            {t(`actions.${a}`)}
          </Button>
        ))}
      </Space>
      {action && (
        <TaskActionDialog
          key={action}
          action={action}
          taskId={task.taskId}
          self={self}
          messageApi={messageApi}
          // a cc leaves the task with me; every other action hands it on
          onDone={() => (action === 'cc' ? undefined : onDone())}
          onStale={onDone}
          onClosed={() => setAction(undefined)}
        />
      )}
    </>
  );
}
