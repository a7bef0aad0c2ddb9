import type { Knex } from 'knex';
import { businessProcessSeeds, type BusinessProcessRow, type BusinessProcessStatus, type Lang } from '@ccer/contracts';
import { AppError } from '../errors.ts';

/**
 * Business-process association: which process a business starts (never a key written in code),
 * optionally pinned to one version, and whether new starts are hung up.
 */

/** What a business's start needs: the key (the outbox's idempotent look-up) and a pinned definition, if any. */
export interface ResolvedProcess {
  processKey: string;
  processDefinitionId?: string;
}

/** Seeds the business types of contracts/ (names kept in step; an association made by a person is kept). */
export async function seedBusinessProcesses(trx: Knex | Knex.Transaction): Promise<void> {
  await trx('business_process')
    .insert(
      businessProcessSeeds.map((b) => ({
        business_type: b.businessType,
        business_name: b.nameZh,
        business_name_en: b.nameEn,
        func_code: b.funcCode,
        process_key: b.processKey,
        associated_at: b.processKey ? trx.fn.now() : null,
        associated_by: b.processKey ? 'system' : null,
        sort: b.sort,
      })),
    )
    .onConflict('business_type')
    .merge({
      business_name: trx.raw('excluded.business_name'),
      business_name_en: trx.raw('excluded.business_name_en'),
      func_code: trx.raw('excluded.func_code'),
      sort: trx.raw('excluded.sort'),
      // a business that had no process when first seeded takes the one its seed names now; an association
      // made by a person (or an earlier seed) is kept
      process_key: trx.raw('coalesce(business_process.process_key, excluded.process_key)'),
      associated_at: trx.raw('case when business_process.process_key is null then excluded.associated_at else business_process.associated_at end'),
      associated_by: trx.raw('case when business_process.process_key is null then excluded.associated_by else business_process.associated_by end'),
    });
}

/** The decision of resolveProcessFor, pure: the start target or the reason it is refused. */
export function startTargetOf(row: { process_key: string | null; process_definition_id: string | null; status: string } | undefined): ResolvedProcess {
  if (!row || !row.process_key) throw new AppError(409, 'CONFLICT', 'businessProcessNotAssociated');
  if (row.status === 'suspended') throw new AppError(409, 'CONFLICT', 'businessProcessSuspended');
  return row.process_definition_id ? { processKey: row.process_key, processDefinitionId: row.process_definition_id } : { processKey: row.process_key };
}

/**
 * The process a business starts now, read in the caller's transaction (so the applicant gets the
 * refusal and nothing is written). Throws 409 when the business is hung up or not associated.
 */
export async function resolveProcessFor(db: Knex | Knex.Transaction, businessType: string): Promise<ResolvedProcess> {
  const row = await db('business_process').where({ business_type: businessType }).first('process_key', 'process_definition_id', 'status');
  return startTargetOf(row);
}

export interface LatestDefinition {
  name: string | null;
  version: number;
}

/** A table row as the list shows it; `latest` is the key's latest deployed definition (one engine call per page). */
export function toBusinessProcessRow(r: Record<string, unknown>, latest: LatestDefinition | undefined, lang: Lang): BusinessProcessRow {
  const key = (r.process_key as string | null) ?? null;
  return {
    businessType: r.business_type as string,
    businessName: (lang === 'en' ? r.business_name_en : r.business_name) as string,
    funcCode: (r.func_code as string | null) ?? null,
    processKey: key,
    associated: key !== null,
    status: r.status as BusinessProcessStatus,
    processName: key ? (latest?.name ?? null) : null,
    processDefinitionId: (r.process_definition_id as string | null) ?? null,
    pinnedVersion: (r.process_version as number | null) ?? null,
    latestVersion: key ? (latest?.version ?? null) : null,
    associatedAt: r.associated_at ? new Date(r.associated_at as string).toISOString() : null,
    associatedBy: (r.associated_by as string | null) ?? null,
    version: r.version as number,
  };
}

/**
 * The engine's migration refusal, readable: without ENGINE-nnnnn codes, ids shortened, one line,
 * and no ':' (message tokens split on it). E.g. "Cannot migrate process instance 'x': Cannot migrate
 * activity instance 'task1:…': There is no migration instruction for this instance's activity".
 */
export function readableMigrationFailure(message: string, max = 400): string {
  const text = message
    .replace(/ENGINE-\d+\s*/g, '')
    // "activity instance 'review:3f2a…'" → "activity 'review'": the activity id is what a person can act on
    .replace(/activity instance '([^':]+):[^']*'/g, "activity '$1'")
    .replace(/[\t\r\n]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .replace(/:/g, '：')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The instruction failures of POST /migration/validate, one line each ("a → b：failure; failure"). */
export function describePlanReport(report: { instructionReports?: Array<{ instruction: { sourceActivityIds: string[]; targetActivityIds: string[] }; failures: string[] }> | null; variableReports?: Record<string, { failures: string[] }> | null }): string[] {
  const lines = (report.instructionReports ?? []).map(
    (r) => `${r.instruction.sourceActivityIds.join(',')} → ${r.instruction.targetActivityIds.join(',')}：${r.failures.join('; ')}`,
  );
  for (const [name, v] of Object.entries(report.variableReports ?? {})) if (v.failures.length) lines.push(`${name}：${v.failures.join('; ')}`);
  return lines.map((l) => readableMigrationFailure(l, 200));
}
