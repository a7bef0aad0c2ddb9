import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StepDeclaration } from '@ccer/contracts';
import type { TaskInfo } from '../handler.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { projectApplyStatus } from './project-apply-status.ts';
import { notifyProjectCancelAudit, notifyProjectStep, recipientsByRole } from './action-notices.ts';

/**
 * Who is told when a project step becomes active (the role → recipients table) and how the notices are written
 * with the status change, against a real PostgreSQL (the workers' own database): each role's actors and nobody
 * else, skipped rows without an address, one set per activation, none for a disabled template.
 */
const logger = pino({ level: 'silent' });
let db: Knex;
const tag = crypto.randomBytes(4).toString('hex');
const ids: Record<string, string> = {};

const company = async (name: string) => (await db('customer').insert({ cust_name: `${name}-${tag}` }).returning('cust_id'))[0].cust_id as string;
const operator = async (name: string, type: string, cols: Record<string, unknown> = {}) =>
  (
    await db('operator')
      .insert({ login_name: `${name}-${tag}`, password_hash: 'x', operator_code: `${name}-${tag}`, operator_name: `${name}名`, operator_type: type, ...cols })
      .returning('operator_id')
  )[0].operator_id as string;
const role = async (name: string, funcs: string[], status = '1') => {
  const [{ role_id }] = await db('role').insert({ role_name: `${name}-${tag}`, status }).returning('role_id');
  if (funcs.length) await db('role_func').insert(funcs.map((func_id) => ({ role_id, func_id })));
  return role_id as number;
};
const grant = (operatorId: string, roleId: number) => db('operator_role').insert({ operator_id: operatorId, role_id: roleId });
const mobile = () => `139${String(crypto.randomInt(0, 1e8)).padStart(8, '0')}`;

beforeAll(async () => {
  db = await openTestDatabase();
  // the function codes are the gateway's reference data; the workers' database has only the schema
  await db('func').insert(['054', '078', '081'].map((f) => ({ func_id: f, func_name: f, func_name_en: f }))).onConflict('func_id').ignore();
  ids.ownerCo = await company('业主');
  ids.otherCo = await company('他企业');
  ids.bodyCo = await company('审定机构');
  ids.otherBodyCo = await company('他机构');
  const rep = (name: string, custId: string, cols: Record<string, unknown> = {}) => operator(name, '06', { cust_id: custId, ...cols });
  ids.rep = await rep('rep', ids.ownerCo, { mobile_phone_no: mobile(), email_address: `rep-${tag}@example.com` });
  ids.repLinkEnded = await rep('rep-ended', ids.ownerCo, { mobile_phone_no: mobile() });
  ids.repDisabled = await rep('rep-disabled', ids.ownerCo, { mobile_phone_no: mobile(), status: '0' });
  ids.otherRep = await rep('other-rep', ids.otherCo, { mobile_phone_no: mobile(), email_address: `other-${tag}@example.com` });
  ids.applicant = await operator('applicant', '06', { mobile_phone_no: mobile() });
  await db('customer_representative').insert([
    { cust_id: ids.ownerCo, operator_id: ids.rep, represent_role: 'initiating' },
    { cust_id: ids.ownerCo, operator_id: ids.repLinkEnded, represent_role: 'confirming', status: '0' },
    { cust_id: ids.ownerCo, operator_id: ids.repDisabled, represent_role: 'confirming' },
    { cust_id: ids.otherCo, operator_id: ids.otherRep, represent_role: 'initiating' },
  ]);
  ids.body = await operator('body', '08', { cust_id: ids.bodyCo, email_address: `body-${tag}@example.com` });
  ids.otherBody = await operator('other-body', '08', { cust_id: ids.otherBodyCo, mobile_phone_no: mobile() });
  const acceptance = await role('acceptance', ['078']);
  const audit = await role('audit', ['054']);
  const stopped = await role('stopped', ['078'], '0');
  ids.registry = await operator('registry', '02', { mobile_phone_no: mobile() });
  await grant(ids.registry, acceptance);
  ids.registryOtherFunc = await operator('registry-054', '02', { mobile_phone_no: mobile() });
  await grant(ids.registryOtherFunc, audit);
  ids.registryStoppedRole = await operator('registry-stopped', '02', { mobile_phone_no: mobile() });
  await grant(ids.registryStoppedRole, stopped);
  ids.repWithFunc = await rep('rep-078', ids.ownerCo);
  await grant(ids.repWithFunc, acceptance);
  ids.expert = await operator('expert', '07', { mobile_phone_no: mobile() });
  ids.expertProposed = await operator('expert-proposed', '07', { mobile_phone_no: mobile() });
  ids.expertEarlier = await operator('expert-earlier', '07', { mobile_phone_no: mobile() });
}, 60_000);

