import type { Knex } from 'knex';
import type { Institution, InstitutionPublic } from '@ccer/contracts';
import { iso } from '../timestamps.ts';

/** The institution that runs the registry (机构设置; contracts/src/institution.ts): its one row. */
export const institutionRow = (db: Knex | Knex.Transaction) =>
  db('registry_institution as i')
    .leftJoin('operator as o', 'o.operator_id', 'i.updated_by')
    .where('i.id', 1)
    .first<Record<string, any>>('i.*', db.raw('coalesce(o.operator_name, o.login_name) as updated_by_name'));

export const toInstitutionPublic = (r: Record<string, any>): InstitutionPublic => ({
  institutionName: r.institution_name,
  institutionNameEn: r.institution_name_en ?? null,
  address: r.address ?? null,
  postalCode: r.postal_code ?? null,
  servicePhone: r.service_phone ?? null,
  serviceEmail: r.service_email ?? null,
  website: r.website ?? null,
  serviceHours: r.service_hours ?? null,
});

export const toInstitution = (r: Record<string, any>): Institution => ({
  ...toInstitutionPublic(r),
  creditCode: r.credit_code ?? null,
  version: r.version,
  updatedAt: iso(r.updated_at),
  updatedByName: r.updated_by_name ?? null,
});

/** The name the registry's documents carry as their issuer. */
export async function issuerName(db: Knex | Knex.Transaction): Promise<string> {
  const row = await db('registry_institution').where({ id: 1 }).first<{ institution_name: string } | undefined>('institution_name');
  return row?.institution_name ?? '';
}
