import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessRuleError } from '../business-rule-error.ts';
import type { TaskInfo } from '../handler.ts';
import { isExternalTaskIdConflict, onceForTask } from '../idempotent.ts';
import { openTestDatabase, testDatabaseUrl } from '../testing/test-database.ts';
import { projectApplyStatus } from './project-apply-status.ts';

/**
 * The project-apply-status handler against a real PostgreSQL (its own database, migrated here);
 * the engine is not needed: the handler is called with a task as fetch-and-lock would deliver it.
 */
const logger = pino({ level: 'silent' });
let db: Knex;
let ownerId: string;
let auditorId: string;

beforeAll(async () => {
  db = await openTestDatabase();
  const suffix = crypto.randomBytes(4).toString('hex');
  const insertOperator = async (name: string) =>
    (
      await db('operator')
        .insert({ login_name: `${name}-${suffix}`, password_hash: 'x', operator_code: `${name}-${suffix}`, operator_name: name, operator_type: '01' })
        .returning('operator_id')
    )[0].operator_id as string;
  ownerId = await insertOperator('owner');
  auditorId = await insertOperator('auditor');
}, 60_000);

afterAll(async () => {
  await db?.destroy();
});

async function newApplication(status: string): Promise<string> {
  const [row] = await db('project_apply')
    .insert({ apply_no: `T${crypto.randomBytes(6).toString('hex')}`, owner_operator_id: ownerId, status, project_name: 'workers test' })
    .returning('id');
  return row.id as string;
}

function fakeTask(businessKey: string | null, id = crypto.randomUUID()): TaskInfo {
  return { id, topicName: 'project-apply-status', workerId: 'test', businessKey, processInstanceId: crypto.randomUUID(), retries: null };
}

const run = (task: TaskInfo, variables: Record<string, unknown>) => projectApplyStatus({ task, variables, db, logger });
const logRows = (externalTaskId: string) => db('operation_log').where({ external_task_id: externalTaskId });

