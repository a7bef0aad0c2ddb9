import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, modifyPasswordBody } from '@ccer/contracts';
import { AppError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../domain/passwords.ts';
import { writeOperationLog } from '../../audit-log.ts';

/** Change password (accounts spec §2.8, §5.5): every session ends, the user signs in again. */
export const modifyPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/modify-password', {
    config: { access: 'signedIn' },
    schema: { tags: ['session'], summary: 'Change the login password', body: modifyPasswordBody, response: { 200: ok(z.null()) } },
    handler: async (request) => {
      const op = request.operator!;
      const row = await app.db('operator').where({ operator_id: op.operatorId }).first('password_hash');
      if (!(await verifyPassword(row?.password_hash, request.body.oldPassword))) {
        throw new AppError(400, 'BAD_REQUEST', 'oldPasswordWrong', [{ field: 'oldPassword', message: 'oldPasswordWrong' }]);
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
