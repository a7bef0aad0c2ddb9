import type { Knex } from 'knex';
import {
  actionNoticeStatuses,
  candidateGroupsOf,
  certifiedLifecycle,
  messageChannels,
  noticeDueText,
  operatorTypes,
  projectCancelLifecycle,
  projectExpertStatuses,
  projectLifecycle,
  stepBecomingActive,
  type LifecycleDeclaration,
  type NoticeBusiness,
  type NoticeParams,
  type StepDeclaration,
  type StepRole,
} from '@ccer/contracts';

/**
 * "Action required" notices (contracts/src/action-notices.ts): the rows of one step's activation, written in the
 * transaction of the status change that activates it, for the gateway's dispatcher to send. Who acts on a step is
 * said once here, by role; a lifecycle area names its parties (projectParties below; the certification area adds
 * its own) and calls insertStepNotices. The gateway uses this module too, for the statuses it sets itself
 * (a submission's 公示审核中, a recall request, a cancellation application).
 */

const BUSINESS: NoticeBusiness = 'action-required';
/** operator.status, customer_representative.status and role.status of an active row. */
const ACTIVE = '1';

/** Who a business row names for the roles that are not the registry's. */
export interface NoticeParties {
  /** The applying company (owner): its representatives are told, else the operator who applied. */
  custId: string | null;
  ownerOperatorId: string | null;
  /** The validation or verification body's company (body). */
  bodyCustId: string | null;
  /** The experts appointed to the current round (expert). */
  expertOperatorIds: readonly string[];
}

export interface NoticeRecipient {
  operator_id: string;
  operator_name: string | null;
  login_name: string;
  mobile_phone_no: string | null;
  email_address: string | null;
}

/** Registry staff: the operator types of the engine's group `country`, the registry role's candidate group. */
export const registryOperatorTypes: readonly string[] = Object.values(operatorTypes).filter((t) => candidateGroupsOf({ operatorType: t }).includes('country'));

const activeOperators = (trx: Knex | Knex.Transaction) =>
  trx('operator as o').where('o.status', ACTIVE).select<NoticeRecipient[]>('o.operator_id', 'o.operator_name', 'o.login_name', 'o.mobile_phone_no', 'o.email_address');

type RecipientQuery = (trx: Knex | Knex.Transaction, parties: NoticeParties, step: StepDeclaration) => Promise<NoticeRecipient[]>;

/** The actors of a step by its role (the BPMN's candidate groups and assignees, as people to tell). */
export const recipientsByRole: Readonly<Record<StepRole, RecipientQuery>> = {
  owner: async (trx, p) => {
    if (p.custId) {
      const representatives = await activeOperators(trx)
        .join('customer_representative as r', 'r.operator_id', 'o.operator_id')
        .where({ 'r.cust_id': p.custId, 'r.status': ACTIVE });
      if (representatives.length > 0) return representatives;
    }
    // a company without an active representative link (or a person's own application): the applicant
    return p.ownerOperatorId ? activeOperators(trx).where('o.operator_id', p.ownerOperatorId) : [];
  },
  body: async (trx, p) => (p.bodyCustId ? activeOperators(trx).where('o.cust_id', p.bodyCustId) : []),
  // the staff whose active roles hold the step's function code (what the step's page and call ask for)
  registry: async (trx, _p, step) =>
    activeOperators(trx)
      .whereIn('o.operator_type', registryOperatorTypes)
      .whereExists((q) =>
        q
          .select(trx.raw('1'))
          .from('operator_role as orl')
          .join('role as rl', 'rl.role_id', 'orl.role_id')
          .join('role_func as rf', 'rf.role_id', 'orl.role_id')
          .whereRaw('orl.operator_id = o.operator_id')
          .where({ 'rl.status': ACTIVE, 'rf.func_id': step.funcCode }),
      ),
  expert: async (trx, p) => (p.expertOperatorIds.length > 0 ? activeOperators(trx).whereIn('o.operator_id', p.expertOperatorIds) : []),
};

