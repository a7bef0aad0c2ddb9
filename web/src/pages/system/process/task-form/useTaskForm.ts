import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import i18n from 'i18next';
import type { TaskFormView } from '@ccer/contracts';
import { fetchTaskForm, submitTaskForm } from '../../../../api/task-forms';
import { completeTask } from '../../../../api/tasks';
import type { TaskFormHandle } from './TaskForm';

/** The form refused its values (the fields show why) or could not be read; the dialog toasts the message. */
export class TaskFormNotReady extends Error {}

export interface TaskFormState {
  /** Still asking the gateway whether the task has a form. */
  loading: boolean;
  /** The form could not be read: the task must not be completed without it. */
  failed: boolean;
  view: TaskFormView | undefined;
  ref: React.RefObject<TaskFormHandle | null>;
  /**
   * Completes the task: through its form when it has one (values checked by the form first, then
   * by the gateway with the same rules), otherwise with the plain decision (/complete).
   * Throws TaskFormNotReady while the form's values are wrong or the form is missing.
   */
  complete(decision: { approved: boolean; opinion?: string }): Promise<void>;
}

/** The task form of the handling dialog (camunda:formRef): whether there is one, and completing through it. */
export function useTaskForm(taskId: string, enabled = true): TaskFormState {
  const ref = useRef<TaskFormHandle | null>(null);
  const query = useQuery({
    queryKey: ['task-form', taskId],
    queryFn: async () => (await fetchTaskForm(taskId)).dataInfo,
    enabled,
    gcTime: 0,
  });
  const view = query.data;
  const t = (key: string) => i18n.t(key, { ns: 'taskForms' });
  return {
    loading: enabled && query.isLoading,
    failed: query.isError,
    view,
    ref,
    async complete(decision) {
      if (!enabled || (!query.isLoading && !query.isError && !view?.schema)) return void (await completeTask({ taskId, ...decision }));
      if (query.isLoading || query.isError) throw new TaskFormNotReady(t(query.isError ? 'loadFailed' : 'notReady'));
      const result = ref.current?.submit();
      if (!result) throw new TaskFormNotReady(t('notReady'));
      if (Object.keys(result.errors).length > 0) throw new TaskFormNotReady(t('fixErrors'));
      await submitTaskForm({ taskId, variables: result.data, ...decision });
    },
  };
}