describe(`project-apply-status on ${testDatabaseUrl().replace(/\/\/[^@]*@/, '//')}`, () => {
  it('approves a pending application and writes one log row', async () => {
    const id = await newApplication('01');
    const task = fakeTask(id);
    await run(task, { targetStatus: '02', opinion: '', auditor: '国家管理员', auditorId });

    const apply = await db('project_apply').where({ id }).first();
    expect(apply).toMatchObject({ status: '02', audit_opinion: null, version: 2 });
    const rows = await logRows(task.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      abstract: 'project-apply.status',
      business_type: 'projectApply',
      business_key: id,
      operator_id: auditorId,
      operator_name: '国家管理员',
      result: 'success',
      before_value: { status: '01' },
      after_value: { status: '02', opinion: null },
    });
  });

  it('returns an application with the opinion; a non-uuid auditorId is left out', async () => {
    const id = await newApplication('01');
    const task = fakeTask(id);
    await run(task, { targetStatus: '03', opinion: '材料不全', auditor: 'admin', auditorId: 'not-a-uuid' });
    expect(await db('project_apply').where({ id }).first()).toMatchObject({ status: '03', audit_opinion: '材料不全' });
    const [row] = await logRows(task.id);
    expect(row).toMatchObject({ operator_id: null, operator_name: 'admin', after_value: { status: '03', opinion: '材料不全' } });
  });

  it('does the work once when the same external task is delivered twice', async () => {
    const id = await newApplication('01');
    const task = fakeTask(id);
    const variables = { targetStatus: '02', opinion: 'ok', auditor: 'admin', auditorId };
    await run(task, variables);
    // redelivery after a crash between commit and complete: no BusinessRuleError, no second row
    await run(task, variables);
    expect(await logRows(task.id)).toHaveLength(1);
    expect(await db('project_apply').where({ id }).first()).toMatchObject({ status: '02', version: 2 });
  });

  it('does the work once when two deliveries of one task run at the same time', async () => {
    const id = await newApplication('01');
    const task = fakeTask(id);
    const variables = { targetStatus: '02', opinion: null, auditor: 'admin', auditorId };
    const results = await Promise.allSettled([run(task, variables), run(task, variables), run(task, variables)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(await logRows(task.id)).toHaveLength(1);
    expect(await db('project_apply').where({ id }).first()).toMatchObject({ status: '02', version: 2 });
  });

  it('refuses a change the lifecycle does not declare (03 from 02), writing nothing', async () => {
    const id = await newApplication('02');
    const task = fakeTask(id);
    const error = await run(task, { targetStatus: '03', opinion: 'no', auditor: 'admin', auditorId }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessRuleError);
    expect((error as BusinessRuleError).code).toBe('APPLY_STATUS_REFUSED');
    expect(await logRows(task.id)).toHaveLength(0);
    expect(await db('project_apply').where({ id }).first()).toMatchObject({ status: '02', version: 1 });
  });

  it('refuses an unknown application or a business key that is no application id', async () => {
    for (const key of [crypto.randomUUID(), 'APPLY-1', null]) {
      const error = await run(fakeTask(key), { targetStatus: '02' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BusinessRuleError);
      expect((error as BusinessRuleError).code).toBe('APPLY_NOT_FOUND');
    }
  });

  it('fails (for retries, then an incident) on variables the model should never send', async () => {
    const id = await newApplication('01');
    const error = await run(fakeTask(id), { targetStatus: '99' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(BusinessRuleError);
    expect(String(error)).toMatch(/targetStatus/);
    expect(await db('project_apply').where({ id }).first()).toMatchObject({ status: '01' });
  });
});

describe('onceForTask', () => {
  it('rolls back work that forgets its operation_log row', async () => {
    const id = await newApplication('01');
    const error = await onceForTask(db, crypto.randomUUID(), async (trx) => {
      await trx('project_apply').where({ id }).update({ status: '02' });
    }).catch((e: unknown) => e);
    expect(String(error)).toMatch(/wrote no operation_log row/);
    expect(await db('project_apply').where({ id }).first()).toMatchObject({ status: '01' });
  });

  it('makes a second delivery wait for the first and then skip, instead of failing a business rule', async () => {
    const id = await newApplication('01');
    const externalTaskId = crypto.randomUUID();
    let calls = 0;
    let entered!: () => void;
    const firstInside = new Promise<void>((r) => (entered = r));
    const work = async (trx: Knex.Transaction) => {
      calls++;
      const row = await trx('project_apply').where({ id }).forUpdate().first('status');
      if (row.status !== '01') throw new BusinessRuleError('APPLY_NOT_PENDING', 'not pending');
      await trx('project_apply').where({ id }).update({ status: '02' });
      await trx('operation_log').insert({ abstract: 'test', external_task_id: externalTaskId });
      entered();
      // hold the transaction open while the second delivery starts
      await new Promise((r) => setTimeout(r, 300));
      return 'first';
    };
    const first = onceForTask(db, externalTaskId, work);
    await firstInside;
    const second = onceForTask(db, externalTaskId, work);
    expect(await first).toEqual({ applied: true, result: 'first' });
    expect(await second).toEqual({ applied: false });
    expect(calls).toBe(1);
  });

  it('recognises the unique violation of a second external_task_id row', async () => {
    const externalTaskId = crypto.randomUUID();
    await db('operation_log').insert({ abstract: 'test', external_task_id: externalTaskId });
    const error = await db('operation_log').insert({ abstract: 'test', external_task_id: externalTaskId }).catch((e: unknown) => e);
    expect(isExternalTaskIdConflict(error)).toBe(true);
    expect(isExternalTaskIdConflict({ code: '23505', constraint: 'operator_login_name_unique' })).toBe(false);
  });

  it("keeps the last decision's opinion when the timer moves the status, and closes the recall under audit", async () => {
    const id = await newApplication('02');
    await db('project_apply').where({ id }).update({ audit_opinion: '同意公示' });
    // publicity ended (no decision): 02 → 07 carries the opinion variable of the audit but does not write it
    await run(fakeTask(id), { targetStatus: '07', opinion: '旧意见', auditor: 'admin', auditorId, validationDueAt: '2027-03-01T23:59:59+08:00' });
    expect(await db('project_apply').where({ id }).first()).toMatchObject({ status: '07', audit_opinion: '同意公示' });
    expect((await db('project_apply').where({ id }).first()).validation_due_at).not.toBeNull();

    const recalling = await newApplication('05');
    await db('project_recall').insert({ apply_id: recalling, reason: '设计文件需重新编制' });
    await run(fakeTask(recalling), { targetStatus: '06', opinion: '同意撤回', auditor: 'admin', auditorId });
    expect(await db('project_apply').where({ id: recalling }).first()).toMatchObject({ status: '06', audit_opinion: '同意撤回' });
    expect(await db('project_recall').where({ apply_id: recalling }).first()).toMatchObject({ status: '02', opinion: '同意撤回', auditor_name: 'admin' });
  });
});
