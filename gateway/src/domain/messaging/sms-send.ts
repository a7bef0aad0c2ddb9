import type { Knex } from 'knex';
import { renderTemplate, type SmsBusiness } from '@ccer/contracts';
import type { SmsRoute } from './sms-providers.ts';
import { businessTemplate } from './templates.ts';

export interface OutgoingSms {
  mobile: string;
  business: string;
  content: string;
  /** The provider's template number of the business. */
  templateNo?: string | null;
  /** A code message keeps its code in the record (the record view shows it). */
  verificationCode?: string | null;
  times?: number;
  resendOf?: string | null;
  ip?: string | null;
  sentAt?: Date;
}

/**
 * Hands one SMS to the route's provider and records it in sms_send_record with the outcome (the error text on
 * failure): every SMS the gateway sends (codes, resends, notices) goes through here.
 */
export async function deliverSms(db: Knex | Knex.Transaction, route: SmsRoute, out: OutgoingSms) {
  const result = await route.provider.send({ mobile: out.mobile, content: out.content, templateNo: out.templateNo });
  const [row] = await db('sms_send_record')
    .insert({
      mobile: out.mobile,
      business: out.business,
      verification_code: out.verificationCode ?? null,
      content: out.content.slice(0, 500),
      status: result.ok ? '1' : '0',
      error: result.ok ? null : result.error.slice(0, 500),
      provider: route.provider.name,
      config_id: route.configId,
      resend_of: out.resendOf ?? null,
      times: out.times ?? 1,
      ip: out.ip ?? null,
      ...(out.sentAt ? { sent_at: out.sentAt } : {}),
    })
    .returning(['id', 'status', 'error']);
  return { id: String(row.id), status: String(row.status), error: (row.error as string | null) ?? null };
}

/**
 * Sends a business SMS from its template (a notice); a disabled business sends nothing and answers null, like
 * sendBusinessEmail.
 */
export async function sendBusinessSms(
  db: Knex | Knex.Transaction,
  route: SmsRoute,
  req: { business: SmsBusiness; mobile: string; params: Record<string, string | number | null | undefined> },
) {
  const tpl = await businessTemplate(db, 'sms', req.business);
  if (!tpl) return null;
  return deliverSms(db, route, { mobile: req.mobile, business: req.business, content: renderTemplate(tpl.template, req.params), templateNo: tpl.templateNo });
}
