import type { Knex } from 'knex';
import { maskMobile, renderTemplate, smsPurposeTokens, translate, type Lang, type SmsPurpose, type SmsSent } from '@ccer/contracts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import type { SmsProvider } from './provider.ts';
import { currentSmsRoute } from '../messaging/sms-providers.ts';
import { businessTemplate } from '../messaging/templates.ts';
import { deliverSms } from '../messaging/sms-send.ts';
import { checkCode, checkSend, hashCode, hourAgo, newCode, refusalToken, type SendHistory } from './rules.ts';
import { startOfRegistryDayOf } from '../calendar/registry-days.ts';

type SmsConfig = Pick<
  Config,
  'SMS_PROVIDER' | 'SMS_CODE_TTL_SECONDS' | 'SMS_RESEND_SECONDS' | 'SMS_DAILY_LIMIT_PER_PHONE' | 'SMS_HOURLY_LIMIT_PER_IP' | 'SMS_MAX_VERIFY_ATTEMPTS'
>;

export interface IssueRequest {
  mobile: string;
  purpose: SmsPurpose;
  /** The account the code is for; a code for one account does not verify for another sharing the phone. */
  operatorId: string | null;
  ip: string;
  /**
   * false: count the request and answer as if sent, but send nothing (a forgotten-password request whose
   * login name and phone do not match must not reveal that).
   */
  deliver: boolean;
  lang: Lang;
}

/**
 * Issues an SMS code through the enabled SMS configuration (the record provider when none is enabled; a given
 * provider overrides both), in the words of the purpose's business template when it is enabled, else the
 * built-in text. The per-phone and per-IP limits are read from the ledger under advisory locks
 * (phone first, then IP, always in that order), so concurrent requests on several gateways cannot overrun them.
 * A delivered code replaces the earlier open codes of the same phone, purpose and account.
 */
export async function issueSmsCode(db: Knex, config: SmsConfig, req: IssueRequest, provider?: SmsProvider | null): Promise<SmsSent> {
  const route = provider === undefined ? await currentSmsRoute(db, config) : provider && { provider, configId: null };
  if (!route) throw new AppError(400, 'BAD_REQUEST', 'smsDisabled');
  let failure: string | undefined;
  await db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`sms-phone:${req.mobile}`]);
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`sms-ip:${req.ip}`]);
    const now = new Date((await trx.raw('select now() as now')).rows[0].now);
    const history = await readHistory(trx, req.mobile, req.ip, now);
    const verdict = checkSend(now, history, {
      resendSeconds: config.SMS_RESEND_SECONDS,
      dailyPerPhone: config.SMS_DAILY_LIMIT_PER_PHONE,
      hourlyPerIp: config.SMS_HOURLY_LIMIT_PER_IP,
    });
    if (!verdict.ok) throw new AppError(429, 'TOO_MANY_REQUESTS', refusalToken(verdict));

    const code = newCode();
    const row = {
      mobile: req.mobile,
      purpose: req.purpose,
      operator_id: req.operatorId,
      code_hash: hashCode(req.mobile, req.purpose, code),
      delivered: req.deliver,
      ip: req.ip,
      created_at: now,
      expires_at: new Date(now.getTime() + config.SMS_CODE_TTL_SECONDS * 1000),
    };
    if (!req.deliver) {
      await trx('sms_code').insert(row);
      return;
    }
    await openCodes(trx, req.mobile, req.purpose, req.operatorId).update({ consumed_at: now });
    const [{ id }] = await trx('sms_code').insert(row).returning('id');
    const minutes = Math.round(config.SMS_CODE_TTL_SECONDS / 60);
    const template = await businessTemplate(trx, 'sms', req.purpose);
    const content = template
      ? renderTemplate(template.template, { code, minutes, business: translate(smsPurposeTokens[req.purpose], 'zh') })
      : translate(`smsTemplateCode:${translate(smsPurposeTokens[req.purpose], req.lang)}:${code}:${minutes}`, req.lang);
    const sent = await deliverSms(trx, route, { mobile: req.mobile, business: req.purpose, verificationCode: code, content, templateNo: template?.templateNo, ip: req.ip, sentAt: now });
    if (sent.status !== '1') {
      // the failed code cannot be used, but the request still counts against the limits
      await trx('sms_code').where({ id }).update({ delivered: false });
      failure = sent.error ?? '';
    }
  });
  // the ledger matters for a day (the daily limit); older rows are swept now and then rather than on every call
  if (Math.random() < 0.02) await db('sms_code').where('created_at', '<', db.raw(`now() - interval '2 days'`)).delete();
  if (failure !== undefined) throw new AppError(502, 'INTERNAL', 'smsSendFailed');
  return { mobile: maskMobile(req.mobile), expiresInSeconds: config.SMS_CODE_TTL_SECONDS, resendAfterSeconds: config.SMS_RESEND_SECONDS };
}

