import type { Knex } from 'knex';
import { mergeSegments, segmentDifferences, type Segment } from './replay.ts';
import { replayEntries } from './replay-entries.ts';

/**
 * The ledger's invariants (ARCHITECTURE §6, issue 12), checked on demand and nightly and shown on the reconciliation
 * page: serial ranges never overlap; issued quantity per project and vintage equals its blocks in every state; no
 * holding is negative; the ledger replayed from empty gives the current blocks; what pending moves reserve stays
 * within what is available (a claim holds only available or frozen units); the statistics' figures folded by period
 * (ledger_figure, gateway/src/domain/statistics/ledger-fold.ts) with the entries not folded yet equal the entries' own
 * sums, per project and vintage, at each of the three grains.
 */
export const ledgerInvariants = ['noOverlap', 'issuedEqualsBlocks', 'noNegative', 'replayEqualsBlocks', 'reservedWithinAvailable', 'figuresEqualEntries'] as const;
export type LedgerInvariant = (typeof ledgerInvariants)[number];

export interface InvariantResult {
  name: LedgerInvariant;
  ok: boolean;
  /** Up to 20 lines naming what is wrong. */
  problems: string[];
}

export interface LedgerCheckResult {
  ok: boolean;
  blocks: number;
  entries: number;
  units: number;
  results: InvariantResult[];
}

const LIMIT = 20;
const result = (name: LedgerInvariant, problems: string[]): InvariantResult => ({ name, ok: problems.length === 0, problems: problems.slice(0, LIMIT) });

const toSegment = (r: Record<string, any>): Segment => ({
  projectCode: r.project_code,
  vintage: r.vintage,
  batch: r.batch,
  serialStart: Number(r.serial_start),
  serialEnd: Number(r.serial_end),
  holderId: r.holder_id,
  state: r.state,
  claimId: r.claim_id ?? null,
});

/**
 * The statistics' figures (ledger_figure, folded by the gateway, gateway/src/domain/statistics/ledger-fold.ts) plus the
 * entries past the fold's watermark, against the entries' own sums: issued, transferred, retired (with voluntary
 * cancellations) and cancelled per project and vintage, at each grain (year, month, day); a row per difference.
 */
const SUMS = `coalesce(sum(quantity) filter (where kind = 'issue'), 0) as issued, coalesce(sum(quantity) filter (where kind = 'transfer'), 0) as transferred,
  coalesce(sum(quantity) filter (where kind = 'retire'), 0) as retired, coalesce(sum(quantity) filter (where kind = 'cancel'), 0) as cancelled`;
const FIGURES_EQUAL_ENTRIES = `
  with w as (select folded_below from ledger_fold where name = 'ledger'),
  grain as (select * from (values (1), (2), (3)) g(grain)),
  entries as (select project_code, vintage, ${SUMS} from ledger_entry where kind in ('issue', 'transfer', 'retire', 'cancel') group by 1, 2),
  fresh as (select project_code, vintage, ${SUMS} from ledger_entry e cross join w where e.xact >= w.folded_below and kind in ('issue', 'transfer', 'retire', 'cancel') group by 1, 2),
  figures as (
    select g.grain, x.project_code, x.vintage, sum(x.issued) as issued, sum(x.transferred) as transferred, sum(x.retired) as retired, sum(x.cancelled) as cancelled
      from grain g cross join lateral (
        select project_code, vintage, issued, transferred, retired + voluntary_cancelled as retired, cancelled from ledger_figure f where f.grain = g.grain
        union all select project_code, vintage, issued, transferred, retired, cancelled from fresh
      ) x group by 1, 2, 3
  ),
  expected as (select g.grain, e.* from grain g cross join entries e)
  select coalesce(e.grain, f.grain) as grain, coalesce(e.project_code, f.project_code) as project_code, coalesce(e.vintage, f.vintage) as vintage,
         e.issued || '/' || e.transferred || '/' || e.retired || '/' || e.cancelled as entries,
         f.issued || '/' || f.transferred || '/' || f.retired || '/' || f.cancelled as folded
    from expected e full join figures f on f.grain = e.grain and f.project_code = e.project_code and f.vintage = e.vintage
   where (e.issued, e.transferred, e.retired, e.cancelled) is distinct from (f.issued, f.transferred, f.retired, f.cancelled)
   limit ${LIMIT}`;

