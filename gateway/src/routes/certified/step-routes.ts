import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import {
  certifiedDeadlines,
  businessTypes,
  certifiedLifecycle,
  expertReportBody,
  paramKeys,
  registerApplyBody,
  stepDecisionBody,
  verificationReportBody,
  verificationReportErrors,
  type StepDecisionBody,
} from '@ccer/contracts';
import { registerStep, stepOf, type StepHandler } from '../../domain/lifecycle/step-route.ts';
import { registryIso, startDeadline } from '../../domain/calendar/deadlines.ts';
import { storedDays } from '../../domain/settings/params.ts';
import { badRequest } from '../../errors.ts';
import { ownExpertRow, publicityPeriod } from '../project/step-routes.ts';

/** The reduction-volume application behind a process instance of the certification chain. */
async function applyOfInstance(db: Knex, processInstanceId: string): Promise<string | undefined> {
  const row = await db('certified_apply').where({ process_instance_id: processInstanceId }).first<{ id: string } | undefined>('id');
  return row?.id;
}

const decisionStep = (taskKey: string, prepare?: StepHandler<StepDecisionBody>['prepare']): StepHandler<StepDecisionBody> => ({
  step: stepOf(certifiedLifecycle, taskKey),
  body: stepDecisionBody,
  decisionOnly: true,
  decision: (b) => ({ approved: b.approved, opinion: b.opinion }),
  prepare,
});

/**
 * The certification chain's step calls (contracts lifecycle/certified.ts names them), on the lifecycle's step
 * mechanism: the same bodies as the project's, the verification report with its verified quantity per vintage.
 */
export const certifiedStepRoutes: FastifyPluginAsyncZod = async (app) => {
  const steps: StepHandler<any>[] = [
    // approving starts the publicity of the monitoring report: its dates travel with the completion
    decisionStep('publicityAudit', async ({ body }, trx) => {
      if (!body.approved) return;
      const days = await storedDays(trx, paramKeys.projectPublicityWorkingDays, certifiedDeadlines.publicityWorkingDays.days);
      const { validationDueAt, ...period } = await publicityPeriod(app, trx, days);
      return { ...period, verificationDueAt: validationDueAt };
    }),
    decisionStep('recallAudit'),
    {
      step: stepOf(certifiedLifecycle, 'orgUploadFile'),
      body: verificationReportBody,
      decision: (b) => ({ approved: true, opinion: b.opinion }),
      // the verified quantity equals the quantity applied for and splits into vintages inside the period
      prepare: async ({ body, businessKey }, trx) => {
        const apply = await trx('certified_apply').where({ id: businessKey }).forUpdate().first('certified_num', 'reg_app_start_date', 'reg_app_end_date');
        const day = (v: unknown) => (v ? String(v).slice(0, 10) : null);
        const errors = verificationReportErrors(body, {
          certifiedNum: apply.certified_num === null ? null : Number(apply.certified_num),
          regAppStartDate: day(apply.reg_app_start_date),
          regAppEndDate: day(apply.reg_app_end_date),
        });
        if (errors.length > 0) throw badRequest(errors);
        await trx('certified_apply')
          .where({ id: businessKey })
          .update({ verified_num: body.verifiedNum, vintages: JSON.stringify(body.vintages), comment_handling: body.commentHandling, updated_at: trx.fn.now() });
        return { verificationConclusion: body.verificationConclusion };
      },
    },
    decisionStep('confirmOrgFile'),
    {
      step: stepOf(certifiedLifecycle, 'registerApply'),
      body: registerApplyBody,
      decision: (b) => ({ approved: true, opinion: b.opinion }),
      // the acceptance's due date: 15 working days (the project's parameter) from the application
      prepare: async ({ request }, trx) => {
        const days = await storedDays(trx, paramKeys.projectAcceptanceWorkingDays, certifiedDeadlines.registerAcceptanceWorkingDays.days);
        return { acceptanceDueAt: registryIso(await startDeadline(trx, request.log, days)) };
      },
    },
    decisionStep('registerAcct'),
    {
      step: stepOf(certifiedLifecycle, 'certifiedEvaluation'),
      body: expertReportBody,
      decision: (b) => ({ approved: b.conclusion === '1', opinion: b.evaluation }),
      // the technical evaluation report is the expert's own, on the expert's appointment of the current round
      documentsRow: async ({ businessKey, request }, trx) => ({
        businessType: businessTypes.projectExpert,
        businessKey: (await ownExpertRow(trx, businessKey, request.operator!.operatorId, 'certified_apply')).id,
      }),
      prepare: async ({ body, businessKey, request }, trx) => {
        const row = await ownExpertRow(trx, businessKey, request.operator!.operatorId, 'certified_apply');
        await trx('project_expert').where({ id: row.id }).update({ status: '03', conclusion: body.conclusion, evaluation: body.evaluation, evaluated_at: trx.fn.now() });
      },
    },
    decisionStep('projectReview'),
    decisionStep('registerConfirm'),
  ];
  for (const handler of steps) registerStep(app, certifiedLifecycle, handler, applyOfInstance);
};
