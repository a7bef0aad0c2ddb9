import type { Knex } from 'knex';
import { randomInt } from 'node:crypto';
import {
  builtInRoleFor,
  dictionaryById,
  isPassword,
  listOf,
  projectTypes,
  token,
  type FieldError,
  type OperatorDetail,
  type OperatorFamily,
  type OperatorRow,
} from '@ccer/contracts';
import { regions } from '../reference/regions.ts';
import { pageAndCount } from '../page-and-count.ts';
import { iso } from '../timestamps.ts';

/**
 * Operator accounts as the account area reads and writes them (accounts spec §3.3, §3.4, §7.3): form field ↔
 * column, reference checks the zod rules cannot make (dictionary codes, provinces, project types), the generated
 * initial password, the built-in role of a new account, and ending an account's sessions.
 */

/** Form field → operator column (manageProvinceId is province_id: the engine group province:<id> reads it). */
export const formColumns: Readonly<Record<string, string>> = {
  operatorName: 'operator_name',
  certificateType: 'certificate_type',
  certificateNo: 'certificate_no',
  mobilePhoneNo: 'mobile_phone_no',
  phoneNo: 'phone_no',
  faxNo: 'fax_no',
  emailAddress: 'email_address',
  provinceId: 'contact_province_id',
  workUnit: 'work_unit',
  departmentDesc: 'department_desc',
  positionDesc: 'position_desc',
  contactAddress: 'contact_address',
  isLeader: 'is_leader',
  operatorField: 'operator_field',
  operatorFieldCn: 'operator_field_cn',
  manageProvinceId: 'province_id',
};

/** The columns of a family's form values (fields the family does not have are left alone). */
export function columnsOf(family: OperatorFamily, values: Record<string, unknown>): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const field of Object.keys(family.rules)) {
    const column = formColumns[field];
    if (!column) continue;
    const v = values[field];
    const text = Array.isArray(v) ? v.join(',') : v === undefined || v === null ? '' : String(v).trim();
    out[column] = text === '' ? null : text;
  }
  return out;
}

const provinceName = (id: string | null | undefined) => (id ? (regions().provinces.find((p) => p.provinceId === id)?.provinceName ?? null) : null);

/** Dictionary codes, provinces and project types that exist; one field message per bad one. */
export function referenceProblems(family: OperatorFamily, values: Record<string, unknown>): FieldError[] {
  const problems: FieldError[] = [];
  const type = values.certificateType ? String(values.certificateType) : '';
  if (type && !dictionaryById(family.certificateDictionary)?.items.some((i) => i.itemCode === type)) {
    problems.push({ field: 'certificateType', message: 'operatorCertificateTypeUnknown' });
  }
  for (const field of ['provinceId', 'manageProvinceId'] as const) {
    const id = values[field] ? String(values[field]) : '';
    if (field in family.rules && id && !provinceName(id)) problems.push({ field, message: 'operatorProvinceUnknown' });
  }
  if ('operatorField' in family.rules) {
    const unknown = listOf(values.operatorField).filter((c) => !projectTypes.some((p) => p.typeId === c));
    if (unknown.length) problems.push({ field: 'operatorField', message: token('operatorFieldUnknown', unknown.join(',')) });
  }
  return problems;
}

/** The display names of the chosen expert fields, when the form did not send them. */
export const operatorFieldNames = (codes: readonly string[]) =>
  codes.map((c) => projectTypes.find((p) => p.typeId === c)?.typeName ?? c).join(',');

const PASSWORD_ALPHABETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '@#%*-_'];

/** A 12-character password with every kind (so it passes the §5.1 rule), from the system's CSPRNG. */
export function generatePassword(): string {
  const all = PASSWORD_ALPHABETS.join('');
  const chars = PASSWORD_ALPHABETS.map((a) => a[randomInt(a.length)]);
  while (chars.length < 12) chars.push(all[randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  const password = chars.join('');
  if (!isPassword(password)) throw new Error('generated password breaks the password rule');
  return password;
}

/** Gives a new account the built-in role of its type (accounts spec §6). */
export async function grantBuiltInRole(trx: Knex, operatorId: string, operatorType: string): Promise<void> {
  const builtIn = builtInRoleFor(operatorType);
  if (!builtIn) return;
  const role = await trx('role').where({ role_name: builtIn.name }).first('role_id');
  if (role) await trx('operator_role').insert({ operator_id: operatorId, role_id: role.role_id }).onConflict(['operator_id', 'role_id']).ignore();
}

/** Ends every open session of an account (its tokens stop working at once). */
export const endSessions = (trx: Knex, operatorId: string) =>
  trx('session').where({ operator_id: operatorId }).whereNull('ended_at').update({ ended_at: trx.fn.now() });

const ROW_COLUMNS = [
  'o.operator_id',
  'o.login_name',
  'o.operator_code',
  'o.operator_name',
  'o.operator_type',
  'o.status',
  'o.mobile_phone_no',
  'o.email_address',
  'o.work_unit',
  'o.province_id',
  'o.is_leader',
  'o.created_at',
  'o.updated_at',
];
export const selectOperators = (db: Knex) => db('operator as o').select(ROW_COLUMNS);

/** One page of the operators `where` narrows (it adds conditions in place), newest first, with the total. */
export async function pageOperators(db: Knex, where: (q: Knex.QueryBuilder) => void, pageNumber: number, pageSize: number) {
  const listed = selectOperators(db);
  where(listed);
  const { rows, total } = await pageAndCount(listed.orderBy([{ column: 'o.created_at', order: 'desc' }, { column: 'o.operator_id' }]), { pageNumber, pageSize });
  return { flag: 1 as const, dataInfo: rows.map(toOperatorRow), total };
}

type Raw = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

export function toOperatorRow(r: Raw): OperatorRow {
  return {
    operatorId: String(r.operator_id),
    loginName: String(r.login_name),
    operatorCode: String(r.operator_code),
    operatorName: str(r.operator_name),
    operatorType: String(r.operator_type),
    status: String(r.status),
    mobilePhoneNo: str(r.mobile_phone_no),
    emailAddress: str(r.email_address),
    workUnit: str(r.work_unit),
    manageProvinceId: str(r.province_id),
    manageProvinceCn: provinceName(str(r.province_id)),
    isLeader: str(r.is_leader),
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at),
  };
}

export async function loadOperatorDetail(db: Knex, operatorId: string): Promise<OperatorDetail | undefined> {
  const r: Raw | undefined = await db('operator as o').where('o.operator_id', operatorId).first();
  if (!r) return undefined;
  const roleNames: string[] = await db('operator_role as orl').join('role as r', 'r.role_id', 'orl.role_id').where('orl.operator_id', operatorId).orderBy('r.role_name').pluck('r.role_name');
  const certificateType = str(r.certificate_type);
  const items = [...(dictionaryById('100004')?.items ?? []), ...(dictionaryById('100006')?.items ?? [])];
  return {
    ...toOperatorRow(r),
    certificateType,
    certificateTypeCn: items.find((i) => i.itemCode === certificateType)?.itemName ?? null,
    certificateNo: str(r.certificate_no),
    phoneNo: str(r.phone_no),
    faxNo: str(r.fax_no),
    provinceId: str(r.contact_province_id),
    provinceCn: provinceName(str(r.contact_province_id)),
    departmentDesc: str(r.department_desc),
    positionDesc: str(r.position_desc),
    contactAddress: str(r.contact_address),
    operatorField: listOf(r.operator_field),
    operatorFieldCn: str(r.operator_field_cn),
    roleNames,
  };
}
