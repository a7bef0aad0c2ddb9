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
  if (op?.locked_until && new Date(op.locked_until) > new Date()) {
    const minutes = Math.ceil((new Date(op.locked_until).getTime() - Date.now()) / 60000);
    throw new AppError(423, 'ACCOUNT_LOCKED', `accountLocked:${minutes}`);
  }
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

/** One more failed sign-in; the account locks after LOGIN_MAX_FAILURES of them. */
export async function recordLoginFailure(app: FastifyInstance, config: Config, op: Pick<OperatorRow, 'operator_id' | 'failed_logins'>) {
  const failures = op.failed_logins + 1;
  const lock = failures >= config.LOGIN_MAX_FAILURES;
  await app.db('operator')
    .where({ operator_id: op.operator_id })
    .update({
      failed_logins: lock ? 0 : failures,
      locked_until: lock ? new Date(Date.now() + config.LOGIN_LOCK_MINUTES * 60_000) : null,
    });
}
