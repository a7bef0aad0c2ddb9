import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { institutionPaths as P, type Institution, type InstitutionPublic, type LogRow } from '@ccer/contracts';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { ApiClient } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';

/**
 * 机构设置 through the HTTP API on the real stack: the registry (069) reads and changes its institution's particulars,
 * each wrong field refused in Chinese on the field with nothing changed, a save on a stale read refused; every change
 * is in the operation log; a company's representative can neither read nor change them; the public reads the name and
 * the service contacts, never the credit code. The particulars are put back afterwards.
 */
type Errors = Array<{ field: string; message: string }>;

describe('registry institution settings (机构设置)', () => {
  const run = Date.now().toString(36);
  let db: Knex;
  let saved: Record<string, unknown>;
  const admin = new ApiClient();
  const owner = new ApiClient();
  const put = (who: ApiClient, body: unknown) => who.call<Institution>('PUT', P.modify, body);
  const current = async () => (await admin.get<Institution>(P.read)).body.dataInfo;
  /** The particulars saved, all the public sees of them. */
  const shown: InstitutionPublic = {
    institutionName: `注册登记机构${run}`,
    institutionNameEn: 'National CCER Registry',
    address: '北京市西城区某路1号',
    postalCode: '100035',
    servicePhone: '010-12345678',
    serviceEmail: 'service@example.cn',
    website: 'https://registry.example.cn',
    serviceHours: '工作日 9:00-17:00',
  };

  beforeAll(async () => {
    db = createDb(testEnv.databaseUrl, 1);
    saved = await db('registry_institution').where({ id: 1 }).first();
    await Promise.all([admin.signIn(demoUsers.admin), owner.signIn(demoUsers.owner)]);
  });
  afterAll(async () => {
    if (saved) await db('registry_institution').where({ id: 1 }).update(saved);
    await db?.destroy();
  });

  it('refuses each wrong field on the field, in Chinese, and changes nothing', async () => {
    const before = await current();
    const res = await put(admin, { institutionName: '某', creditCode: '123', servicePhone: '12345', serviceEmail: 'x@', website: 'ftp//x', version: before.version });
    expect(res.status).toBe(400);
    expect(Object.fromEntries((res.body.dataInfo as unknown as Errors).map((e) => [e.field, e.message]))).toEqual({
      institutionName: '请输入 2 到 60 个字符',
      creditCode: '统一社会信用代码格式错误',
      servicePhone: '手机号或者固定电话格式不正确',
      serviceEmail: '邮箱格式不正确',
      website: '网络地址格式不正确',
    });
    expect(await current()).toEqual(before);
  });

  it('changes the particulars with the version read, logs the change, and refuses a save on a stale read', async () => {
    const before = await current();
    const body = { ...shown, creditCode: '', version: before.version };
    const res = await put(admin, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.dataInfo).toMatchObject({ ...body, creditCode: null, version: before.version + 1, updatedByName: '系统管理员' });
    expect(Date.parse(res.body.dataInfo.updatedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const log = await db('operation_log').where({ business_type: 'institution' }).orderBy('log_id', 'desc').first('abstract', 'after_value');
    expect(log.abstract).toBe('institution.modify');
    expect(JSON.stringify(log.after_value)).toContain(`注册登记机构${run}`);
    // 操作日志 names it
    const listed = await admin.post<LogRow[]>('/api/log/list', { abstract: 'institution.modify', pageSize: 1 });
    expect(listed.body.dataInfo[0]).toMatchObject({ abstract: 'institution.modify', operationName: '修改机构设置', operatorName: '系统管理员' });

    // the same version again: someone else's save came first
    const stale = await put(admin, { ...body, servicePhone: '010-87654321' });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('机构信息已被他人修改，已为您载入最新内容，请核对后重新保存');
    expect((await current()).servicePhone).toBe('010-12345678');
  });

  it('keeps a company representative out, and shows the public the name and contacts only', async () => {
    expect((await owner.get(P.read)).status).toBe(403);
    expect((await put(owner, { institutionName: '冒名机构', version: 0 })).status).toBe(403);
    expect((await current()).institutionName).toBe(`注册登记机构${run}`);

    const visitor = new ApiClient();
    const publicView = await visitor.get<InstitutionPublic>(P.portal);
    expect(publicView.status).toBe(200);
    expect(publicView.body.dataInfo).toEqual(shown);
  });
});
