import { useState } from 'react';
import type { FormInstance } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { ApiError } from '../../api/http';
import { applyServerErrors } from '../../forms/zod-rules';

interface Options<V> {
  form: FormInstance<V>;
  messageApi: MessageInstance;
  /** The server call with the validated values. */
  call: (values: V) => Promise<unknown>;
  /** The success toast. */
  doneText: string;
  /** After success, before the modal closes (e.g. reload the list). */
  onDone: () => void;
  /** A 404 or 409 means the list is stale (gone, or changed by someone else): reload it. */
  onStale?: () => void;
}

/**
 * The OK button of a form modal: validate → busy → call → success toast → close. On failure the server's field
 * errors go on their fields, anything else is a toast; a 401 is left to the client (it goes to sign-in).
 */
export function useModalSubmit<V>({ form, messageApi, call, doneText, onDone, onStale }: Options<V>) {
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const v = await form.validateFields().catch(() => undefined);
    if (!v) return;
    setBusy(true);
    try {
      await call(v);
      void messageApi.success(doneText);
      onDone();
      setOpen(false);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      if (applyServerErrors(form, e) === 0) void messageApi.error(e instanceof Error ? e.message : String(e), 3);
      if (onStale && e instanceof ApiError && (e.status === 404 || e.status === 409)) onStale();
    } finally {
      setBusy(false);
    }
  };

  return { open, close: () => setOpen(false), busy, submit };
}
