import type { Knex } from 'knex';
import { companyChangeProcess, processKeys, provinceOpenKeys } from '@ccer/contracts';
import type { EngineClient } from '../../engine/engine-client.ts';

/**
 * Where a process's business record and its display name live (My Tasks "business name"), per process
 * definition key. The business key of every such process is the record's id. Add a process with one line.
 */
export interface BusinessLookup {
  table: string;
  idColumn: string;
  nameColumn: string;
}

export const businessLookups: Readonly<Record<string, BusinessLookup>> = {
  [processKeys.projectPubApply]: { table: 'project_apply', idColumn: 'id', nameColumn: 'project_name' },
  [processKeys.accountOpen]: { table: 'company_account_apply', idColumn: 'id', nameColumn: 'cust_name' },
  [provinceOpenKeys.processKey]: { table: 'province_operator_apply', idColumn: 'id', nameColumn: 'operator_name' },
  [companyChangeProcess.processKey]: { table: 'company_account_change', idColumn: 'id', nameColumn: 'cust_name' },
};

/** The key part of a process definition id (key:version:id). */
export const processKeyOf = (processDefinitionId: string) => processDefinitionId.split(':')[0];

// the declared records are keyed by uuid; another key shape never matches (and would break a uuid comparison)
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The distinct tables of the declaration, each with the process keys that use it. */
function byTable(): Map<string, BusinessLookup> {
  const tables = new Map<string, BusinessLookup>();
  for (const l of Object.values(businessLookups)) tables.set(`${l.table}.${l.idColumn}.${l.nameColumn}`, l);
  return tables;
}

export interface BusinessOfInstance {
  businessKey: string | null;
  businessName: string | null;
}

/**
 * Business key and name of running process instances: one engine call for the page's instances, then one
 * query per business table (never per row).
 */
export async function businessOfInstances(db: Knex, engine: EngineClient, instanceIds: readonly string[]): Promise<Map<string, BusinessOfInstance>> {
  const out = new Map<string, BusinessOfInstance>();
  const ids = [...new Set(instanceIds.filter(Boolean))];
  if (ids.length === 0) return out;
  const instances = await engine.processInstances({ processInstanceIds: ids.join(',') });
  const wanted = new Map<BusinessLookup, string[]>();
  for (const i of instances) {
    out.set(i.id, { businessKey: i.businessKey, businessName: null });
    const lookup = businessLookups[processKeyOf(i.definitionId)];
    if (lookup && i.businessKey && UUID.test(i.businessKey)) wanted.set(lookup, [...(wanted.get(lookup) ?? []), i.businessKey]);
  }
  const names = new Map<string, string | null>();
  await Promise.all(
    [...wanted].map(async ([l, keys]) => {
      const rows: Array<{ id: string; name: string | null }> = await db(l.table).whereIn(l.idColumn, keys).select({ id: l.idColumn, name: l.nameColumn });
      for (const r of rows) names.set(String(r.id), r.name);
    }),
  );
  for (const v of out.values()) if (v.businessKey) v.businessName = names.get(v.businessKey) ?? null;
  return out;
}

/** Business keys whose name contains the text, one query per business table (capped: a filter, not an export). */
export async function businessKeysNamed(db: Knex, text: string, limit = 1000): Promise<string[]> {
  const like = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
  const lists = await Promise.all([...byTable().values()].map((l) => db(l.table).whereILike(l.nameColumn, like).limit(limit).pluck(l.idColumn)));
  return lists.flat().map(String);
}
