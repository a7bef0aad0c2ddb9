import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Form } from '@bpmn-io/form-js-viewer';
import '@bpmn-io/form-js-viewer/dist/assets/form-js.css';
import { formFieldOf, formValueError, type FormField } from '@ccer/contracts/task-forms';
import { translate } from '@ccer/contracts/messages';
import { messageLang } from '../../../../message-lang';
import './task-form.css';

/** What the task handling dialog asks of the form: its values, or the problems, keyed by field key. */
export interface TaskFormHandle {
  submit(): { data: Record<string, unknown>; errors: Record<string, string[]> };
}

interface Props {
  /** The form-js schema of the task's camunda:formRef (GET /api/process/task/form). */
  schema: Record<string, unknown>;
  /** The task's current variables: the form starts from them. */
  data?: Record<string, unknown>;
  ref?: Ref<TaskFormHandle>;
}

type FieldInstance = { id: string };
type Validator = { validateFieldInstance(instance: FieldInstance, value: unknown): string[] };
type Registry = { get(id: string): Record<string, unknown> | undefined };

/**
 * A task's form-js form (viewer only). Loaded lazily with its CSS so form-js stays out of the main
 * chunk. The shared rules of contracts/task-forms (the ones the gateway checks again) replace the
 * viewer's own messages, so a field reads "审核说明不能为空！" here and in the server's answer.
 */
export default function TaskForm({ schema, data, ref }: Props) {
  const { t } = useTranslation('taskForms');
  const container = useRef<HTMLDivElement>(null);
  const form = useRef<Form | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    // no input debounce: form-js keeps a typed value in the input alone for 300 ms, and any render of
    // the form in that time (another field's late update: the number field re-sends its value 300 ms
    // after every render) writes the form's older value back into the input, so keys typed were lost
    // (config.debounce is read by form-js, though its FormOptions type does not name it)
    const options: ConstructorParameters<typeof Form>[0] & { debounce: false } = { container: container.current!, debounce: false };
    const viewer = new Form(options);
    form.current = viewer;
    const registry = viewer.get<Registry>('formFieldRegistry');
    const validator = viewer.get<Validator>('validator');
    const viewerRules = validator.validateFieldInstance.bind(validator);
    validator.validateFieldInstance = (instance, value) => {
      const component = registry.get(instance.id);
      const field: FormField | null = component ? formFieldOf(component) : null;
      // the viewer validates only the fields it shows, so a conditional field shown is checked in full
      const shared = field ? formValueError({ ...field, conditional: false }, value) : null;
      return shared ? [translate(shared, messageLang())] : viewerRules(instance, value);
    };
    let alive = true;
    viewer
      .importSchema(schema, data ?? {})
      .then(() => alive && setState('ready'))
      .catch(() => alive && setState('failed'));
    return () => {
      alive = false;
      viewer.destroy();
      form.current = null;
    };
  }, [schema, data]);

  useImperativeHandle(ref, () => ({
    submit() {
      if (!form.current) return { data: {}, errors: { '': [t('notReady')] } };
      const result = form.current.submit();
      // the viewer keys errors by component id; the gateway and the dialog speak in field keys
      const registry = form.current.get<Registry>('formFieldRegistry');
      const errors: Record<string, string[]> = {};
      for (const [id, messages] of Object.entries(result.errors ?? {})) {
        const key = registry.get(id)?.key;
        if (Array.isArray(messages) && messages.length > 0) errors[typeof key === 'string' ? key : id] = messages as string[];
      }
      return { data: result.data as Record<string, unknown>, errors };
    },
  }));

  return (
    <div className="task-form" data-testid="task-form">
      {state === 'loading' && <Spin size="small" description={t('loading')} />}
      {state === 'failed' && <Alert type="error" showIcon title={t('loadFailed')} />}
      <div ref={container} />
    </div>
  );
}
