import type { Knex } from 'knex';
import { renderTemplate, type EmailBusiness } from '@ccer/contracts';
import { notFound } from '../../errors.ts';
import { currentEmailRoute, type EmailRoute } from './email-provider.ts';
import { businessTemplate } from './templates.ts';

interface Outgoing {
  email: string;
  business: string;
  subject: string;
  content: string;
  times?: number;
  resendOf?: string | null;
  ip?: string | null;
}

/** Hands one e-mail to the current provider and records it with the outcome (the error text on failure). */
async function deliver(db: Knex | Knex.Transaction, route: EmailRoute, out: Outgoing) {
  const result = await route.provider.send({ to: out.email, subject: out.subject, text: out.content });
  const [row] = await db('email_send_record')
    .insert({
      email: out.email,
      business: out.business,
      subject: out.subject.slice(0, 200),
      content: out.content.slice(0, 4000),
      status: result.ok ? '1' : '0',
      error: result.ok ? null : result.error.slice(0, 500),
      provider: route.provider.name,
      config_id: route.configId,
      resend_of: out.resendOf ?? null,
      times: out.times ?? 1,
      ip: out.ip ?? null,
    })
    .returning(['id', 'status', 'error']);
  return { id: String(row.id), status: String(row.status), error: (row.error as string | null) ?? null };
}

/**
 * Sends a business e-mail from its template (the account-opening result, an action-required notice). A disabled
 * business sends nothing and answers null: the notice is optional, the business it reports on has already happened.
 */
export async function sendBusinessEmail(
  db: Knex | Knex.Transaction,
  req: { business: EmailBusiness; to: string; params: Record<string, string | number | null | undefined>; ip?: string | null },
) {
  const tpl = await businessTemplate(db, 'email', req.business);
  if (!tpl) return null;
  return deliver(db, await currentEmailRoute(db), {
    email: req.to,
    business: req.business,
    subject: renderTemplate(tpl.subject ?? '', req.params),
    content: renderTemplate(tpl.template, req.params),
    ip: req.ip,
  });
}

/** Sends a recorded e-mail again through the current provider: a new record linked to the one resent. */
export async function resendEmail(db: Knex, id: string, ip: string | null) {
  const original = await db('email_send_record').where({ id }).first();
  if (!original) throw notFound('messagingRecordNotFound');
  return deliver(db, await currentEmailRoute(db), {
    email: original.email,
    business: original.business,
    subject: original.subject,
    content: original.content,
    times: Number(original.times) + 1,
    resendOf: String(original.id),
    ip,
  });
}
