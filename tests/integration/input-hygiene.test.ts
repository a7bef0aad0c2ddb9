import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp, testConfig, injectSignIn } from '../fixtures/app.ts';
import { buildApp } from '../../gateway/src/build-app.ts';
import { demoUsers } from '../fixtures/env.ts';
import { EngineError } from '../../gateway/src/engine/engine-client.ts';

/**
 * Input hygiene of every request, in one place each: characters no text may carry (the preValidation
 * hook), engine ids bounded and shaped (contracts/ids.ts), and every validation message worded in
 * the user's language naming the field (contracts/zod-issues.ts). Nothing malformed reaches the
 * database or the engine, so nothing answers 500 or "engine unavailable".
 */
describe('input hygiene', () => {
  let app: FastifyInstance;
  let admin: { authorization: string };
  beforeAll(async () => {
    app = await testApp();
    admin = await injectSignIn(app, demoUsers.admin.loginName, demoUsers.admin.password);
  });
  afterAll(async () => app.close());

  const cjk = /[\u4e00-\u9fff]/;
  const english = /Invalid|expected|received|Unrecognized|Too (big|small)/i;

  it('answers 400 naming the field to NUL and lone surrogates in a body, a query string, a task id and a path', async () => {
    const cases = [
      { method: 'POST', url: '/api/process/task/claim', payload: { taskId: 'abc\u0000def' }, field: 'taskId', zh: '任务编号包含非法字符' },
      { method: 'POST', url: '/api/process/task/claim', payload: { taskId: 'abc\ud800' }, field: 'taskId', zh: '任务编号包含非法字符' },
      // free text that would reach the engine (an instance's end reason)
      { method: 'POST', url: '/api/process/instance/end', payload: { id: 'some-instance', reason: 'stop\u0000now' }, field: 'reason', zh: '原因包含非法字符' },
      { method: 'POST', url: '/api/process/instance/end', payload: { id: 'some-instance', reason: 'x\udfff' }, field: 'reason', zh: '原因包含非法字符' },
      { method: 'GET', url: '/api/process/task/attachment/list?taskId=a%00b', field: 'taskId', zh: '任务编号包含非法字符' },
      { method: 'GET', url: '/api/process/definition/versions?processKey=ccer%00Key', field: 'processKey', zh: '流程标识包含非法字符' },
      { method: 'GET', url: '/api/cust/switch/%00', field: 'id', zh: '编号包含非法字符' },
    ] as const;
    for (const c of cases) {
      const r = await app.inject({ method: c.method, url: c.url, headers: admin, payload: 'payload' in c ? c.payload : undefined });
      expect(r.statusCode, `${c.method} ${c.url}`).toBe(400);
      expect(r.json(), `${c.method} ${c.url}`).toMatchObject({ flag: 0, code: 'BAD_REQUEST', msg: c.zh, dataInfo: [{ field: c.field, message: c.zh }] });
    }
    const en = await app.inject({ method: 'POST', url: '/api/process/task/claim', headers: { ...admin, 'accept-language': 'en' }, payload: { taskId: '\u0000' } });
    expect(en.json().dataInfo).toEqual([{ field: 'taskId', message: 'Task ID contains an invalid character' }]);
  });

  it('answers 400 naming the field to a day that does not exist, on every kind of date field, never 500', async () => {
    // Date.parse rolls 2026-02-30 over to 2 March and throws nothing for 2026-13-99 until toISOString: PostgreSQL then
    // refused the day (500); one test (contracts/validation/real-day.ts) serves every date field now
    const cases = [
      { url: '/api/project-manage/save-apply', payload: { projectName: '日期测试', commencementDate: '2026-02-30' }, field: 'commencementDate' },
      { url: '/api/statistics/offset/list', payload: { dateFrom: '2026-02-30' }, field: 'dateFrom' },
      { url: '/api/ccer/issued/list', payload: { dateStart: '2026-13-99' }, field: 'dateStart' },
      { url: '/api/information/methodology/collect/list', payload: { submittedStart: '2026-02-30' }, field: 'submittedStart' },
      { url: '/api/projectmanage/modifyPublicityPeriod', payload: { id: '3f1e0c9a-1b2c-4d3e-8f4a-5b6c7d8e9f00', publicityEndDate: '2026-13-99' }, field: 'publicityEndDate' },
    ];
    for (const c of cases) {
      const r = await app.inject({ method: 'POST', url: c.url, headers: admin, payload: c.payload });
      expect(r.statusCode, `${c.url}: ${r.body}`).toBe(400);
      expect(r.json().dataInfo.map((f: { field: string }) => f.field), c.url).toContain(c.field);
      expect(r.json().msg, c.url).toMatch(/日期/);
    }
    const statement = await app.inject({ method: 'GET', url: '/api/ccer/holding/statement/xlsx?date=2026-02-30', headers: admin });
    expect(statement.statusCode).toBe(400);
  });

  it('answers 400 in Chinese to a body naming a row that does not exist (a foreign key), to malformed JSON and to a malformed path', async () => {
    const before = await app.db('info_banner').count<{ n: string }[]>({ n: '*' });
    const banner = await app.inject({ method: 'POST', url: '/api/information/banner/save', headers: admin, payload: { title: '引用测试', altText: '引用测试', imageFileId: '3f1e0c9a-1b2c-4d3e-8f4a-5b6c7d8e9f00' } });
    expect({ status: banner.statusCode, msg: banner.json().msg }).toEqual({ status: 400, msg: '所引用的数据不存在，请刷新后重试' });
    expect(await app.db('info_banner').count<{ n: string }[]>({ n: '*' })).toEqual(before);
    const json = await app.inject({ method: 'POST', url: '/api/common/export', headers: { ...admin, 'content-type': 'application/json' }, payload: '{bad' });
    expect({ status: json.statusCode, msg: json.json().msg }).toEqual({ status: 400, msg: '提交的数据不是有效的JSON' });
    // the router's own refusals (a path that does not decode, a path parameter past its length) in the envelope too
    for (const [method, url] of [['GET', '/api/cust/switch/%ED%A0%80'], ['DELETE', `/api/timeSlice/delete/${'9'.repeat(200)}`]] as const) {
      const r = await app.inject({ method, url, headers: admin });
      expect({ url, status: r.statusCode, msg: r.json().msg, code: r.json().code }).toEqual({ url, status: 400, msg: '请求地址中的参数格式不正确或过长', code: 'BAD_REQUEST' });
    }
  });

  it('answers a real engine persistence failure with 502 and its own message, not "engine unavailable"', async () => {
    // past the gateway's own checks (a worker or a later area calling the engine directly): PostgreSQL refuses NUL,
    // and the engine says only ProcessEnginePersistenceException (no detail), so the gateway cannot call it bad input
    const bare = await buildApp(testConfig(), { db: app.db, logger: false });
    bare.get('/api/test/engine-persistence', { config: { access: 'public' } }, async () => bare.engine.createTask({ id: `hygiene-${Date.now()}`, name: 'a\u0000b' }));
    await bare.ready();
    try {
      const r = await bare.inject({ method: 'GET', url: '/api/test/engine-persistence' });
      expect(r.statusCode, r.body).toBe(502);
      expect(r.json()).toMatchObject({ flag: 0, code: 'INTERNAL', msg: '流程引擎处理失败，请稍后再试' });
      const e = await bare.engine.createTask({ id: `hygiene-${Date.now()}`, name: 'a\u0000b' }).catch((x) => x);
      expect(e).toBeInstanceOf(EngineError);
      expect(e.engineType).toBe('ProcessEnginePersistenceException');
    } finally {
      await bare.close();
    }
  });

  it('answers 400 naming the field to a 64 KB id and a malformed id on every engine-backed route, never 500', async () => {
    const huge = 'a'.repeat(64 * 1024);
    const routes: Array<{ method: 'GET' | 'POST'; url: string; field: string; send: (id: string) => { query?: Record<string, string>; payload?: object } }> = [
      { method: 'POST', url: '/api/process/task/claim', field: 'taskId', send: (id) => ({ payload: { taskId: id } }) },
      { method: 'POST', url: '/api/process/task/unclaim', field: 'taskId', send: (id) => ({ payload: { taskId: id } }) },
      { method: 'POST', url: '/api/process/task/complete', field: 'taskId', send: (id) => ({ payload: { taskId: id, approved: true } }) },
      { method: 'GET', url: '/api/process/task/form', field: 'taskId', send: (id) => ({ query: { taskId: id } }) },
      { method: 'GET', url: '/api/process/task/attachment/list', field: 'taskId', send: (id) => ({ query: { taskId: id } }) },
      { method: 'GET', url: '/api/process/task/attachment/download', field: 'attachmentId', send: (id) => ({ query: { taskId: 'task-1', attachmentId: id } }) },
      { method: 'GET', url: '/api/process/task/done-detail', field: 'taskId', send: (id) => ({ query: { taskId: id } }) },
      { method: 'GET', url: '/api/process/instance/detail', field: 'id', send: (id) => ({ query: { id } }) },
      { method: 'POST', url: '/api/process/instance/end', field: 'id', send: (id) => ({ payload: { id, reason: 'test' } }) },
      { method: 'GET', url: '/api/process/apply/detail', field: 'processInstanceId', send: (id) => ({ query: { processInstanceId: id } }) },
      { method: 'POST', url: '/api/process/timer/move', field: 'processInstanceId', send: (id) => ({ payload: { processInstanceId: id, workingDays: 1 } }) },
      { method: 'GET', url: '/api/process/model/detail', field: 'modelKey', send: (id) => ({ query: { modelKey: id } }) },
      { method: 'GET', url: '/api/process/definition/versions', field: 'processKey', send: (id) => ({ query: { processKey: id } }) },
      { method: 'POST', url: '/api/process/definition/migrate', field: 'processInstanceIds.0', send: (id) => ({ payload: { processKey: 'ccerProjectPubApply', sourceVersion: 1, targetVersion: 1, processInstanceIds: [id] } }) },
    ];
    for (const route of routes) {
      for (const bad of [huge, 'a/../b', 'id with spaces', '<script>', 'ab\ud800cd']) {
        const { query, payload } = route.send(bad);
        // a lone surrogate cannot be put in a URL (encodeURIComponent throws): the query carries its UTF-8 bytes raw
        const qs = query ? '?' + Object.entries(query).map(([k, v]) => `${k}=${/[\ud800-\udfff]/.test(v) ? 'ab%ED%A0%80cd' : encodeURIComponent(v)}`).join('&') : '';
        const r = await app.inject({ method: route.method, url: route.url + qs, headers: admin, payload });
        const what = `${route.method} ${route.url} ${bad.slice(0, 20)}`;
        expect(r.statusCode, what).toBe(400);
        const body = r.json();
        expect(body.code, what).toBe('BAD_REQUEST');
        expect(body.dataInfo.map((f: { field: string }) => f.field), what).toContain(route.field);
        expect(body.msg, what).toMatch(cjk);
      }
    }
  });

  it('words every 400 of every route in Chinese, naming the field, for malformed bodies and query strings', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api-docs/json' })).json() as { paths: Record<string, Record<string, OpenApiOperation>> };
    let headers = admin;
    const checked: string[] = [];
    const problems: string[] = [];
    for (const { url, method } of app.routeAccess) {
      // signing out would end the session the walk uses
      if (url === '/api/logout') continue;
      const op = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      if (!op) continue;
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
      const path = url.replace(/:(\w+)/g, 'not-an-id');
      const attempts: Array<{ query?: string; payload?: unknown }> = [];
      if (bodySchema) {
        attempts.push({ payload: [1] }, { payload: {} }, { payload: wrongValues(bodySchema) }, { payload: tooLong(bodySchema) });
      }
      if (queryParams.length) {
        attempts.push({ query: queryParams.map((p) => `${p.name}=${encodeURIComponent(wrongQueryValue(p.schema))}`).join('&') });
        attempts.push({ query: queryParams.map((p) => `${p.name}=${'9'.repeat(3000)}`).join('&') });
      }
      for (const attempt of attempts) {
        const send = () =>
          app.inject({ method: method as 'POST', url: path + (attempt.query ? `?${attempt.query}` : ''), headers: { ...headers, 'accept-language': 'zh-CN' }, payload: attempt.payload as object });
        let r = await send();
        if (r.statusCode === 401) {
          headers = admin = await injectSignIn(app, demoUsers.admin.loginName, demoUsers.admin.password);
          r = await send();
        }
        const what = `${method} ${url} ${JSON.stringify(attempt).slice(0, 120)}`;
        if (r.statusCode >= 500) problems.push(`${what} → ${r.statusCode} ${r.body.slice(0, 200)}`);
        if (r.statusCode !== 400) continue;
        const body = r.json() as { msg: string; dataInfo?: Array<{ field: string; message: string }> };
        checked.push(what);
        for (const text of [body.msg, ...(body.dataInfo ?? []).map((f) => f.message)]) {
          if (!cjk.test(text) || english.test(text)) problems.push(`${what} → ${text}`);
        }
        // the answer's message names the first refused field by its label (field-labels.ts or the schema's own), never
        // by its path
        const name = body.dataInfo?.[0]?.field.split('.').filter((s) => !/^\d+$/.test(s)).pop();
        if (name && body.msg.includes(name)) problems.push(`${what} → ${body.msg} (field ${name} unlabelled)`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked.length).toBeGreaterThan(150);
  });
});

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  maxLength?: number;
}
interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
}

