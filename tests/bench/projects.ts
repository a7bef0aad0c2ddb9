/**
 * Benchmark (not a test): the project manage list (apply-list) filtered by status, province and name, one page of
 * ten, with 1,000,000 applications, p50 and p95, beside the same SQL sent straight to PostgreSQL in the same run.
 *
 * The raw side runs exactly what the gateway runs: the page and its count built by the route's own query functions
 * (apply-repository.ts applyListPage / applyListCount) and sent as SQL through pg, both at once as the route does.
 * So the ratio is what the gateway adds (HTTP, sign-in check, validation, rows to JSON), and the absolute figures show
 * whether the list is indexed.
 * Seeding: generate_series inserts, batches of 100,000 (statuses, 31 provinces and six project kinds spread evenly).
 * The data folder is kept between runs (`--fresh` wipes it). The figures go to tests/artifacts/bench/ (report.ts).
 * Usage: npm run bench:projects [-- --applications 1000000 --samples 300 --fresh]
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import knexFactory from 'knex';
import { projectStatusCodes } from '@ccer/contracts';
import { ROOT, startStack } from '../../scripts/lib/stack.ts';
import { DEMO_VALIDATION_BODY_CUST_ID } from '../../gateway/src/bootstrap/seed.ts';
import { applyListCount, applyListPage, type ApplyListCriteria } from '../../gateway/src/routes/project/apply-repository.ts';
import { beside, describePrevious, previousRun, saveRun } from './report.ts';
import { stopStackOnExit } from './stack-exit.ts';
import { flagArg, numberArg } from './args.ts';

const APPLICATIONS = numberArg('applications', 1_000_000);
const SAMPLES = numberArg('samples', 300);
const PAGE_SIZE = 10;
const BATCH = 100_000;

const dataDir = path.join(ROOT, '.data', 'bench-projects');
const fresh = flagArg('fresh');
if (fresh) fs.rmSync(dataDir, { recursive: true, force: true });

const stack = await startStack({ dataDir, env: { NODE_ENV: 'test', CAPTCHA_BYPASS_CODE: '0000', LOG_LEVEL: 'warn' }, log: () => {} });
const stopAndExit = stopStackOnExit(stack);
const pool = new pg.Pool({ connectionString: stack.databaseUrl, max: 4 });
const knex = knexFactory({ client: 'pg' });

// the 31 provincial divisions of the mainland (GB/T 2260 codes) and six kinds of project name
const PROVINCES = [
  '110000', '120000', '130000', '140000', '150000', '210000', '220000', '230000', '310000', '320000', '330000', '340000', '350000', '360000', '370000', '410000',
  '420000', '430000', '440000', '450000', '460000', '500000', '510000', '520000', '530000', '540000', '610000', '620000', '630000', '640000', '650000',
];
const KINDS = ['海上风电', '光伏发电', '水电站', '林业碳汇', '甲烷回收', '生物质发电'];
const STATUSES = [...projectStatusCodes];

async function seed(): Promise<number> {
  const { rows: [owner] } = await pool.query(`select operator_id, cust_id from operator where login_name = 'owner01'`);
  const { rows: [{ n }] } = await pool.query(`select count(*)::int as n from project_apply where apply_no like 'XB%'`);
  const started = performance.now();
  for (let from = n + 1; from <= APPLICATIONS; from += BATCH) {
    const to = Math.min(APPLICATIONS, from + BATCH - 1);
    await pool.query(
      `insert into project_apply (apply_no, cust_id, owner_operator_id, approval_authority, status, project_name, province_id, parent_project_type, created_at, updated_at)
       select 'XB' || lpad(g::text, 10, '0'), $1, $2, $3,
              ($4::text[])[1 + g % cardinality($4::text[])],
              ($5::text[])[1 + (g / 3) % cardinality($5::text[])] || '项目-' || g,
              ($6::text[])[1 + (g / 7) % cardinality($6::text[])],
              'A0102', now() - g * interval '1 minute', now() - g * interval '1 minute'
         from generate_series($7::int, $8::int) g`,
      [owner.cust_id, owner.operator_id, DEMO_VALIDATION_BODY_CUST_ID, STATUSES, KINDS, PROVINCES, from, to],
    );
    console.log(`  seeded ${to} applications (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  // statistics after a bulk load, as autovacuum would in time
  await pool.query('vacuum analyze project_apply');
  return APPLICATIONS - Math.min(n, APPLICATIONS);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
type Timing = { p50: number; p95: number; mean: number };
/** Times two calls n times each, alternating, after a warm-up, so both meet the same machine. */
async function timeBoth(n: number, a: (i: number) => Promise<void>, b: (i: number) => Promise<void>): Promise<[Timing, Timing]> {
  for (let i = 0; i < 10; i++) {
    await a(i);
    await b(i);
  }
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < n; i++) {
    for (const [k, run] of [a, b].entries()) {
      const t = performance.now();
      await run(i);
      times[k].push(performance.now() - t);
    }
  }
  return times.map((ts) => {
    ts.sort((x, y) => x - y);
    return { p50: percentile(ts, 50), p95: percentile(ts, 95), mean: ts.reduce((x, y) => x + y, 0) / n };
  }) as [Timing, Timing];
}

