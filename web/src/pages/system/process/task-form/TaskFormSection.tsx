import { lazy, Suspense } from 'react';
import { Alert, Divider, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskFormState } from './useTaskForm';

/** form-js and its CSS load only when a task has a form: never in the main chunk. */
const TaskForm = lazy(() => import('./TaskForm'));

/** The task's form-js form in the handling dialog; nothing when the task has none. */
export default function TaskFormSection({ state }: { state: TaskFormState }) {
  const { t } = useTranslation('taskForms');
  if (state.loading) return <Spin size="small" description={t('loading')} />;
  if (state.failed) return <Alert type="error" showIcon title={t('loadFailed')} data-testid="task-form-failed" />;
  const schema = state.view?.schema;
  if (!schema) return null;
  return (
    <>
      <Divider titlePlacement="start">{t('title')}</Divider>
      <Suspense fallback={<Spin size="small" description={t('loading')} />}>
        <TaskForm ref={state.ref} schema={schema} data={state.view?.variables} />
      </Suspense>
    </>
  );
}
