import type { Knex } from 'knex';
import type { Config } from '../../config.ts';
import { AppError, notFound } from '../../errors.ts';
import { currentSmsRoute } from './sms-providers.ts';
import { deliverSms } from './sms-send.ts';
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
  return deliverSms(db, route, {
    mobile: original.mobile,
    business: original.business,
    verificationCode: original.verification_code,
    content: original.content,
    templateNo,
    resendOf: String(original.id),
    times: Number(original.times) + 1,
    ip,
  });
}
