import type { Knex } from 'knex';
import { businessTypes, companyChangeProcess, provinceOpenKeys } from '@ccer/contracts';
import { likeText } from '../like-text.ts';

/**
 * Where each business's record and its display name live (the "business name" of My Tasks, 已办任务,
 * 流程实例, 我的申请 and 企业申请), per business type: the type the outbox records when it starts a
 * process, whichever process the business is associated with (business-process association, 096).
 * The business key of every such process is the record's id. Add a business with one line.
 */
export interface BusinessLookup {
  table: string;
  idColumn: string;
  nameColumn: string;
}

export const businessLookups: Readonly<Record<string, BusinessLookup>> = {
  [businessTypes.projectApply]: { table: 'project_apply', idColumn: 'id', nameColumn: 'project_name' },
  [businessTypes.projectCancel]: { table: 'project_cancel_apply', idColumn: 'id', nameColumn: 'apply_no' },
  // a reduction-volume application is named by its number (its project's name lives on the project)
  [businessTypes.certifiedApply]: { table: 'certified_apply', idColumn: 'id', nameColumn: 'apply_no' },
  [businessTypes.certifiedCancel]: { table: 'certified_cancel_apply', idColumn: 'id', nameColumn: 'apply_no' },
  [businessTypes.accountOpen]: { table: 'company_account_apply', idColumn: 'id', nameColumn: 'cust_name' },
  [provinceOpenKeys.businessType]: { table: 'province_operator_apply', idColumn: 'id', nameColumn: 'operator_name' },
  [companyChangeProcess.businessType]: { table: 'company_account_change', idColumn: 'id', nameColumn: 'cust_name' },
  [businessTypes.ccerTransfer]: { table: 'ccer_transfer', idColumn: 'id', nameColumn: 'transfer_no' },
  [businessTypes.methodologyCollect]: { table: 'methodology_proposal', idColumn: 'id', nameColumn: 'title' },
};

// the declared records are keyed by uuid; another key shape never matches (and would break a uuid comparison)
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The distinct tables of the declaration. */
function byTable(): Map<string, BusinessLookup> {
  const tables = new Map<string, BusinessLookup>();
  for (const l of Object.values(businessLookups)) tables.set(`${l.table}.${l.idColumn}.${l.nameColumn}`, l);
  return tables;
}

export interface BusinessOfInstance {
  businessKey: string | null;
  businessName: string | null;
}

/** A process instance of a list page: its id, and its business key when the list already has it (history rows). */
export interface InstanceOfPage {
  id: string;
  businessKey?: string | null;
}

/** A start the outbox sent: which business started which instance. */
export interface StartedBusiness {
  process_instance_id: string;
  business_type: string;
  business_key: string;
}

/** Per declared lookup, the record ids to read (pure: which queries one page needs). */
export function recordsToRead(started: readonly StartedBusiness[]): Map<BusinessLookup, string[]> {
  const wanted = new Map<BusinessLookup, Set<string>>();
  for (const s of started) {
    const lookup = businessLookups[s.business_type];
    if (!lookup || !UUID.test(s.business_key)) continue;
    wanted.set(lookup, (wanted.get(lookup) ?? new Set()).add(s.business_key));
  }
  return new Map([...wanted].map(([l, keys]) => [l, [...keys]]));
}

/**
 * Business key and name of a page's process instances, running or ended, without asking the engine:
 * the outbox's done starts say which business started each instance (kept for every instance, also after
 * a resubmission starts a new one and the business row points at that), then one query per business
 * table (never per row). An instance the registry did not start (Cockpit, a direct engine call) keeps the
 * business key its history row carries, with no name.
 */
export async function businessOfInstances(db: Knex, instances: readonly InstanceOfPage[]): Promise<Map<string, BusinessOfInstance>> {
  const out = new Map<string, BusinessOfInstance>();
  for (const i of instances) if (i.id) out.set(i.id, { businessKey: i.businessKey ?? null, businessName: null });
  if (out.size === 0) return out;
  // one text whatever the page's size (an array, not a list of parameters), so one prepared statement per connection
  // serves every inbox and instance page
  const started: StartedBusiness[] = await db('outbox')
    .where({ kind: 'start', status: 'done' })
    .whereRaw('process_instance_id = any(?::text[])', [[...out.keys()]])
    .select('process_instance_id', 'business_type', 'business_key');
  const names = new Map<string, string | null>();
  await Promise.all(
    [...recordsToRead(started)].map(async ([l, keys]) => {
      const rows: Array<{ id: string; name: string | null }> = await db(l.table).whereIn(l.idColumn, keys).select({ id: l.idColumn, name: l.nameColumn });
      for (const r of rows) names.set(String(r.id), r.name);
    }),
  );
  for (const s of started) {
    const v = out.get(s.process_instance_id)!;
    v.businessKey ??= s.business_key;
    if (v.businessKey === s.business_key) v.businessName = names.get(s.business_key) ?? null;
  }
  return out;
}

/** Business keys whose name contains the text, one query per business table (capped: a filter, not an export). */
export async function businessKeysNamed(db: Knex, text: string, limit = 1000): Promise<string[]> {
  const like = likeText(text);
  const lists = await Promise.all([...byTable().values()].map((l) => db(l.table).whereILike(l.nameColumn, like).limit(limit).pluck(l.idColumn)));
  return lists.flat().map(String);
}
