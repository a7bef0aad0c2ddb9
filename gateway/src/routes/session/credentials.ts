import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { verifyPassword } from '../../domain/passwords.ts';
import { requireCaptcha } from './captcha.ts';

export interface OperatorRow {
  operator_id: string;
  operator_name: string | null;
  login_name: string;
  mobile_phone_no: string | null;
  failed_logins: number;
}

/**
 * The checks every sign-in step shares (captcha, lock, password, active account), used by /api/login and
 * by the second factor's /api/login/manager-mobile-code: a wrong password counts towards the lock either way.
 */
export async function checkCredentials(
  app: FastifyInstance,
  config: Config,
  body: { loginName: string; password: string; code: string; captchaId: string },
): Promise<OperatorRow> {
  await requireCaptcha(app.db, config, body.captchaId, body.code);
  const op = await app.db('operator').where({ login_name: body.loginName }).first();
  if (op) refuseWhileLocked(op.locked_until);
  const valid = await verifyPassword(op?.password_hash, body.password);
  if (!op || !valid) {
    if (op) await recordLoginFailure(app, config, op);
    throw new AppError(401, 'LOGIN_FAILED', 'loginFailed');
  }
  // the right password of an account an administrator disabled (0) or locked (2): say why (operator-accounts.ts)
  if (op.status === '2') throw new AppError(423, 'ACCOUNT_LOCKED', 'accountLockedByAdmin');
  if (op.status !== '1') throw new AppError(403, 'FORBIDDEN', 'accountDisabled');
  return op;
}

/** 423 with the minutes left while a sign-in lock holds. */
function refuseWhileLocked(lockedUntil: Date | string | null | undefined, now = Date.now()) {
  if (!lockedUntil || new Date(lockedUntil).getTime() <= now) return;
  const minutes = Math.ceil((new Date(lockedUntil).getTime() - now) / 60000);
  throw new AppError(423, 'ACCOUNT_LOCKED', `accountLocked:${minutes}`);
}

/**
 * One more failed sign-in; the failure that reaches LOGIN_MAX_FAILURES locks the account. One UPDATE
 * counts and decides the lock, so concurrent failures each count (the row lock orders them) and a
 * failure arriving once the lock is set is refused as locked (423) instead of being one more 401:
 * at most LOGIN_MAX_FAILURES wrong passwords are answered before the lock, however many come at once.
 */
export async function recordLoginFailure(app: FastifyInstance, config: Config, op: Pick<OperatorRow, 'operator_id'>) {
  const now = new Date();
  const lockUntil = new Date(now.getTime() + config.LOGIN_LOCK_MINUTES * 60_000);
  const reachesLimit = app.db.raw('failed_logins + 1 >= ?', [config.LOGIN_MAX_FAILURES]);
  const counted: Array<{ locked_until: Date | null }> = await app.db('operator')
    .where({ operator_id: op.operator_id })
    .where((q) => q.whereNull('locked_until').orWhere('locked_until', '<=', now))
    .update({
      failed_logins: app.db.raw('case when ? then 0 else failed_logins + 1 end', [reachesLimit]),
      locked_until: app.db.raw('case when ? then ?::timestamptz else null end', [reachesLimit, lockUntil]),
    })
    .returning('locked_until');
  if (counted.length > 0) return;
  // locked by a concurrent failure since this attempt read the account
  const row = await app.db('operator').where({ operator_id: op.operator_id }).first('locked_until');
  refuseWhileLocked(row?.locked_until, now.getTime());
}