/** The properties of an object schema, through intersections and unions. */
function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  // each part once (a body that is a union of objects, an offset application per kind, has no properties of its own)
  const parts = [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return Object.assign({}, ...parts.map(propertiesOf), schema.properties ?? {});
}

const typeOf = (s: JsonSchema | undefined): string => {
  if (!s) return 'string';
  const t = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  return t ?? (s.anyOf?.[0] ? typeOf(s.anyOf[0]) : 'string');
};

/** A value of the wrong kind for each property: text for numbers, an object for text, … */
function wrongValues(schema: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(propertiesOf(schema)).map(([name, s]) => {
      if (s.enum || s.const !== undefined) return [name, 'not-one-of-them'];
      switch (typeOf(s)) {
        case 'number':
        case 'integer':
          return [name, 'abc'];
        case 'boolean':
          return [name, 'maybe'];
        case 'array':
          return [name, 'not-a-list'];
        case 'object':
          return [name, 'not-an-object'];
        default:
          return [name, { not: 'text' }];
      }
    }),
  );
}

/** Text too long (and lists too long) for every property. */
function tooLong(schema: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(propertiesOf(schema)).map(([name, s]) => {
      const t = typeOf(s);
      if (t === 'array') return [name, Array.from({ length: 1100 }, () => 'x')];
      if (t === 'number' || t === 'integer') return [name, -1e12];
      return [name, 'x'.repeat(3000)];
    }),
  );
}

function wrongQueryValue(s: JsonSchema | undefined): string {
  if (s?.enum || s?.const !== undefined) return 'not-one-of-them';
  const t = typeOf(s);
  if (t === 'number' || t === 'integer') return 'abc';
  if (t === 'boolean') return 'maybe';
  return s?.format ? 'not-formatted' : '';
}
