/**
 * Benchmark (not a test): every statistics report (issue 14; POST /api/statistics/{report}/summary, which runs the
 * same plan of aggregates as the report's list) and the two public figures, with 1,000,000 project applications and
 * 1,000,000 ledger entries, p50 and p95 through the gateway beside the same aggregates sent straight to PostgreSQL in
 * the same run (the plan's statements, built by gateway/src/domain/statistics/, all at once as the gateway sends them).
 * Target: a report is interactive, p95 ≤ 300 ms.
 *
 * Seeding (generate_series, batches of 100,000): the applications spread over statuses, 31 provinces and the level-2
 * project types, 2,000 of them registered projects with 6,000 registered reductions; 200 holders; 1,000,000 ledger
 * entries of every kind over three years (issuances, transfers, reservations and releases, retirements of 50,000
 * offsets of the four kinds, forced cancellations, freezes), 300,000 unit blocks in every state; then VACUUM ANALYZE.
 * The ledger's entries are then folded into its figures by period (ledger-fold.ts; the gateway folds every few seconds).
 * Each sample varies the filters: none, a province, a project-type scope, a vintage, one year's dates, a range of whole
 * months with days at both ends.
 * The data folder is kept between runs (`--fresh` wipes it). The figures go to tests/artifacts/bench/ (report.ts).
 * Usage: npm run bench:stats [-- --samples 30 --fresh]
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import knexFactory from 'knex';
import { projectStatusCodes, projectTypes, publicFigurePaths, statisticsPaths, statisticsReports, type StatisticsReport } from '@ccer/contracts';
import { ROOT, startStack } from '../../scripts/lib/stack.ts';
import { planReport } from '../../gateway/src/domain/statistics/reports.ts';
import { publicTotalFigures } from '../../gateway/src/domain/statistics/public-figures.ts';
import { dashboardFigures } from '../../gateway/src/domain/statistics/reports.ts';
import { ledgerSums, registeredProjects } from '../../gateway/src/domain/statistics/figures.ts';
import { foldLedgerFigures } from '../../gateway/src/domain/statistics/ledger-fold.ts';
import { beside, describePrevious, previousRun, saveRun } from './report.ts';
import { stopStackOnExit } from './stack-exit.ts';
import { flagArg, numberArg } from './args.ts';

const APPLICATIONS = numberArg('applications', 1_000_000);
const ENTRIES = numberArg('entries', 1_000_000);
const SAMPLES = numberArg('samples', 30);
const PROJECTS = 2_000;
const OFFSETS = 50_000;
const BLOCKS = 300_000;
const HOLDERS = 200;
const BATCH = 100_000;

const dataDir = path.join(ROOT, '.data', 'bench-stats');
const fresh = flagArg('fresh');
if (fresh) fs.rmSync(dataDir, { recursive: true, force: true });

const stack = await startStack({ dataDir, env: { NODE_ENV: 'test', CAPTCHA_BYPASS_CODE: '0000', LOG_LEVEL: 'warn', PUBLIC_FIGURES_RATE_PER_MINUTE: '100000' }, log: () => {} });
const stopAndExit = stopStackOnExit(stack);
const pool = new pg.Pool({ connectionString: stack.databaseUrl, max: 8 });
const knex = knexFactory({ client: 'pg' });
const knexOnStack = knexFactory({ client: 'pg', connection: stack.databaseUrl, pool: { min: 0, max: 2 } });

const PROVINCES = [
  '110000', '120000', '130000', '140000', '150000', '210000', '220000', '230000', '310000', '320000', '330000', '340000', '350000', '360000', '370000', '410000',
  '420000', '430000', '440000', '450000', '460000', '500000', '510000', '520000', '530000', '540000', '610000', '620000', '630000', '640000', '650000',
];
const TYPES = projectTypes.filter((t) => t.level === 2).map((t) => t.typeId);
const STATUSES = [...projectStatusCodes].filter((s) => s !== '00');
const KINDS = ['issue', 'transfer', 'transfer', 'reserve', 'release', 'retire', 'retire', 'cancel', 'freeze', 'unfreeze'];
const OFFSET_KINDS = ['country', 'pilot', 'logout', 'corsia'];
const STATES = ['available', 'available', 'available', 'frozen', 'trading', 'retired', 'cancelled'];

async function timed(label: string, sql: string, params: unknown[] = []) {
  const t = performance.now();
  await pool.query(sql, params);
  console.log(`  ${label} (${((performance.now() - t) / 1000).toFixed(0)} s)`);
}

async function seed(): Promise<boolean> {
  const { rows: [{ n }] } = await pool.query(`select count(*)::int as n from ledger_entry where reason = 'bench'`);
  if (n >= ENTRIES) return false;
  const { rows: [owner] } = await pool.query(`select operator_id, cust_id from operator where login_name = 'owner01'`);
  const { rows: [{ a }] } = await pool.query(`select count(*)::int as a from project_apply where apply_no like 'SB%'`);
  for (let from = a + 1; from <= APPLICATIONS; from += BATCH) {
    const to = Math.min(APPLICATIONS, from + BATCH - 1);
    // the first PROJECTS applications are registered (status 16)
    await timed(`applications to ${to}`,
      `insert into project_apply (apply_no, cust_id, owner_operator_id, status, project_name, province_id, parent_project_type, submitted_at, created_at, updated_at)
       select 'SB' || lpad(g::text, 10, '0'), $1, $2,
              case when g <= $8 then '16' else ($3::text[])[1 + g % cardinality($3::text[])] end,
              '统计基准项目-' || g, ($4::text[])[1 + (g / 7) % cardinality($4::text[])], ($5::text[])[1 + (g / 3) % cardinality($5::text[])],
              now() - (g % 1095) * interval '1 day', now() - (g % 1095) * interval '1 day', now()
         from generate_series($6::int, $7::int) g`,
      [owner.cust_id, owner.operator_id, STATUSES, PROVINCES, TYPES, from, to, PROJECTS]);
  }
  await timed('registered projects',
    `insert into project_info (apply_id, project_code, registration_time)
     select id, 'SBP' || lpad(substr(apply_no, 3)::int::text, 5, '0'), submitted_at from project_apply
      where apply_no like 'SB%' and status = '16' and substr(apply_no, 3)::int <= $1 on conflict do nothing`, [PROJECTS]);
  await timed('registered reductions',
    `with p as (select pi.id, pi.registration_time, row_number() over (order by pi.project_code) as r from project_info pi where pi.project_code like 'SBP%'),
          g as (select p.*, k from p cross join generate_series(1, 3) k)
     , ca as (insert into certified_apply (apply_no, project_info_id, cust_id, owner_operator_id, status, certified_num, verified_num, vintages, submitted_at)
              select 'SBC' || r || '-' || k, id, $1, $2, '16', 3000 * k, 3000 * k, jsonb_build_array(jsonb_build_object('year', 2020 + k, 'quantity', 1000 * k), jsonb_build_object('year', 2021 + k, 'quantity', 2000 * k)), registration_time
                from g returning id, project_info_id, certified_num, vintages, submitted_at)
     insert into certified_info (apply_id, project_info_id, registration_no, registration_time, registered_num, vintages)
     select id, project_info_id, 'SBR' || substr(md5(id::text), 1, 20), submitted_at + interval '30 days', certified_num, vintages from ca`, [owner.cust_id, owner.operator_id]);
  await timed('holders',
    `insert into customer (cust_name, cust_type, is_complete) select '统计持有人' || g, (array['01', '02', '03', '04'])[1 + g % 4], '1' from generate_series(1, $1::int) g`, [HOLDERS]);
  const { rows: holders } = await pool.query(`select cust_id from customer where cust_name like '统计持有人%' order by cust_name`);
  const holderIds = holders.map((h) => h.cust_id as string);
  await timed('offsets',
    `insert into ccer_offset (offset_no, kind, status, cust_id, project_code, vintage, quantity, details, applicant_operator_id, retired_at, created_at)
     select 'SBO' || g, ($1::text[])[1 + g % 4], 'retired', ($2::uuid[])[1 + g % cardinality($2::uuid[])], 'SBP' || lpad((1 + g % $3)::text, 5, '0'), 2021 + g % 5, 1 + g % 500,
            case when g % 4 = 1 then jsonb_build_object('market', 'hubei') else '{}'::jsonb end, $4, now() - (g % 1095) * interval '1 day', now() - (g % 1095) * interval '1 day'
       from generate_series(1, $5::int) g`, [OFFSET_KINDS, holderIds, PROJECTS, owner.operator_id, OFFSETS]);
  const { rows: offsets } = await pool.query(`select id::text from ccer_offset where offset_no like 'SBO%' order by offset_no`);
  const offsetIds = offsets.map((o) => o.id as string);
  for (let from = 1; from <= ENTRIES; from += BATCH) {
    const to = Math.min(ENTRIES, from + BATCH - 1);
    await timed(`ledger entries to ${to}`,
      `insert into ledger_entry (tx_id, kind, project_code, vintage, batch, serial_start, serial_end, quantity, from_holder, to_holder, from_state, to_state, reason, business_type, business_key, created_at)
       select gen_random_uuid(), k, 'SBP' || lpad((1 + g % $1)::text, 5, '0'), 2020 + g % 6, 1 + g % 3, g * 1000, g * 1000 + q - 1, q,
              case when k = 'issue' then null else ($2::uuid[])[1 + g % cardinality($2::uuid[])] end, ($2::uuid[])[1 + (g / 3) % cardinality($2::uuid[])],
              case when k = 'issue' then null else 'available' end, case k when 'retire' then 'retired' when 'cancel' then 'cancelled' when 'freeze' then 'frozen' else 'available' end,
              'bench', case when k = 'retire' then 'ccerOffset' else 'bench' end, case when k = 'retire' then ($3::text[])[1 + g % cardinality($3::text[])] else null end,
              now() - (g % 1095) * interval '1 day' - (g % 86400) * interval '1 second'
         from (select g, ($4::text[])[1 + g % cardinality($4::text[])] as k, 1 + g % 999 as q from generate_series($5::int, $6::int) g) x`,
      [PROJECTS, holderIds, offsetIds, KINDS, from, to]);
  }
  await timed('unit blocks',
    `insert into unit_block (project_code, vintage, batch, serial_start, serial_end, holder_id, state)
     select 'SBP' || lpad((1 + g % $1)::text, 5, '0'), 2020 + g % 6, 1, g * 1000, g * 1000 + g % 999, ($2::uuid[])[1 + g % cardinality($2::uuid[])], ($3::text[])[1 + g % cardinality($3::text[])]
       from generate_series(1, $4::int) g`, [PROJECTS, holderIds, STATES, BLOCKS]);
  await timed('vacuum analyze', 'vacuum analyze project_apply, project_info, certified_apply, certified_info, customer, ccer_offset, ledger_entry, unit_block');
  return true;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
type Timing = { p50: number; p95: number };
async function timeBoth(n: number, a: (i: number) => Promise<void>, b: (i: number) => Promise<void>): Promise<[Timing, Timing]> {
  for (let i = 0; i < 3; i++) {
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
    return { p50: percentile(ts, 50), p95: percentile(ts, 95) };
  }) as [Timing, Timing];
}

const seedStarted = performance.now();
const seeded = await seed();
const seedSeconds = (performance.now() - seedStarted) / 1000;
// the ledger's entries folded into its figures by period, as the gateway's folder does every few seconds (the reports
// are exact either way: they add the entries not folded yet); then the planner's statistics of the new rows
const foldStarted = performance.now();
let folded = 0;
for (;;) {
  const n = await foldLedgerFigures(knexOnStack);
  if (n === null) {
    await new Promise((r) => setTimeout(r, 200));
    continue;
  }
  folded += n;
  if (n === 0) break;
}
const foldSeconds = (performance.now() - foldStarted) / 1000;
await pool.query('analyze ledger_figure');
const counts = (await pool.query(`select (select count(*) from project_apply)::int as applications, (select count(*) from ledger_entry)::int as entries, (select count(*) from unit_block)::int as blocks`)).rows[0];

const signIn = await fetch(`${stack.appUrl}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ loginName: 'country01', password: 'Demo@123456', code: '0000', captchaId: 'bench' }),
});
const token = (await signIn.json()).dataInfo.token as string;

/** The filters of sample i: none, a province, a type scope, a vintage, one year's dates, whole months with days at both ends. */
const filters = (i: number): Record<string, unknown> =>
  [{}, { provinceId: PROVINCES[i % PROVINCES.length] }, { projectType: 'A' }, { vintage: 2021 + (i % 5) }, { dateFrom: '2025-01-01', dateTo: '2025-12-31' }, { dateFrom: '2025-03-15', dateTo: '2025-09-10' }][i % 6];