async function readHistory(trx: Knex.Transaction, mobile: string, ip: string, now: Date): Promise<SendHistory> {
  const dayStart = startOfRegistryDayOf(now);
  const since = hourAgo(now);
  const [phone, fromIp] = await Promise.all([
    trx('sms_code')
      .where({ mobile })
      .where('created_at', '>=', dayStart)
      .first(trx.raw('count(*)::int as n'), trx.raw('max(created_at) as last')),
    trx('sms_code')
      .where({ ip })
      .where('created_at', '>', since)
      .first(trx.raw('count(*)::int as n'), trx.raw('min(created_at) as oldest')),
  ]);
  // the resend interval also spans midnight: read the last request of any day
  const last = phone?.last ?? (await trx('sms_code').where({ mobile }).max('created_at as last').first())?.last;
  return {
    lastToPhoneAt: last ? new Date(last) : null,
    toPhoneToday: phone?.n ?? 0,
    fromIpInHour: fromIp?.n ?? 0,
    oldestFromIpInHourAt: fromIp?.oldest ? new Date(fromIp.oldest) : null,
  };
}

function openCodes(db: Knex | Knex.Transaction, mobile: string, purpose: SmsPurpose, operatorId: string | null) {
  const q = db('sms_code').where({ mobile, purpose, delivered: true }).whereNull('consumed_at');
  return operatorId ? q.where({ operator_id: operatorId }) : q.whereNull('operator_id');
}

export interface VerifyRequest {
  mobile: string;
  purpose: SmsPurpose;
  operatorId: string | null;
  code: string;
}

/**
 * Checks a typed code against the latest delivered code of the phone, purpose and account, and uses it up
 * when it matches. A wrong guess counts (its own transaction, so it stays counted when the caller fails);
 * after SMS_MAX_VERIFY_ATTEMPTS wrong guesses the code is dead.
 */
export async function verifySmsCode(db: Knex, config: SmsConfig, req: VerifyRequest): Promise<boolean> {
  return db.transaction(async (trx) => {
    const row = await openCodes(trx, req.mobile, req.purpose, req.operatorId).orderBy('created_at', 'desc').forUpdate().first();
    if (!row) return false;
    const now = new Date((await trx.raw('select now() as now')).rows[0].now);
    const verdict = checkCode(
      now,
      { codeHash: row.code_hash, expiresAt: new Date(row.expires_at), attempts: row.attempts, consumedAt: row.consumed_at ? new Date(row.consumed_at) : null },
      hashCode(req.mobile, req.purpose, req.code.trim()),
      config.SMS_MAX_VERIFY_ATTEMPTS,
    );
    if (verdict === 'ok') {
      await trx('sms_code').where({ id: row.id }).update({ consumed_at: now });
      return true;
    }
    if (verdict === 'wrong') await trx('sms_code').where({ id: row.id }).increment('attempts', 1);
    return false;
  });
}

/** The field error of a wrong, expired or used code. */
export const smsCodeWrong = (field = 'phoneCode') => new AppError(400, 'BAD_REQUEST', 'smsCodeWrong', [{ field, message: 'smsCodeWrong' }]);