afterAll(async () => {
  await db?.destroy();
});

async function newApplication(status: string, cols: Record<string, unknown> = {}): Promise<string> {
  const [row] = await db('project_apply')
    .insert({ apply_no: `N${crypto.randomBytes(6).toString('hex')}`, owner_operator_id: ids.applicant, cust_id: ids.ownerCo, approval_authority: ids.bodyCo, status, project_name: `风电项目${tag}`, ...cols })
    .returning('id');
  return row.id as string;
}

const fakeTask = (businessKey: string, id = crypto.randomUUID()): TaskInfo => ({
  id,
  topicName: 'project-apply-status',
  workerId: 'test',
  businessKey,
  processInstanceId: crypto.randomUUID(),
  retries: null,
});
const run = (task: TaskInfo, variables: Record<string, unknown>) => projectApplyStatus({ task, variables, db, logger });
const notices = (applyId: string) => db('action_notice').where({ business_key: applyId }).orderBy('id');
const who = (rows: Array<{ operator_id: string }>) => [...new Set(rows.map((r) => r.operator_id))].sort();
const named = (...keys: string[]) => keys.map((k) => ids[k]!).sort();

describe('action-required notices of the project chain', () => {
  it("tells the owner company's active representatives, the named body's operators, the registry staff holding the step's function and the round's experts", async () => {
    const parties = { custId: ids.ownerCo, ownerOperatorId: ids.applicant, bodyCustId: ids.bodyCo, expertOperatorIds: [ids.expert!] };
    const step = { funcCode: '078' } as StepDeclaration;
    // not: an ended link, a disabled account, another company's representative, an operator of the company without
    // a representative link, the applicant (the company has representatives)
    expect(who(await recipientsByRole.owner(db, parties, step))).toEqual(named('rep'));
    expect(who(await recipientsByRole.body(db, parties, step))).toEqual(named('body'));
    const registry = who(await recipientsByRole.registry(db, parties, step));
    expect(registry).toContain(ids.registry);
    for (const k of ['registryOtherFunc', 'registryStoppedRole', 'repWithFunc']) expect(registry, k).not.toContain(ids[k]);
    expect(who(await recipientsByRole.expert(db, parties, step))).toEqual(named('expert'));
    // a company without an active representative: the operator who applied
    expect(who(await recipientsByRole.owner(db, { ...parties, custId: ids.bodyCo }, step))).toEqual(named('applicant'));
  });

  it('writes the notices with the status change: one row per actor and channel, skipped without an address', async () => {
    const id = await newApplication('02');
    await run(fakeTask(id), { targetStatus: '07', validationDueAt: '2027-03-01T23:59:59+08:00' });
    const rows = await notices(id);
    expect(who(rows)).toEqual(named('body'));
    expect(rows.map((r) => [r.channel, r.status, r.address])).toEqual([
      ['sms', 'skipped', null],
      ['email', 'pending', `body-${tag}@example.com`],
    ]);
    expect(rows[1]).toMatchObject({
      business_type: 'projectApply',
      task_key: 'orgUploadFile',
      activation: '2',
      attempts: 0,
      params: { name: 'body名', project: `风电项目${tag}`, step: '上传审定报告', due: '（截止日期：2027-03-01）' },
    });

    // the body's report confirmed by nobody yet: the owner company's representatives
    await run(fakeTask(id), { targetStatus: '08' });
    const confirm = (await notices(id)).filter((r) => r.task_key === 'confirmOrgFile');
    expect(who(confirm)).toEqual(named('rep'));
    expect(confirm.find((r) => r.operator_id === ids.rep && r.channel === 'sms')).toMatchObject({ status: 'pending', params: { due: '' } });
  });

  it('adds nothing for a second run of the same status change, and notifies again when a step comes back after a return', async () => {
    const id = await newApplication('09', { acceptance_due_at: '2027-01-15T23:59:59+08:00' });
    const task = fakeTask(id);
    await run(task, { targetStatus: '10', acceptanceDueAt: '2027-01-15T23:59:59+08:00' });
    await run(task, { targetStatus: '10', acceptanceDueAt: '2027-01-15T23:59:59+08:00' });
    const first = await notices(id);
    expect(who(first)).toContain(ids.registry);
    expect(first.filter((r) => r.operator_id === ids.registry).map((r) => r.channel)).toEqual(['sms', 'email']);
    // the same activation written again (a retry that gets past the task's once-guard) meets the unique key
    expect(await db.transaction((trx) => notifyProjectStep(trx, { applyId: id, from: '09', to: '10', activation: first[0]!.activation }))).toBe(0);
    expect(await notices(id)).toHaveLength(first.length);

    // returned (登记申请退回): the owner applies again; accepted anew, the registry is told again
    await run(fakeTask(id), { targetStatus: '11', opinion: '材料不全' });
    expect(who((await notices(id)).filter((r) => r.task_key === 'registerApply'))).toEqual(named('rep'));
    await run(fakeTask(id), { targetStatus: '10' });
    const acceptances = (await notices(id)).filter((r) => r.task_key === 'registerAcct' && r.operator_id === ids.registry && r.channel === 'sms');
    expect(acceptances.map((r) => r.activation)).toEqual(['2', '4']);
    expect(acceptances[0]!.params.due).toBe('（截止日期：2027-01-15）');
  });

  it("tells the experts appointed to the application's current round only", async () => {
    const id = await newApplication('12', { expert_round: 2 });
    await db('project_expert').insert([
      { apply_id: id, round: 2, expert_operator_id: ids.expert, appoint_way: 'random', status: '02' },
      { apply_id: id, round: 2, expert_operator_id: ids.expertProposed, appoint_way: 'random', status: '01' },
      { apply_id: id, round: 1, expert_operator_id: ids.expertEarlier, appoint_way: 'named', status: '02' },
    ]);
    await run(fakeTask(id), { targetStatus: '13' });
    const rows = await notices(id);
    expect(who(rows)).toEqual(named('expert'));
    expect(rows[0]).toMatchObject({ task_key: 'projectEvaluation', params: { step: '专家评估', name: 'expert名' } });
  });

  it('writes no notice of a channel whose template is disabled, and none where no step waits', async () => {
    const id = await newApplication('07');
    await db('msg_business_config').where({ channel: 'sms', business: 'action-required' }).update({ enabled: false });
    try {
      await run(fakeTask(id), { targetStatus: '08' });
    } finally {
      await db('msg_business_config').where({ channel: 'sms', business: 'action-required' }).update({ enabled: true });
    }
    expect([...new Set((await notices(id)).map((r) => r.channel))]).toEqual(['email']);

    const inPublicity = await newApplication('01');
    await run(fakeTask(inPublicity), { targetStatus: '02' });
    expect(await notices(inPublicity)).toHaveLength(0);
  });

  it("tells the registry staff holding 081 of a cancellation application (the gateway's transaction)", async () => {
    const applyId = await newApplication('16');
    const [info] = await db('project_info').insert({ apply_id: applyId, project_code: `CCER-N-${tag}`, registration_time: db.fn.now() }).returning('id');
    const [cancel] = await db('project_cancel_apply')
      .insert({ apply_no: `ZXN${tag}`, project_info_id: info.id, cust_id: ids.ownerCo, reason: '项目停止运行', initiated_by: 'owner', applicant_operator_id: ids.rep })
      .returning('id');
    const cancellers = await role('cancel', ['081']);
    await grant(ids.registryOtherFunc!, cancellers);
    expect(await db.transaction((trx) => notifyProjectCancelAudit(trx, cancel.id))).toBe(2);
    const rows = await db('action_notice').where({ business_type: 'projectCancel', business_key: cancel.id });
    expect(who(rows)).toEqual(named('registryOtherFunc'));
    expect(rows[0]).toMatchObject({ task_key: 'logoutAudit', activation: '1', params: { project: `风电项目${tag}`, step: '项目注销审核', due: '' } });
    expect(await db.transaction((trx) => notifyProjectCancelAudit(trx, cancel.id))).toBe(0);
  });
});
