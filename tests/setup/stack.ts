import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, startStack, type Stack } from '../../scripts/lib/stack.ts';
import { freePort } from '../../scripts/lib/ports.ts';

/**
 * Starts one real stack for the system tests: a fresh embedded PostgreSQL, the Camunda engine,
 * the gateway serving the built web app, and the workers. Tests read its addresses from the
 * environment (TEST_APP_URL, TEST_DATABASE_URL, TEST_ENGINE_REST_URL, …).
 */
export const CAPTCHA_BYPASS_CODE = '0000';
let stack: Stack | undefined;

export default async function setup(_project: TestProject) {
  // TEST_STACK_DIR lets several checkouts' test runs on one machine keep apart
  const dataDir = process.env.TEST_STACK_DIR ?? path.join(ROOT, '.data', 'test-stack');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const started = Date.now();
  // the stack's gateway dispatches its outbox after its own submissions only (no timer), so that the
  // outbox tests decide when their rows are sent; its notices (action_notice) are sent by the tests alike; a failed
  // report to a market or a message to the exchange is retried within seconds (MARKET_SYNC_BACKOFF_SECONDS,
  // EXCHANGE_BACKOFF_SECONDS), so their tests need not wait minutes
  // any free ports (not 3000/8080): a developer's running system or another test run keeps its own
  stack = await startStack({
    dataDir,
    gatewayPort: Number(process.env.PORT) || (await freePort()),
    enginePort: Number(process.env.ENGINE_PORT) || (await freePort()),
    // every test signs in and asks for SMS codes from 127.0.0.1: per-IP limits are tested on
    // in-process gateways of their own (tests/integration/sms.test.ts), not on the shared one
    env: { NODE_ENV: 'test', CAPTCHA_BYPASS_CODE, LOG_LEVEL: 'info', OUTBOX_INTERVAL_MS: '600000', NOTICE_INTERVAL_MS: '600000', MARKET_SYNC_BACKOFF_SECONDS: '1,2', EXCHANGE_BACKOFF_SECONDS: '1,2', SMS_HOURLY_LIMIT_PER_IP: '100000', SMS_DAILY_LIMIT_PER_PHONE: '1000', LOGIN_RATE_PER_MINUTE: '10000' },
    log: (m) => console.log(`[stack] ${m}`),
  });
  console.log(`[stack] up in ${((Date.now() - started) / 1000).toFixed(1)} s`, stack.timings);
  Object.assign(process.env, {
    TEST_APP_URL: stack.appUrl,
    TEST_DATABASE_URL: stack.databaseUrl,
    TEST_ENGINE_REST_URL: stack.engineRestUrl,
    TEST_ENGINE_USER: stack.engineUser,
    TEST_ENGINE_PASSWORD: stack.enginePassword,
    TEST_COCKPIT_URL: stack.cockpitUrl,
    TEST_CAPTCHA_CODE: CAPTCHA_BYPASS_CODE,
    // the markets' counterpart (scripts/market-counterpart.ts) and the secret the stack's gateway signs with
    TEST_MARKET_SYNC_URL: stack.marketSync.url,
    TEST_MARKET_SYNC_SECRET: stack.marketSync.secret,
    // the exchange's counterpart (scripts/exchange-counterpart.ts) and the secret both sides sign with
    TEST_EXCHANGE_URL: stack.exchange.url,
    TEST_EXCHANGE_SECRET: stack.exchange.secret,
  });
  return async () => {
    await stack?.stop();
  };
}
