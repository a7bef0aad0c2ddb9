import type { Knex } from 'knex';
import type { Config } from '../../config.ts';
import { AppError, notFound } from '../../errors.ts';
import { currentSmsRoute } from './sms-providers.ts';
import { businessTemplate } from './templates.ts';

/**
 * Sends a recorded SMS again through the current provider, word for word: a new sms_send_record row linked to the
 * original (resend_of), its times one more. The code ledger is not touched: a resent code is the same code, valid
 * while the original is.
 */
export async function resendSms(db: Knex, config: Pick<Config, 'SMS_PROVIDER'>, id: string, ip: string | null) {
  const original = await db('sms_send_record').where({ id }).first();
  if (!original) throw notFound('messagingRecordNotFound');
  const route = await currentSmsRoute(db, config);
  if (!route) throw new AppError(400, 'BAD_REQUEST', 'smsDisabled');
  const templateNo = (await businessTemplate(db, 'sms', original.business))?.templateNo;
  const result = await route.provider.send({ mobile: original.mobile, content: original.content, templateNo });
  const [row] = await db('sms_send_record')
    .insert({
      mobile: original.mobile,
      business: original.business,
      verification_code: original.verification_code,
      content: original.content,
      status: result.ok ? '1' : '0',
      error: result.ok ? null : result.error.slice(0, 500),
      provider: route.provider.name,
      config_id: route.configId,
      resend_of: original.id,
      times: Number(original.times) + 1,
      ip,
    })
    .returning(['id', 'status', 'error']);
  return { id: String(row.id), status: String(row.status), error: (row.error as string | null) ?? null };
}
