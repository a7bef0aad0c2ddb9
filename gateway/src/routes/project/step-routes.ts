import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import {
  businessTypes,
  expertReportBody,
  orgReportBody,
  paramKeys,
  projectDeadlines,
  projectLifecycle,
  registerApplyBody,
  stepDecisionBody,
  type StepDecisionBody,
} from '@ccer/contracts';
import { registerStep, stepOf, type StepHandler } from '../../domain/lifecycle/step-route.ts';
import { endOfRegistryDay, registryIso, startDeadline } from '../../domain/calendar/deadlines.ts';
import { addWorkingDays } from '../../domain/calendar/working-days.ts';
import { countedInCalendarDays } from '../../domain/calendar/calendar-fallback.ts';
import { isoDay } from '../../domain/server-time.ts';
import { storedDays } from '../../domain/settings/params.ts';
import { AppError } from '../../errors.ts';
import { addCalendarDays } from '../../domain/calendar/registry-days.ts';

/** The application behind a process instance of the project chain. */
async function applyOfInstance(db: Knex, processInstanceId: string): Promise<string | undefined> {
  const row = await db('project_apply').where({ process_instance_id: processInstanceId }).first<{ id: string } | undefined>('id');
  return row?.id;
}

/**
 * The publicity period from today: start today, end at the close of the n-th working day after it
 * (the trade calendar; calendar days when the year is not initialised); the validation is overdue
 * 100 calendar days after the start.
 */
export async function publicityPeriod(app: FastifyInstance, db: Knex, workingDays: number, from = isoDay()) {
  let end: string;
  try {
    end = await addWorkingDays(db, from, workingDays);
  } catch (e) {
    countedInCalendarDays(app.log, e, 'publicity');
    end = addCalendarDays(from, workingDays);
  }
  return {
    publicityStartDate: from,
    publicityEndDate: end,
    publicityEndAt: registryIso(endOfRegistryDay(end)),
    validationDueAt: registryIso(endOfRegistryDay(addCalendarDays(from, projectDeadlines.validationCalendarDays))),
  };
}

/** The calling expert's appointment of the application's current round (404 when none: not this expert's task). */
export async function ownExpertRow(trx: Knex.Transaction, applyId: string, expertOperatorId: string, applyTable = 'project_apply'): Promise<{ id: string }> {
  const row = await trx('project_expert as e')
    .join(`${applyTable} as a`, function () {
      this.on('a.id', 'e.apply_id').andOn('a.expert_round', 'e.round');
    })
    .where({ 'e.apply_id': applyId, 'e.expert_operator_id': expertOperatorId })
    .first<{ id: string } | undefined>('e.id');
  if (!row) throw new AppError(404, 'NOT_FOUND', 'taskNotFound');
  return row;
}

const decisionOf = (b: { approved: boolean; opinion?: string }) => ({ approved: b.approved, opinion: b.opinion });
const decisionStep = (taskKey: string, prepare?: StepHandler<StepDecisionBody>['prepare']): StepHandler<StepDecisionBody> => ({
  step: stepOf(projectLifecycle, taskKey),
  body: stepDecisionBody,
  decisionOnly: true,
  decision: decisionOf,
  prepare,
});

/** The project chain's step calls, one declaration each (contracts lifecycle/project.ts names them). */
export const stepRoutes: FastifyPluginAsyncZod = async (app) => {
  const steps: StepHandler<any>[] = [
    // approving starts the publicity: its dates travel with the completion and the timer waits for the end
    decisionStep('publicityAudit', async ({ body }, trx) => {
      if (!body.approved) return;
      const days = await storedDays(trx, paramKeys.projectPublicityWorkingDays, projectDeadlines.publicityWorkingDays.days);
      return publicityPeriod(app, trx, days);
    }),
    decisionStep('recallAudit'),
    {
      step: stepOf(projectLifecycle, 'orgUploadFile'),
      body: orgReportBody,
      decision: (b) => ({ approved: true, opinion: b.opinion }),
      prepare: async ({ body, businessKey }, trx) => {
        await trx('project_apply').where({ id: businessKey }).update({ comment_handling: body.commentHandling, updated_at: trx.fn.now() });
        return { validationConclusion: body.validationConclusion };
      },
    },
    decisionStep('confirmOrgFile'),
    {
      step: stepOf(projectLifecycle, 'registerApply'),
      body: registerApplyBody,
      decision: (b) => ({ approved: true, opinion: b.opinion }),
      // the acceptance's due date: 15 working days (a parameter) from the application
      prepare: async ({ request }, trx) => {
        const days = await storedDays(trx, paramKeys.projectAcceptanceWorkingDays, projectDeadlines.registerAcceptanceWorkingDays.days);
        return { acceptanceDueAt: registryIso(await startDeadline(trx, request.log, days)) };
      },
    },
    decisionStep('registerAcct'),
    {
      step: stepOf(projectLifecycle, 'projectEvaluation'),
      body: expertReportBody,
      decision: (b) => ({ approved: b.conclusion === '1', opinion: b.evaluation }),
      // the report file is the expert's own, on the expert's row of the current round
      documentsRow: async ({ businessKey, request }, trx) => ({
        businessType: businessTypes.projectExpert,
        businessKey: (await ownExpertRow(trx, businessKey, request.operator!.operatorId)).id,
      }),
      // the same row keeps the conclusion (the report list reads it)
      prepare: async ({ body, businessKey, request }, trx) => {
        const row = await ownExpertRow(trx, businessKey, request.operator!.operatorId);
        await trx('project_expert').where({ id: row.id }).update({ status: '03', conclusion: body.conclusion, evaluation: body.evaluation, evaluated_at: trx.fn.now() });
      },
    },
    decisionStep('projectReview'),
    decisionStep('registerConfirm'),
  ];
  for (const handler of steps) registerStep(app, projectLifecycle, handler, applyOfInstance);
};
