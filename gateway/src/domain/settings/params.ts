import type { Knex } from 'knex';
import { paramKeys } from '@ccer/contracts';
import type { Config } from '../../config.ts';
import { ipAllowed } from './param-values.ts';

/**
 * System parameters as the system reads them at use time (sys_param; /system/params). A stored value wins;
 * an unset one (null or empty) falls back to the gateway's configuration, so the environment stays the default.
 */
export async function storedParam(db: Knex, key: string): Promise<string | null> {
  const row: { param_value: string | null } | undefined = await db('sys_param').where({ param_key: key }).first('param_value');
  const v = row?.param_value?.trim();
  return v ? v : null;
}

/** The defaults of the parameters that have one, from the configuration (env). */
export const paramDefaults = (config: Config): Record<string, string> => ({
  [paramKeys.publicityAuditWorkingDays]: String(config.PUBLICITY_AUDIT_WORKING_DAYS),
});

/** Working days of the publicity audit: the parameter, else PUBLICITY_AUDIT_WORKING_DAYS. */
export async function publicityAuditWorkingDays(db: Knex, config: Config): Promise<number> {
  const stored = await storedParam(db, paramKeys.publicityAuditWorkingDays);
  const n = stored === null ? NaN : Number(stored);
  return Number.isInteger(n) && n >= 0 ? n : config.PUBLICITY_AUDIT_WORKING_DAYS;
}

/** Whether an address may use the back office (the operator IP allow-list; empty allows everyone). */
export async function operatorIpAllowed(db: Knex, ip: string): Promise<boolean> {
  return ipAllowed(await storedParam(db, paramKeys.operatorIpAllowList), ip);
}

/** A number of days kept as a parameter (publicity, acceptance): the stored whole number, or `dflt` when unset or not one. */
export async function storedDays(db: Knex, key: string, dflt: number): Promise<number> {
  const stored = await storedParam(db, key);
  const n = Number(stored);
  return stored !== null && Number.isInteger(n) && n >= 0 ? n : dflt;
}
