import { useState } from 'react';
import { Button } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useTranslation } from 'react-i18next';
import TaskActionDialog from './TaskActionDialog';

interface Props {
  /** The id of the task the signed-in operator completed. */
  taskId: string;
  messageApi: MessageInstance;
  onDone: () => void;
}

/** 撤回 a completed task (for the done list): an optional opinion, then the §8 confirmation. */
export default function RevokeTaskButton({ taskId, messageApi, onDone }: Props) {
  const { t } = useTranslation('taskActions');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" type="link" onClick={() => setOpen(true)} data-testid="task-action-revoke">
        {t('actions.revoke')}
      </Button>
      {open && <TaskActionDialog action="revoke" taskId={taskId} messageApi={messageApi} onDone={onDone} onStale={onDone} onClosed={() => setOpen(false)} />}
    </>
  );
}