export interface StepActivation {
  lifecycle: Pick<LifecycleDeclaration, 'businessType'>;
  step: StepDeclaration;
  businessKey: string;
  /** The status change that activated the step (the business row's version after it): the notices' once-key. */
  activation: string;
  parties: NoticeParties;
  /** The project's name, as the message names it. */
  project: string;
  dueAt?: Date | string | null;
}

/**
 * Writes the notices of a step's activation: each actor once per channel whose template is enabled; one without
 * a mobile number or e-mail address is kept as skipped. Done again for the same activation, it adds nothing.
 * Returns the rows added.
 */
export async function insertStepNotices(trx: Knex.Transaction, a: StepActivation): Promise<number> {
  const enabled: string[] = await trx('msg_business_config').where({ business: BUSINESS, enabled: true }).pluck('channel');
  const channels = messageChannels.filter((c) => enabled.includes(c));
  if (channels.length === 0) return 0;
  const recipients = new Map((await recipientsByRole[a.step.role](trx, a.parties, a.step)).map((r) => [r.operator_id, r]));
  const rows = [...recipients.values()].flatMap((r) => {
    const params: NoticeParams = { name: r.operator_name || r.login_name, project: a.project, step: a.step.zh, due: noticeDueText(a.dueAt) };
    return channels.map((channel) => {
      const address = (channel === 'sms' ? r.mobile_phone_no : r.email_address)?.trim() || null;
      return {
        business_type: a.lifecycle.businessType,
        business_key: a.businessKey,
        task_key: a.step.taskKey,
        activation: a.activation,
        operator_id: r.operator_id,
        channel,
        address,
        params: JSON.stringify(params),
        status: address ? actionNoticeStatuses.pending : actionNoticeStatuses.skipped,
      };
    });
  });
  if (rows.length === 0) return 0;
  const added = await trx('action_notice')
    .insert(rows)
    .onConflict(['business_type', 'business_key', 'task_key', 'activation', 'operator_id', 'channel'])
    .ignore()
    .returning('id');
  return added.length;
}

// ---- the project application (project_apply) ----------------------------------------------------------------

/** The due date a step of the chain carries on the application (the others have none to tell). */
const projectStepDue: Readonly<Record<string, 'validation_due_at' | 'acceptance_due_at'>> = {
  orgUploadFile: 'validation_due_at',
  registerAcct: 'acceptance_due_at',
};

/**
 * Notices of the project step that a status change from → to activates (none when no step waits in `to`).
 * `dueAt` overrides the application's own due date of the step (the publicity audit's is the gateway's).
 */
export async function notifyProjectStep(
  trx: Knex.Transaction,
  change: { applyId: string; from: string; to: string; activation: string; dueAt?: Date | string | null },
): Promise<number> {
  const step = stepBecomingActive(projectLifecycle, change.from, change.to);
  if (!step) return 0;
  const row = await trx('project_apply as a')
    .where('a.id', change.applyId)
    .first<{ project_name: string | null; cust_id: string | null; owner_operator_id: string | null; approval_authority: string | null; experts: string[]; validation_due_at: Date | null; acceptance_due_at: Date | null } | undefined>(
      'a.project_name',
      'a.cust_id',
      'a.owner_operator_id',
      'a.approval_authority',
      'a.validation_due_at',
      'a.acceptance_due_at',
      trx.raw(`array(select e.expert_operator_id from project_expert e where e.apply_id = a.id and e.round = a.expert_round and e.status = ?)::text[] as experts`, [
        projectExpertStatuses.appointed.code,
      ]),
    );
  if (!row) return 0;
  const dueColumn = projectStepDue[step.taskKey];
  return insertStepNotices(trx, {
    lifecycle: projectLifecycle,
    step,
    businessKey: change.applyId,
    activation: change.activation,
    parties: { custId: row.cust_id, ownerOperatorId: row.owner_operator_id, bodyCustId: row.approval_authority, expertOperatorIds: row.experts },
    project: row.project_name ?? '',
    dueAt: change.dueAt !== undefined ? change.dueAt : dueColumn ? row[dueColumn] : null,
  });
}