/** Runs every invariant in one repeatable-read transaction, so blocks and entries are read at the same moment. */
export async function checkLedger(db: Knex): Promise<LedgerCheckResult> {
  return db.transaction(
    async (trx) => {
      const overlaps = await trx.raw(
        `select a.project_code, a.serial_start as a_start, a.serial_end as a_end, b.serial_start as b_start, b.serial_end as b_end
           from unit_block a join unit_block b on a.project_code = b.project_code and a.id < b.id
            and int8range(a.serial_start, a.serial_end, '[]') && int8range(b.serial_start, b.serial_end, '[]')
          limit ${LIMIT}`,
      );
      const issued = await trx.raw(
        `with issued as (select project_code, vintage, sum(quantity) as q from ledger_entry where kind = 'issue' group by 1, 2),
              held as (select project_code, vintage, sum(serial_end - serial_start + 1) as q from unit_block group by 1, 2)
         select coalesce(i.project_code, h.project_code) as project_code, coalesce(i.vintage, h.vintage) as vintage, i.q as issued, h.q as held
           from issued i full join held h on i.project_code = h.project_code and i.vintage = h.vintage
          where i.q is distinct from h.q limit ${LIMIT}`,
      );
      const negative = await trx.raw(
        `select id, project_code, serial_start, serial_end from unit_block where serial_end < serial_start or serial_start < 1 limit ${LIMIT}`,
      );
      const claims = await trx.raw(
        `select holder_id, state, claim_id, sum(serial_end - serial_start + 1) as q from unit_block
          where claim_id is not null and state not in ('available', 'frozen') group by 1, 2, 3 limit ${LIMIT}`,
      );
      const reservedOver = await trx.raw(
        `select holder_id, sum(serial_end - serial_start + 1) filter (where claim_id is not null) as reserved,
                sum(serial_end - serial_start + 1) as available
           from unit_block where state = 'available' group by 1
         having sum(serial_end - serial_start + 1) filter (where claim_id is not null) > sum(serial_end - serial_start + 1) limit ${LIMIT}`,
      );

      const figures = await trx.raw(FIGURES_EQUAL_ENTRIES);

      const { replay, count: entries } = await replayEntries(() => trx('ledger_entry'));
      const blocks: Segment[] = (await trx('unit_block').select('*')).map(toSegment);
      const current = mergeSegments(blocks);
      const replayProblems = [...replay.problems, ...segmentDifferences(replay.segments(), current, LIMIT)];

      const results = [
        result('noOverlap', overlaps.rows.map((r: any) => `${r.project_code}: ${r.a_start}-${r.a_end} overlaps ${r.b_start}-${r.b_end}`)),
        result('issuedEqualsBlocks', issued.rows.map((r: any) => `${r.project_code} ${r.vintage}: issued ${r.issued ?? 0}, in blocks ${r.held ?? 0}`)),
        result('noNegative', negative.rows.map((r: any) => `block ${r.id} (${r.project_code} ${r.serial_start}-${r.serial_end}) is empty or negative`)),
        result('replayEqualsBlocks', replayProblems),
        result('reservedWithinAvailable', [
          ...claims.rows.map((r: any) => `${r.q} units of ${r.holder_id} claimed by ${r.claim_id} in state ${r.state}`),
          ...reservedOver.rows.map((r: any) => `${r.holder_id}: reserved ${r.reserved} of ${r.available} available`),
        ]),
        result('figuresEqualEntries', figures.rows.map((r: any) => `${r.project_code} ${r.vintage} (grain ${r.grain ?? '-'}): folded ${r.folded ?? '-'}, entries ${r.entries ?? '-'}`)),
      ];
      return {
        ok: results.every((r) => r.ok),
        blocks: blocks.length,
        entries,
        units: blocks.reduce((sum, b) => sum + b.serialEnd - b.serialStart + 1, 0),
        results,
      };
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}
