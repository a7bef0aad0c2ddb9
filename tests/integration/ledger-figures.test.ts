import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import { testEnv } from '../fixtures/env.ts';
import { newLedgerWorld } from '../fixtures/ledger-model.ts';
import { checkLedger } from '../../workers/src/ledger/invariants.ts';
import { ledgerSums, runFigure, num, type FigureFilter } from '../../gateway/src/domain/statistics/figures.ts';
import { foldLedgerFigures } from '../../gateway/src/domain/statistics/ledger-fold.ts';
import { periodOf, type Grain } from '../../gateway/src/domain/statistics/buckets.ts';

/**
 * The ledger's figures folded by period (migration 20261125000100, ledger-fold.ts) read with the entries not folded yet
 * (ledgerSums): the sums equal the entries' own before a fold, after it, across years, months and China days, and
 * while a posting's transaction is still open when the fold runs. The oracle is the list of postings the test made.
 * The entries are real, coherent postings of whole blocks (the ledger's invariants hold after them), on chosen
 * instants, of a project of this test only; the shared database may hold anything else.
 */
type Kind = 'issue' | 'transfer' | 'retire' | 'cancel';
interface Posting {
  kind: Kind;
  at: string;
  quantity: number;
  vintage: number;
  /** A retirement of a voluntary cancellation (an offset of kind logout). */
  voluntary?: boolean;
}

