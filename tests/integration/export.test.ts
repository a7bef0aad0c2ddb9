import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { testApp, injectSignIn } from '../fixtures/app.ts';
import { demoUsers } from '../fixtures/env.ts';
import { validApplication } from '../fixtures/applications.ts';
import { hashPassword } from '../../gateway/src/domain/passwords.ts';

/**
 * POST /api/common/export against the real database: the named list runs with the caller's own
 * rights and rows, and comes back as an xlsx that exceljs reads.
 */
describe('list export', () => {
  let app: FastifyInstance;
  let owner: { authorization: string };
  let noRights: { authorization: string };
  const names = [validApplication().projectName, validApplication().projectName];
  const heads = [
    { title: '项目名称', field: 'projectName' },
    { title: '状态', field: 'statusName' },
    { title: '申请编号', field: 'applyNo' },
  ];

  beforeAll(async () => {
    app = await testApp();
    const loginName = 'export_norights';
    await app.db('operator').where({ login_name: loginName }).delete();
    await app.db('operator').insert({ login_name: loginName, password_hash: await hashPassword('Demo@123456'), operator_code: loginName, operator_name: loginName, operator_type: '06' });
    owner = await injectSignIn(app, demoUsers.owner.loginName, demoUsers.owner.password);
    noRights = await injectSignIn(app, loginName, 'Demo@123456');
    for (const projectName of names) {
      const r = await app.inject({ method: 'POST', url: '/api/project-manage/save-apply', headers: owner, payload: { projectName } });
      expect(r.statusCode, r.body).toBe(200);
    }
  });
  afterAll(async () => app?.close());

  const exportList = (auth: { authorization: string }, body: unknown) => app.inject({ method: 'POST', url: '/api/common/export', headers: auth, payload: body as object });

  it("exports the owner's project applications as an xlsx with a bold header and a timestamped name", async () => {
    const r = await exportList(owner, { funcid: 'projectApplyList', expHeads: heads, jsonParams: { projectName: '江苏如东海上风电项目', pageNumber: 3, pageSize: 10 } });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const disposition = String(r.headers['content-disposition']);
    expect(decodeURIComponent(disposition)).toMatch(/^attachment; filename\*=UTF-8''项目申请_\d{14}\.xlsx$/);

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('项目申请')!;
    expect(sheet.getRow(1).values).toEqual([undefined, '项目名称', '状态', '申请编号']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const exported = sheet.getRows(2, sheet.rowCount - 1)!.map((row) => row.getCell(1).value);
    // pageNumber and pageSize were forced to 1 / 9999: every matching row, not page 3
    for (const n of names) expect(exported).toContain(n);
    const db = await app.db('project_apply as a')
      .join('operator as o', 'o.cust_id', 'a.cust_id')
      .where('o.login_name', demoUsers.owner.loginName)
      .whereILike('a.project_name', '%江苏如东海上风电项目%')
      .count({ n: '*' });
    expect(exported).toHaveLength(Number(db[0].n));
    const mine = sheet.getRows(2, sheet.rowCount - 1)!.find((row) => row.getCell(1).value === names[0])!;
    expect(mine.getCell(2).value).toBe('草稿');
    expect(String(mine.getCell(3).value)).toMatch(/\S/);
  });

  it("passes on the list's own refusal: 403 without its function code", async () => {
    const r = await exportList(noRights, { funcid: 'projectApplyList', expHeads: heads, jsonParams: {} });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ flag: 0, code: 'FORBIDDEN', msg: '没有操作权限' });
  });

  it('answers 400 naming funcid for an unknown list, and expHeads when there are none', async () => {
    const bad = await exportList(owner, { funcid: 'noSuchList', expHeads: heads, jsonParams: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ flag: 0, msg: '不支持的导出类型', dataInfo: [{ field: 'funcid', message: '不支持的导出类型' }] });
    const proto = await exportList(owner, { funcid: 'toString', expHeads: heads });
    expect(proto.statusCode).toBe(400);
    const noHeads = await exportList(owner, { funcid: 'projectApplyList', expHeads: [] });
    expect(noHeads.statusCode).toBe(400);
    expect(noHeads.json().dataInfo[0]).toMatchObject({ field: 'expHeads', message: '请至少选择一个导出列' });
  });

  it('needs a session', async () => {
    const r = await app.inject({ method: 'POST', url: '/api/common/export', payload: { funcid: 'projectApplyList', expHeads: heads } });
    expect(r.statusCode).toBe(401);
  });
});
