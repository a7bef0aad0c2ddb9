import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessRuleError } from '../business-rule-error.ts';
import type { TaskInfo } from '../handler.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { accountOpenResult } from './account-open-result.ts';

/** The account-open-result handler against a real PostgreSQL: a second delivery of one task opens nothing twice. */
const logger = pino({ level: 'silent' });
let db: Knex;

beforeAll(async () => {
  db = await openTestDatabase();
  // the roles are seeded by the gateway from contracts; this database may not have met a gateway
  for (const name of ['企业代表', '游客']) await db('role').insert({ role_name: name }).onConflict('role_name').ignore();
}, 60_000);

afterAll(async () => {
  await db?.destroy();
});

async function visitor(tag: string): Promise<string> {
  const login = `${tag}-${crypto.randomBytes(4).toString('hex')}`;
  const [{ operator_id }] = await db('operator').insert({ login_name: login, password_hash: 'x', operator_code: login, operator_type: '09' }).returning('operator_id');
  const role = await db('role').where({ role_name: '游客' }).first('role_id');
  await db('operator_role').insert({ operator_id, role_id: role.role_id });
  return operator_id as string;
}

async function newApplication(status: string): Promise<{ id: string; applicant: string; confirmer: string; certificateNo: string }> {
  const applicant = await visitor('ap');
  const confirmer = await visitor('cf');
  const certificateNo = `T${crypto.randomBytes(8).toString('hex')}`.slice(0, 18);
  const [row] = await db('company_account_apply')
    .insert({
      apply_no: `T${crypto.randomBytes(6).toString('hex')}`,
      status,
      cust_name: '工作者测试公司',
      certificate_no: certificateNo,
      form: JSON.stringify({ custName: '工作者测试公司', custType: ['01', '02'], certificateType: 'N01', legalType: '1' }),
      applicant_operator_id: applicant,
      confirmer_operator_id: confirmer,
    })
    .returning('id');
  return { id: row.id as string, applicant, confirmer, certificateNo };
}

const fakeTask = (businessKey: string, id = crypto.randomUUID()): TaskInfo => ({
  id,
  topicName: 'account-open-result',
  workerId: 'test',
  businessKey,
  processInstanceId: crypto.randomUUID(),
  retries: null,
});
const run = (task: TaskInfo, variables: Record<string, unknown>) => accountOpenResult({ task, variables, db, logger });

describe('account-open-result', () => {
  it('opens the account once: the company, both representatives as 企业代表, even when the task is delivered twice', async () => {
    const a = await newApplication('auditing');
    const task = fakeTask(a.id);
    await run(task, { targetStatus: 'opened', opinion: '同意', auditor: '国家管理员' });
    await run(task, { targetStatus: 'opened', opinion: '同意', auditor: '国家管理员' });

    const custs = await db('customer').where({ certificate_no: a.certificateNo });
    expect(custs).toHaveLength(1);
    expect(custs[0]).toMatchObject({ cust_name: '工作者测试公司', cust_type: '01,02', legal_type: '1', status: '1' });
    expect(custs[0].cust_no).toMatch(/^QY\d{8}$/);
    expect(await db('company_account_apply').where({ id: a.id }).first('status', 'opinion', 'cust_id')).toEqual({ status: 'opened', opinion: '同意', cust_id: custs[0].cust_id });
    for (const [operatorId, representRole] of [[a.applicant, 'initiating'], [a.confirmer, 'confirming']]) {
      expect(await db('operator').where({ operator_id: operatorId }).first('operator_type', 'cust_id')).toEqual({ operator_type: '06', cust_id: custs[0].cust_id });
      const roles = await db('operator_role as r').join('role as ro', 'ro.role_id', 'r.role_id').where('r.operator_id', operatorId).pluck('ro.role_name');
      expect(roles).toEqual(['企业代表']);
      expect(await db('customer_representative').where({ operator_id: operatorId }).pluck('represent_role')).toEqual([representRole]);
    }
    expect(await db('operation_log').where({ external_task_id: task.id })).toHaveLength(1);
  });

  it('refuses a result that does not follow from the status (business rule, no change)', async () => {
    const a = await newApplication('confirming');
    await expect(run(fakeTask(a.id), { targetStatus: 'opened' })).rejects.toBeInstanceOf(BusinessRuleError);
    expect((await db('company_account_apply').where({ id: a.id }).first('status')).status).toBe('confirming');
    await run(fakeTask(a.id), { targetStatus: 'draft', opinion: '电话有误' });
    expect(await db('company_account_apply').where({ id: a.id }).first('status', 'opinion')).toEqual({ status: 'draft', opinion: '电话有误' });
  });
});
