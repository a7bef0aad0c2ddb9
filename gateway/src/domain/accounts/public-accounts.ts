import type { Knex } from 'knex';
import { badRequest } from '../../errors.ts';
import { publicAccountStatusTokens, type Lang, type PublicAccountForm, type PublicAccountRow } from '@ccer/contracts';
import { statusName } from './account-applications.ts';
import { iso } from '../timestamps.ts';

/** Reading and writing public_account rows (accounts spec §3.5). */
export const selectPublicAccounts = (db: Knex | Knex.Transaction) =>
  db('public_account as p').join('operator as o', 'o.operator_id', 'p.operator_id').select('p.*', 'o.login_name');

export function toPublicAccountRow(r: Record<string, any>, lang: Lang): PublicAccountRow {
  return {
    id: r.id,
    applyNo: r.apply_no,
    loginName: r.login_name,
    operatorType: r.operator_type,
    realName: r.real_name,
    orgName: r.org_name,
    certificateType: r.certificate_type,
    certificateTypeCn: r.certificate_type_cn,
    certificateNo: r.certificate_no,
    attachments: r.attachments ?? [],
    status: r.status,
    statusName: statusName(publicAccountStatusTokens, r.status, lang),
    opinion: r.opinion,
    version: r.version,
    createdAt: iso(r.created_at)!,
    reviewedAt: iso(r.reviewed_at),
  };
}

export function publicAccountColumns(form: PublicAccountForm) {
  return {
    operator_type: form.operatorType,
    real_name: form.realName!.trim(),
    org_name: form.orgName?.trim() || null,
    certificate_type: form.certificateType,
    certificate_type_cn: form.certificateTypeCn?.trim() || null,
    certificate_no: form.certificateNo!.trim(),
    attachments: JSON.stringify(form.attachments ?? []),
  };
}

/** The form values of a row, for the change log. */
export const publicAccountValues = (r: Record<string, any>): Record<string, unknown> => ({
  operatorType: r.operator_type,
  realName: r.real_name,
  certificateType: r.certificate_type,
  certificateNo: r.certificate_no,
});

export const PUBLIC_ACCOUNT_ATTACHMENTS = 'public-account';

/**
 * Links the form's uploads to the public account (attachment.business_type/business_code). Only uploads of the named
 * type by the given uploaders, or ones already linked to this account, may be named; nothing is linked otherwise.
 */
export async function linkPublicAttachments(
  trx: Knex.Transaction,
  /** Whose uploads may be named: the applicant's, and on modification the administrator's too. */
  uploaders: readonly string[],
  accountId: string,
  attachments: ReadonlyArray<{ typeno: string; path: string }> | undefined,
): Promise<void> {
  const list = attachments ?? [];
  if (list.length === 0) return;
  const found = await trx('attachment')
    .whereIn('store_key', list.map((a) => a.path))
    .where((q) => q.whereIn('uploaded_by', uploaders).orWhere({ business_type: PUBLIC_ACCOUNT_ATTACHMENTS, business_code: accountId }))
    .select('store_key', 'type_no');
  const bad = list.find((a) => !found.some((f: { store_key: string; type_no: string }) => f.store_key === a.path && f.type_no === a.typeno));
  if (bad) throw badRequest([{ field: `attachments.${bad.typeno}`, message: 'registrationAttachmentInvalid' }]);
  await trx('attachment').whereIn('store_key', list.map((a) => a.path)).update({ business_type: PUBLIC_ACCOUNT_ATTACHMENTS, business_code: accountId });
}
