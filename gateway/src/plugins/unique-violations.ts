import type { ErrorCode } from '@ccer/contracts';
import { AppError } from '../errors.ts';

/**
 * A unique index decides the race a route's own "already exists?" check cannot: two requests both pass
 * the check and the second insert fails with PostgreSQL's unique violation (23505). The error plugin
 * answers it as the route answers the sequential case, declared here once per constraint (knex names
 * a column's constraint `<table>_<column>_unique`); any other unique violation is 400 数据已存在.
 */
interface UniqueAnswer {
  status: 400 | 409;
  code: ErrorCode;
  /** A message token of contracts/messages. */
  message: string;
  /** The form field the constraint guards (400 answers name it). */
  field?: string;
}

const taken = (field: string, message: string): UniqueAnswer => ({ status: 400, code: 'BAD_REQUEST', message, field });
const conflicting = (message: string, code: ErrorCode = 'CONFLICT'): UniqueAnswer => ({ status: 409, code, message });

export const uniqueConstraintAnswers: Readonly<Record<string, UniqueAnswer>> = {
  role_role_name_unique: taken('roleName', 'roleNameTaken'),
  operator_login_name_unique: taken('loginName', 'operatorLoginNameTaken'),
  customer_certificate_no_uq: taken('certificateNo', 'openCheckCompanyExists'),
  process_model_model_key_unique: conflicting('modelKeyExists'),
  public_account_live_uq: conflicting('accountApplicationOpen'),
  org_account_live_uq: conflicting('accountApplicationOpen'),
  province_operator_apply_live_uq: conflicting('provinceApplyOpen'),
  company_account_change_open_uq: conflicting('companyChangePending'),
  // two configurations enabled at once: the other request changed the channel first
  msg_config_one_enabled: conflicting('staleVersion', 'STALE_VERSION'),
  statistics_daily_data_report_date_unique: taken('reportDate', 'dailyDataDateTaken'),
  // two binds at once: of one company (the other request bound it first), of one national account by two companies
  national_account_binding_company_uq: conflicting('nationalBindingExists'),
  national_account_binding_account_uq: taken('nationalAccountNo', 'nationalAccountTaken'),
};

/** The pg driver's error for a violated unique index or constraint. */
export function isUniqueViolation(error: unknown): error is { code: '23505'; constraint?: string } {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** The answer to a unique violation (undefined for any other error). */
export function uniqueViolationError(error: unknown): AppError | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const answer = (error.constraint && uniqueConstraintAnswers[error.constraint]) || undefined;
  if (!answer) return new AppError(400, 'BAD_REQUEST', 'dataExists');
  return new AppError(answer.status, answer.code, answer.message, answer.field ? [{ field: answer.field, message: answer.message }] : undefined);
}