describe('ledger figures: folded by period, exact at every moment', () => {
  let db: Knex;
  let projectCode: string;
  let holders: string[];
  let logoutOffsetId: string;
  const made: Posting[] = [];
  let nextSerial = 1;

  beforeAll(async () => {
    db = knexFactory({ client: 'pg', connection: testEnv.databaseUrl, pool: { min: 0, max: 6 } });
    const world = await newLedgerWorld(db, 2, 1);
    holders = world.holders;
    projectCode = world.projects[0];
    const [operator] = await db('operator').select('operator_id').limit(1);
    [{ id: logoutOffsetId }] = await db('ccer_offset')
      .insert({ offset_no: `LF${randomUUID().slice(0, 12)}`, kind: 'logout', status: 'retired', cust_id: holders[1], project_code: projectCode, vintage: 2023, quantity: 1, applicant_operator_id: operator.operator_id })
      .returning('id');
  });
  afterAll(async () => {
    await db?.destroy();
  });

  /** A lot of units issued to the first holder and then moved whole through the later steps, each at its instant. */
  async function lot(steps: Array<Omit<Posting, 'quantity' | 'vintage'>>, quantity: number, vintage: number, trx: Knex | Knex.Transaction = db) {
    const start = nextSerial;
    nextSerial += quantity;
    let holder = holders[0];
    let state = 'available';
    for (const s of steps) {
      const to = s.kind === 'transfer' ? holders[1] : holder;
      const toState = s.kind === 'retire' ? 'retired' : s.kind === 'cancel' ? 'cancelled' : 'available';
      await trx('ledger_entry').insert({
        tx_id: randomUUID(), kind: s.kind, project_code: projectCode, vintage, batch: 1, serial_start: start, serial_end: start + quantity - 1, quantity,
        from_holder: s.kind === 'issue' ? null : holder, to_holder: to, from_state: s.kind === 'issue' ? null : state, to_state: toState,
        reason: 'ledger figures test', business_type: s.voluntary ? 'ccerOffset' : null, business_key: s.voluntary ? logoutOffsetId : null, created_at: s.at,
      });
      holder = to;
      state = toState;
    }
    await trx('unit_block').insert({ project_code: projectCode, vintage, batch: 1, serial_start: start, serial_end: start + quantity - 1, holder_id: holder, state });
    return steps.map((s) => ({ ...s, quantity, vintage }));
  }

  /** A fold of this test (the gateway's own folder may hold the watermark for a moment: then try again). */
  async function foldNow(): Promise<void> {
    for (let i = 0; i < 100; i++) {
      if ((await foldLedgerFigures(db)) !== null) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the fold never got the watermark');
  }

  const chinaDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 10);
  /** The oracle: the test's postings summed as the reports define the figures, by period label. */
  function expected(f: FigureFilter, period: Grain | null) {
    const out = new Map<string, { issued: number; transferred: number; retired: number; cancelled: number }>();
    for (const p of made) {
      const day = chinaDay(p.at);
      if ((f.dateFrom && day < f.dateFrom) || (f.dateTo && day > f.dateTo) || (f.vintage && p.vintage !== f.vintage)) continue;
      const key = period ? (period === 'year' ? day.slice(0, 4) : period === 'month' ? day.slice(0, 7) : day) : '';
      const acc = out.get(key) ?? { issued: 0, transferred: 0, retired: 0, cancelled: 0 };
      if (p.kind === 'issue') acc.issued += p.quantity;
      if (p.kind === 'transfer') acc.transferred += p.quantity;
      if (p.kind === 'retire' && !p.voluntary) acc.retired += p.quantity;
      if (p.kind === 'cancel' || (p.kind === 'retire' && p.voluntary)) acc.cancelled += p.quantity;
      out.set(key, acc);
    }
    return Object.fromEntries([...out.entries()].sort());
  }
  /** The same through ledgerSums (folded rows + entries past the watermark), by period label. */
  async function read(f: FigureFilter, period: Grain | null) {
    const rows = await runFigure(ledgerSums(db, { ...f, projectCode }, period ? ['day'] : [], period ? { period } : {}));
    const out = new Map<string, { issued: number; transferred: number; retired: number; cancelled: number }>();
    for (const r of rows) {
      const key = period ? periodOf(num(r.day), period) : '';
      const acc = out.get(key) ?? { issued: 0, transferred: 0, retired: 0, cancelled: 0 };
      for (const k of ['issued', 'transferred', 'retired', 'cancelled'] as const) acc[k] += num(r[k]);
      if (Object.values(acc).some((v) => v !== 0)) out.set(key, acc);
    }
    return Object.fromEntries([...out.entries()].sort());
  }

  const filters: FigureFilter[] = [
    {},
    { dateFrom: '2025-01-01', dateTo: '2025-12-31' },
    { dateFrom: '2025-03-15', dateTo: '2025-09-10' },
    { dateFrom: '2024-12-31', dateTo: '2025-01-01' },
    { dateFrom: '2025-09-11' },
    { dateTo: '2025-03-14' },
    { vintage: 2024 },
  ];
  async function expectExact(when: string) {
    for (const f of filters) {
      for (const period of [null, 'year', 'month', 'day'] as const) {
        expect(await read(f, period), `${when}: ${JSON.stringify(f)} by ${period ?? 'total'}`).toEqual(expected(f, period));
      }
    }
  }

  it('sums the entries exactly before a fold, after it, and with new entries past the watermark', async () => {
    // across a new year in China time (2024-12-31 23:30 and 2025-01-01 00:10 China), month ends and a leap-free February
    made.push(...(await lot([{ kind: 'issue', at: '2024-12-31T23:30:00+08:00' }, { kind: 'transfer', at: '2025-01-01T00:10:00+08:00' }, { kind: 'retire', at: '2025-03-15T12:00:00+08:00', voluntary: true }], 100, 2023)));
    made.push(...(await lot([{ kind: 'issue', at: '2025-03-14T16:30:00Z' }, { kind: 'transfer', at: '2025-09-10T23:59:00+08:00' }, { kind: 'cancel', at: '2026-02-28T10:00:00+08:00' }], 40, 2024)));
    made.push(...(await lot([{ kind: 'issue', at: '2025-06-01T09:00:00+08:00' }, { kind: 'retire', at: '2025-09-11T00:00:00+08:00' }], 7, 2024)));
    await expectExact('before a fold');

    await foldNow();
    // folded: the year rows of the project hold every posting of its years
    const years = await db('ledger_figure').where({ grain: 1, project_code: projectCode }).select(db.raw('sum(issued)::int as issued'), db.raw('sum(voluntary_cancelled)::int as voluntary'));
    expect(years[0]).toEqual({ issued: 147, voluntary: 100 });
    await expectExact('after a fold');

    made.push(...(await lot([{ kind: 'issue', at: '2026-01-05T08:00:00+08:00' }, { kind: 'transfer', at: '2026-01-06T08:00:00+08:00' }], 5, 2023)));
    await expectExact('with entries past the watermark');
    await foldNow();
    await expectExact('after a second fold');
    const check = await checkLedger(db);
    expect(check.results.find((r) => r.name === 'replayEqualsBlocks')?.ok).toBe(true);
    expect(check.results.find((r) => r.name === 'figuresEqualEntries')).toMatchObject({ ok: true, problems: [] });
  });

  it("the ledger's check finds a folded figure that differs from the entries", async () => {
    // a folded row no entry stands for (vintage 1999 of this test's project), removed again at once
    await db('ledger_figure').insert({ grain: 2, day: 20454, project_code: projectCode, vintage: 1999, issued: 5 });
    try {
      const found = (await checkLedger(db)).results.find((r) => r.name === 'figuresEqualEntries');
      expect(found?.ok).toBe(false);
      expect(found?.problems).toContain(`${projectCode} 1999 (grain 2): folded 5/0/0/0, entries -`);
    } finally {
      await db('ledger_figure').where({ project_code: projectCode, vintage: 1999 }).delete();
    }
  });

  it('leaves a posting whose transaction is still open for a later fold, and folds it once', async () => {
    const open = await db.transaction();
    try {
      const [{ xact }] = (await open.raw('select pg_current_xact_id()::text as xact')).rows;
      const pending = await lot([{ kind: 'issue', at: '2025-07-01T10:00:00+08:00' }], 11, 2023, open);
      // a later transaction commits while the older one is open: its entries are read once, folded or not
      made.push(...(await lot([{ kind: 'issue', at: '2025-07-02T10:00:00+08:00' }, { kind: 'retire', at: '2025-07-03T10:00:00+08:00' }], 13, 2024)));
      await foldNow();
      await expectExact('with an older posting still open');
      const [{ below }] = (await db.raw(`select folded_below::text as below from ledger_fold where name = 'ledger'`)).rows;
      // the watermark stays at or below the open transaction: its entries are not taken for folded
      expect(BigInt(below) <= BigInt(xact)).toBe(true);
      await open.commit();
      made.push(...pending);
    } catch (e) {
      await open.rollback();
      throw e;
    }
    await expectExact('after the open posting committed');
    await foldNow();
    await expectExact('after it was folded');
    const [{ issued }] = await db('ledger_figure').where({ grain: 3, project_code: projectCode, day: 20270 }).select(db.raw('coalesce(sum(issued), 0)::int as issued'));
    expect(issued).toBe(11);
  });

  it('counts nothing of a posting rolled back, and lets one fold run at a time', async () => {
    const trx = await db.transaction();
    await lot([{ kind: 'issue', at: '2025-08-01T10:00:00+08:00' }], 3, 2024, trx);
    await trx.rollback();
    await foldNow();
    await expectExact('after a rollback');

    // while one fold holds the watermark, another does nothing and says so
    const holder = await db.transaction();
    try {
      await holder.raw(`select 1 from ledger_fold where name = 'ledger' for update`);
      expect(await foldLedgerFigures(db)).toBeNull();
    } finally {
      await holder.rollback();
    }
  });
});
