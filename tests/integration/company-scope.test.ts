import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { holdingPaths as H, statisticsPaths } from '@ccer/contracts';
import { injectSignIn, testApp } from '../fixtures/app.ts';
import { demoUsers } from '../fixtures/env.ts';
import { createOperator } from '../fixtures/operators.ts';
import { issueTo } from '../fixtures/ccer-transfers.ts';

/**
 * "Which company's rows may this operator see" has one answer (domain/access/company-scope.ts): the registry's staff
 * every company's, anyone else the company it acts for, and an operator acting for no company none, never all. A
 * public account (10, 公众: holding query) and an expert given the national administrators' role both act for no
 * company; the routes that asked "has a company?" instead let both read every company's units, serials, applications
 * and figures.
 */
describe('company scope of operators acting for no company', () => {
  let app: FastifyInstance;
  const run = randomUUID().slice(0, 8);
  const code = `SC${run}`.toUpperCase();
  const projectName = `范围测试项目${run}`;
  let custId: string;
  let registry: Record<string, string>;
  let publicAccount: Record<string, string>;
  let stray: Record<string, string>;

  beforeAll(async () => {
    app = await testApp();
    [{ cust_id: custId }] = await app.db('customer').insert({ cust_name: `范围测试公司${run}`, cust_type: '01', cust_no: `SC${run}`, is_complete: '1', status: '1' }).returning('cust_id');
    await issueTo(app.db, custId, code, 2022, 100);
    const owner = await app.db('operator').where({ login_name: demoUsers.owner.loginName }).first('operator_id');
    await app.db('project_apply').insert({ apply_no: `SC${run}`, cust_id: custId, owner_operator_id: owner.operator_id, status: '01', project_name: projectName });
    await createOperator({ loginName: `scpub${run}`, password: 'Demo@123456', operatorType: '10', roleName: '公众' });
    await createOperator({ loginName: `scexp${run}`, password: 'Demo@123456', operatorType: '07', roleName: '国家管理员' });
    registry = await injectSignIn(app, demoUsers.country.loginName, demoUsers.country.password);
    publicAccount = await injectSignIn(app, `scpub${run}`, 'Demo@123456');
    stray = await injectSignIn(app, `scexp${run}`, 'Demo@123456');
  });
  afterAll(async () => app.close());

  const post = (headers: Record<string, string>, url: string, payload: object) => app.inject({ method: 'POST', url, headers, payload });
  const listed = async (headers: Record<string, string>, url: string, payload: object) => {
    const r = await post(headers, url, { pageNumber: 1, pageSize: 50, ...payload });
    expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
    return r.json() as { dataInfo: Array<Record<string, unknown>>; total: number };
  };

  it("shows the registry the company's units and application, and the others none of them", async () => {
    const lists: Array<[string, object, (row: Record<string, unknown>) => boolean]> = [
      [H.list, { projectCode: code }, (r) => r.custId === custId],
      [H.companyList, { custName: `范围测试公司${run}` }, (r) => r.custId === custId],
      [H.encodeList, { projectCode: code }, (r) => r.projectCode === code],
    ];
    for (const [url, payload, ours] of lists) {
      expect((await listed(registry, url, payload)).dataInfo.some(ours), `registry ${url}`).toBe(true);
      for (const [who, headers] of [['public account', publicAccount], ['expert with the registry role', stray]] as const) {
        const { dataInfo, total } = await listed(headers, url, payload);
        expect({ who, url, total, ours: dataInfo.some(ours) }).toEqual({ who, url, total: 0, ours: false });
      }
    }
    // a list of applications: the registry's role lets the expert call it, but not see the companies' rows
    const applies = { projectName };
    expect((await listed(registry, '/api/project-manage/apply-list', applies)).total).toBe(1);
    expect((await listed(stray, '/api/project-manage/apply-list', applies)).total).toBe(0);
  });

  it("refuses them a company's serial history, statement and detail, and the registry's figures", async () => {
    const serial = { serial: `CCER-${code}-50` };
    expect((await post(registry, H.encodeDetail, serial)).statusCode).toBe(200);
    const statement = `${H.statementXlsx}?custId=${custId}`;
    expect((await app.inject({ method: 'GET', url: statement, headers: registry })).statusCode).toBe(200);
    for (const headers of [publicAccount, stray]) {
      expect((await post(headers, H.encodeDetail, serial)).statusCode).toBe(404);
      expect((await post(headers, H.detail, { custId, projectCode: code, vintage: 2022 })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: statement, headers })).statusCode).toBe(404);
    }
    const apply = await app.db('project_apply').where({ apply_no: `SC${run}` }).first('id');
    expect((await post(registry, '/api/project-manage/apply-info', { id: apply.id })).statusCode).toBe(200);
    expect((await post(stray, '/api/project-manage/apply-info', { id: apply.id })).statusCode).toBe(404);
    expect((await post(registry, statisticsPaths.list('project'), {})).statusCode).toBe(200);
    const figures = await post(stray, statisticsPaths.list('project'), {});
    expect(figures.statusCode, figures.body).toBe(403);
  });
});
