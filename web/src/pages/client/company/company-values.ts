import type { AttachmentEntry } from '@ccer/contracts';

/** Form state → request body: the per-type attachment fields (att.<typeno>) become one attachments list. */
export function toBody(values: Record<string, unknown>): Record<string, unknown> {
  const { att, ...rest } = values;
  const attachments = Object.values((att ?? {}) as Record<string, AttachmentEntry[] | undefined>).flatMap((list) => list ?? []);
  return { ...rest, attachments };
}

/** A saved form → form state (attachments grouped by type). */
export function toFormState(form: Record<string, unknown>): Record<string, unknown> {
  const { attachments, ...rest } = form;
  const att: Record<string, AttachmentEntry[]> = {};
  for (const a of (attachments ?? []) as AttachmentEntry[]) (att[a.typeno] ??= []).push(a);
  return { ...rest, att };
}

/** A field path of the body → the form's field name (attachments.<typeno> lives at att.<typeno>). */
export function toFieldName(path: string): string | string[] {
  const m = /^attachments\.([A-Z]\d{2})/.exec(path);
  return m ? ['att', m[1]] : path.split('.')[0];
}
