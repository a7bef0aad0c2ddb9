import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp, injectSignIn } from '../fixtures/app.ts';
import { demoUsers } from '../fixtures/env.ts';
import { validApplication } from '../fixtures/applications.ts';
import { engine } from '../fixtures/engine.ts';
import { freePort } from '../../scripts/lib/ports.ts';

/**
 * Submission while the engine is down: the business change and the outbox row commit together;
 * once the engine answers, the dispatcher starts the process exactly once.
 */
describe('outbox', () => {
  let down: FastifyInstance;
  let up: FastifyInstance;
  beforeAll(async () => {
    const deadPort = await freePort();
    down = await testApp({ ENGINE_REST_URL: `http://127.0.0.1:${deadPort}/engine-rest` });
    up = await testApp();
  });
  afterAll(async () => {
    await down.close();
    await up.close();
  });

  it('keeps the submission when the engine is down and starts the process once it is back', async () => {
    const auth = await injectSignIn(down, demoUsers.owner.loginName, demoUsers.owner.password);
    const form = validApplication();
    const saved = (await down.inject({ method: 'POST', url: '/api/project-manage/save-apply', headers: auth, payload: { projectName: form.projectName } })).json().dataInfo;
    const submitted = await down.inject({ method: 'POST', url: '/api/project-manage/prep-pub-apply', headers: auth, payload: { ...form, id: saved.id } });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().dataInfo.status).toBe('01');
    await down.outbox.kick();

    const pending = await down.db('outbox').where({ business_key: saved.id }).first();
    expect(pending).toMatchObject({ kind: 'start', status: 'pending', process_key: 'ccerProjectPubApply' });
    expect(pending.attempts).toBeGreaterThanOrEqual(1);
    expect(pending.last_error).toBeTruthy();
    expect(await engine.processInstances({ businessKey: saved.id })).toEqual([]);

    // the engine is back: make the row due now and dispatch twice (a second gateway doing the same)
    await up.db('outbox').where({ outbox_id: pending.outbox_id }).update({ next_attempt_at: new Date(0) });
    await Promise.all([up.outbox.kick(), up.outbox.dispatchBatch(10)]);
    const done = await up.db('outbox').where({ outbox_id: pending.outbox_id }).first();
    expect(done.status).toBe('done');
    const instances = await engine.processInstances({ businessKey: saved.id });
    expect(instances).toHaveLength(1);
    const row = await up.db('project_apply').where({ id: saved.id }).first();
    expect(row.process_instance_id).toBe(instances[0].id);
  });

  it('starts nothing twice when a start is retried after the engine already accepted it', async () => {
    const auth = await injectSignIn(up, demoUsers.owner.loginName, demoUsers.owner.password);
    const form = validApplication();
    const saved = (await up.inject({ method: 'POST', url: '/api/project-manage/save-apply', headers: auth, payload: { projectName: form.projectName } })).json().dataInfo;
    await up.inject({ method: 'POST', url: '/api/project-manage/prep-pub-apply', headers: auth, payload: { ...form, id: saved.id } });
    await up.outbox.kick();
    // simulate a crash between the engine's answer and the outbox update
    await up.db('outbox').where({ business_key: saved.id }).update({ status: 'pending', next_attempt_at: new Date(0) });
    await up.outbox.kick();
    expect(await engine.processInstances({ businessKey: saved.id })).toHaveLength(1);
  });
});
