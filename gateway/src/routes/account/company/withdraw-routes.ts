import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, companyApplyDetailSchema, companyApplyStatuses, companyApplyWithdrawBody, functionCodes, langOf, businessTypes, processKeys } from '@ccer/contracts';
import { AppError, notFound } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { enqueue } from '../../../domain/outbox.ts';
import { selectCompanyApplies, toCompanyApplyDetail } from './apply-repository.ts';

const WITHDRAWABLE: readonly string[] = [companyApplyStatuses.confirming, companyApplyStatuses.auditing];

/**
 * PUT /api/openAccount/modify/status (accounts spec §7.3): the applicant withdraws (撤销) its own company account
 * application while it awaits confirmation or audit. The status becomes withdrawn; the running process instance
 * is ended with the reason through the outbox (an `end` command written in the same transaction, sent after the
 * commit): a rollback can no longer leave the application pending without its instance, nor a commit leave the
 * instance running (the outbox retries). A start still waiting in the outbox is cancelled in the same transaction.
 */
export const companyApplyWithdrawRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put('/api/openAccount/modify/status', {
    config: { access: { func: [functionCodes.accountApply] } },
    schema: { tags: ['account'], summary: 'Withdraw (撤销) the own pending company account application', body: companyApplyWithdrawBody, response: { 200: ok(companyApplyDetailSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const { id, reason } = request.body;
      const ending = await app.db.transaction(async (trx) => {
        const row = await trx('company_account_apply').where({ id }).forUpdate().first<{ applicant_operator_id: string; status: string } | undefined>('applicant_operator_id', 'status');
        if (!row || row.applicant_operator_id !== op.operatorId) throw notFound('companyApplyNotFound');
        if (!WITHDRAWABLE.includes(row.status)) throw new AppError(409, 'CONFLICT', 'companyApplyNotWithdrawable');
        // a start not yet sent never reaches the engine (the dispatcher holds the row while it sends)
        await trx('outbox')
          .where({ business_type: businessTypes.accountOpen, business_key: id, status: 'pending' })
          .update({ status: 'done', last_error: `cancelled: withdrawn by the applicant`, done_at: trx.fn.now() });
        await trx('company_account_apply')
          .where({ id })
          .update({ status: companyApplyStatuses.withdrawn, opinion: reason, process_instance_id: null, version: trx.raw('version + 1'), updated_at: trx.fn.now() });
        await writeOperationLog(trx, request, { abstract: 'company-account-apply.withdraw', businessType: businessTypes.accountOpen, businessKey: id, before: { status: row.status }, after: { status: companyApplyStatuses.withdrawn, reason } });
        // read after the outbox update, which waited for a start being sent right now: its instance is found here
        const running = (await app.engine.processInstances({ businessKey: id })).map((p) => p.id);
        if (running.length > 0) {
          await enqueue(trx, { kind: 'end', processKey: processKeys.accountOpen, businessType: businessTypes.accountOpen, businessKey: id, processInstanceIds: running, reason: `撤销：${reason}` });
        }
        return running;
      });
      await app.outbox.endNow(ending);
      const detail = await selectCompanyApplies(app.db).where('a.id', id).first();
      return { flag: 1 as const, dataInfo: toCompanyApplyDetail(detail, langOf(request.headers['accept-language'])) };
    },
  });
};
