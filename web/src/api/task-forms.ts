import type { TaskFormView, TaskSubmitFormBody } from '@ccer/contracts';
import { api } from './http';

/** Task forms (camunda:formRef, form-js): a task's form with its values; completing through it. */
export const taskFormUrls = {
  form: '/api/process/task/form',
  submit: '/api/process/task/submit-form',
} as const;

/** The task's form-js schema (null when it has none) and current variables. */
export const fetchTaskForm = (taskId: string) => api.get<TaskFormView>(taskFormUrls.form, { query: { taskId } });

/** Quiet: the dialog shows field messages of a 400 itself. */
export const submitTaskForm = (body: TaskSubmitFormBody) => api.post<null>(taskFormUrls.submit, body, { quiet: true });