/**
 * Notices of the one step an application activates when it is made with status `status` (a cancellation's or a
 * withdrawal's audit, an issuance's confirmation): its actors by the step's role.
 */
export async function notifyApplicationStep(
  trx: Knex.Transaction,
  a: { lifecycle: LifecycleDeclaration; status: string; businessKey: string; activation: string; parties: NoticeParties; project: string },
): Promise<number> {
  const step = stepBecomingActive(a.lifecycle, '', a.status);
  if (!step) return 0;
  return insertStepNotices(trx, { lifecycle: a.lifecycle, step, businessKey: a.businessKey, activation: a.activation, parties: a.parties, project: a.project });
}

/** No parties but the applicant (the registry's own applications: its staff act by function code). */
export const applicantParties = (custId: string | null, applicantOperatorId: string | null): NoticeParties => ({
  custId,
  ownerOperatorId: applicantOperatorId,
  bodyCustId: null,
  expertOperatorIds: [],
});

/** Notices of a cancellation application's audit (注销审核), activated when the application is made. */
export async function notifyProjectCancelAudit(trx: Knex.Transaction, cancelId: string): Promise<number> {
  const row = await trx('project_cancel_apply as x')
    .join('project_info as i', 'i.id', 'x.project_info_id')
    .join('project_apply as a', 'a.id', 'i.apply_id')
    .where('x.id', cancelId)
    .first<{ project_name: string | null; cust_id: string | null; applicant_operator_id: string | null; version: number } | undefined>(
      'a.project_name',
      'x.cust_id',
      'x.applicant_operator_id',
      'x.version',
    );
  if (!row) return 0;
  return notifyApplicationStep(trx, {
    lifecycle: projectCancelLifecycle,
    status: '01',
    businessKey: cancelId,
    activation: String(row.version),
    parties: applicantParties(row.cust_id, row.applicant_operator_id),
    project: row.project_name ?? '',
  });
}

// ---- the reduction-volume application (certified_apply) ------------------------------------------------------

/** The due date a step of the certification chain carries on the application. */
const certifiedStepDue: Readonly<Record<string, 'verification_due_at' | 'acceptance_due_at'>> = {
  orgUploadFile: 'verification_due_at',
  registerAcct: 'acceptance_due_at',
};

/**
 * Notices of the certification step that a status change from → to activates, as notifyProjectStep does for
 * projects: the owner company, the verification body named on the application, the registry staff of the step.
 */
export async function notifyCertifiedStep(
  trx: Knex.Transaction,
  change: { applyId: string; from: string; to: string; activation: string; dueAt?: Date | string | null },
): Promise<number> {
  const step = stepBecomingActive(certifiedLifecycle, change.from, change.to);
  if (!step) return 0;
  const row = await trx('certified_apply as x')
    .join('project_info as i', 'i.id', 'x.project_info_id')
    .join('project_apply as p', 'p.id', 'i.apply_id')
    .where('x.id', change.applyId)
    .first<{ project_name: string | null; cust_id: string | null; owner_operator_id: string | null; verification_agency: string | null; verification_due_at: Date | null; acceptance_due_at: Date | null } | undefined>(
      'p.project_name',
      'x.cust_id',
      'x.owner_operator_id',
      'x.verification_agency',
      'x.verification_due_at',
      'x.acceptance_due_at',
    );
  if (!row) return 0;
  const dueColumn = certifiedStepDue[step.taskKey];
  return insertStepNotices(trx, {
    lifecycle: certifiedLifecycle,
    step,
    businessKey: change.applyId,
    activation: change.activation,
    parties: { custId: row.cust_id, ownerOperatorId: row.owner_operator_id, bodyCustId: row.verification_agency, expertOperatorIds: [] },
    project: row.project_name ?? '',
    dueAt: change.dueAt !== undefined ? change.dueAt : dueColumn ? row[dueColumn] : null,
  });
}