const extra: Partial<Record<StatisticsReport, Record<string, unknown>>> = { project: { groupBy: 'province' }, hold: { groupBy: 'holder' } };

const runRaw = async (figures: Record<string, import('knex').Knex.Raw>) => {
  await Promise.all(Object.values(figures).map((f) => {
    const { sql, bindings } = f.toSQL().toNative();
    return pool.query(sql, bindings as unknown[]);
  }));
};
const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
  const r = await fetch(`${stack.appUrl}${url}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (r.status !== 200) throw new Error(`${url}: ${r.status} ${(await r.text()).slice(0, 300)}`);
  await r.arrayBuffer();
};

const results: Array<{ name: string; gateway: Timing; raw: Timing }> = [];
for (const report of statisticsReports) {
  const body = (i: number) => ({ ...filters(i), ...extra[report] });
  const [gateway, raw] = await timeBoth(SAMPLES, (i) => call('POST', statisticsPaths.summary(report), body(i)), (i) => runRaw(planReport(knex as never, report, body(i) as never, 'zh').figures));
  results.push({ name: report, gateway, raw });
  console.log(`  ${report.padEnd(16)} gateway p50 ${gateway.p50.toFixed(0)} p95 ${gateway.p95.toFixed(0)} ms   raw p50 ${raw.p50.toFixed(0)} p95 ${raw.p95.toFixed(0)} ms`);
}
{
  const [gateway, raw] = await timeBoth(SAMPLES, () => call('GET', publicFigurePaths.totals), () => runRaw(publicTotalFigures(knex as never)));
  results.push({ name: 'public-totals', gateway, raw });
  const dash = (db: never) => ({ ...dashboardFigures(db, {}), pl: ledgerSums(db, {}, ['province']), pp: registeredProjects(db, {}, ['province']), tl: ledgerSums(db, {}, ['type']), tp: registeredProjects(db, {}, ['type']) });
  const [g2, r2] = await timeBoth(SAMPLES, () => call('GET', publicFigurePaths.dashboard), () => runRaw(dash(knex as never)));
  results.push({ name: 'public-dashboard', gateway: g2, raw: r2 });
}

const figures: Record<string, number> = {};
for (const r of results) {
  figures[`${r.name}.gatewayP50`] = r.gateway.p50;
  figures[`${r.name}.gatewayP95`] = r.gateway.p95;
  figures[`${r.name}.rawP50`] = r.raw.p50;
  figures[`${r.name}.rawP95`] = r.raw.p95;
}
const previous = previousRun('stats');
const { file } = saveRun('stats', { applications: APPLICATIONS, entries: ENTRIES, samples: SAMPLES, fresh, seededNow: seeded }, figures);
const ms = (key: string) => `${beside(previous, key, figures[key], 0)} ms`;
console.log(`
Benchmark: statistics reports, ${counts.applications} applications, ${counts.entries} ledger entries, ${counts.blocks} blocks (${describePrevious(previous)})
  seeding ${seeded ? `done in ${seedSeconds.toFixed(0)} s` : 'kept from an earlier run'}; the ledger folded into its figures in ${foldSeconds.toFixed(1)} s (${folded} entries by the bench, any others by the gateway's own folder meanwhile)
  filters vary per sample (none, province, type scope, vintage, one year, a range of whole months and days)
${results.map((r) => `  ${r.name.padEnd(17)} gateway p50 ${ms(`${r.name}.gatewayP50`)}  p95 ${ms(`${r.name}.gatewayP95`)}   raw SQL p50 ${ms(`${r.name}.rawP50`)}  p95 ${ms(`${r.name}.rawP95`)}${r.gateway.p95 > 300 ? '   (over the 300 ms target)' : ''}`).join('\n')}
  written to ${path.relative(ROOT, file)}
`);
await pool.end();
await knex.destroy();
await knexOnStack.destroy();
await stopAndExit(0);