const seededAt = performance.now();
const added = await seed();
const seedSeconds = (performance.now() - seededAt) / 1000;
const { rows: [{ total }] } = await pool.query(`select count(*)::int as total from project_apply`);

const signIn = await fetch(`${stack.appUrl}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ loginName: 'country01', password: 'Demo@123456', code: '0000', captchaId: 'bench' }),
});
const token = (await signIn.json()).dataInfo.token as string;

// the registry's view (no company): status × province × name, pages 1 to 3
const filters = (i: number): { criteria: ApplyListCriteria; pageNumber: number } => ({
  criteria: {
    status: ['02', '10', '16'][i % 3],
    provinceId: ['320000', '440000', '510000'][Math.floor(i / 3) % 3],
    projectName: ['风电', '光伏', '项目-1'][Math.floor(i / 9) % 3],
  },
  pageNumber: 1 + (Math.floor(i / 27) % 3),
});

const viaGateway = async (i: number) => {
  const { criteria, pageNumber } = filters(i);
  const r = await fetch(`${stack.appUrl}/api/project-manage/apply-list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...criteria, pageNumber, pageSize: PAGE_SIZE }),
  });
  const body = await r.json();
  if (r.status !== 200 || !Array.isArray(body.dataInfo)) throw new Error(`apply-list: ${r.status} ${JSON.stringify(body).slice(0, 300)}`);
};
const raw = async (i: number) => {
  const { criteria, pageNumber } = filters(i);
  const page = applyListPage(knex as never, criteria, pageNumber, PAGE_SIZE).toSQL().toNative();
  const count = applyListCount(knex as never, criteria).toSQL().toNative();
  await Promise.all([pool.query(page.sql, page.bindings as unknown[]), pool.query(count.sql, count.bindings as unknown[])]);
};

// what the list finds for the first filter, and the plan PostgreSQL picks for it
const first = filters(0);
const { rows: [{ count: firstTotal }] } = await pool.query(applyListCount(knex as never, first.criteria).toSQL().toNative().sql, applyListCount(knex as never, first.criteria).toSQL().toNative().bindings as unknown[]);
const plan = applyListPage(knex as never, first.criteria, 1, PAGE_SIZE).toSQL().toNative();
const { rows: planRows } = await pool.query(`explain (analyze, buffers off, costs off, timing on) ${plan.sql}`, plan.bindings as unknown[]);

const [gateway, bare] = await timeBoth(SAMPLES, viaGateway, raw);

const figures = {
  applications: total,
  firstFilterTotal: Number(firstTotal),
  gatewayP50: gateway.p50,
  gatewayP95: gateway.p95,
  gatewayMean: gateway.mean,
  rawP50: bare.p50,
  rawP95: bare.p95,
  rawMean: bare.mean,
  ratioP50: gateway.p50 / bare.p50,
  ratioP95: gateway.p95 / bare.p95,
};
const previous = previousRun('projects');
const { file } = saveRun('projects', { applications: APPLICATIONS, samples: SAMPLES, pageSize: PAGE_SIZE, fresh, seededNow: added }, figures);
const ms = (key: keyof typeof figures) => `${beside(previous, key, figures[key])} ms`;
console.log(`
Benchmark: project manage list (apply-list), ${total} applications; status × province × name filters, pages 1–3 of ${PAGE_SIZE}
  (${describePrevious(previous)})
  seeding              ${added} applications added in ${seedSeconds.toFixed(0)} s (the rest kept from an earlier run)
  first filter         ${figures.firstFilterTotal} rows match (${JSON.stringify(first.criteria)}); its page's plan:
${planRows.map((r) => `      ${r['QUERY PLAN']}`).join('\n')}
  gateway apply-list   p50 ${ms('gatewayP50')}  p95 ${ms('gatewayP95')}  mean ${ms('gatewayMean')}  (${SAMPLES} samples)
  same SQL, raw pg     p50 ${ms('rawP50')}  p95 ${ms('rawP95')}  mean ${ms('rawMean')}  (page and count at once)
  ratio gateway/raw    p50 ${beside(previous, 'ratioP50', figures.ratioP50, 2)}  p95 ${beside(previous, 'ratioP95', figures.ratioP95, 2)}  (target p95 ≤ 1.5)
  written to ${path.relative(ROOT, file)}
`);
await pool.end();
await knex.destroy();
await stopAndExit(0);
