import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import { z } from 'zod';
import { ok, modifyPasswordBody } from '@ccer/contracts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../domain/passwords.ts';
import { smsCodeWrong, verifySmsCode } from '../../domain/sms/codes.ts';
import { writeOperationLog } from '../../audit-log.ts';

/**
 * The mobile the change-password phoneCode goes to: the operator's own mobile when SMS is on; null (no
 * phoneCode asked for) when SMS is off or the operator has no mobile on file — such operators (the first
 * administrator, accounts opened without a mobile) change their password with the old one alone.
 */
export async function passwordPhoneCodeMobile(db: Knex, config: Pick<Config, 'SMS_PROVIDER'>, operatorId: string): Promise<string | null> {
  if (config.SMS_PROVIDER === 'none') return null;
  const row = await db('operator').where({ operator_id: operatorId }).first('mobile_phone_no');
  return row?.mobile_phone_no || null;
}

/** Change password (accounts spec §2.8, §5.5): every session ends, the user signs in again. */
export const modifyPasswordRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post('/api/modify-password', {
    config: { access: 'signedIn' },
    schema: { tags: ['session'], summary: 'Change the login password (with phoneCode when the operator has a mobile)', body: modifyPasswordBody, response: { 200: ok(z.null()) } },
    handler: async (request) => {
      const op = request.operator!;
      const row = await app.db('operator').where({ operator_id: op.operatorId }).first('password_hash');
      if (!(await verifyPassword(row?.password_hash, request.body.oldPassword))) {
        throw new AppError(400, 'BAD_REQUEST', 'oldPasswordWrong', [{ field: 'oldPassword', message: 'oldPasswordWrong' }]);
      }
      const mobile = await passwordPhoneCodeMobile(app.db, config, op.operatorId);
      if (mobile) {
        const phoneCode = request.body.phoneCode?.trim();
        if (!phoneCode) throw new AppError(400, 'BAD_REQUEST', 'smsCodeRequired', [{ field: 'phoneCode', message: 'smsCodeRequired' }]);
        if (!(await verifySmsCode(app.db, config, { mobile, purpose: 'modify-password', operatorId: op.operatorId, code: phoneCode }))) throw smsCodeWrong();
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      await app.db.transaction(async (trx) => {
        await trx('operator').where({ operator_id: op.operatorId }).update({ password_hash: passwordHash, password_changed_at: trx.fn.now() });
        await trx('session').where({ operator_id: op.operatorId }).whereNull('ended_at').update({ ended_at: trx.fn.now() });
        await writeOperationLog(trx, request, { abstract: 'session.modify-password', businessType: 'operator', businessKey: op.operatorId });
      });
      return { flag: 1 as const, dataInfo: null };
    },
  });
};
