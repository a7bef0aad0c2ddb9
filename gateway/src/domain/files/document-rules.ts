import type { Knex } from 'knex';
import { translate, type AttachmentExtension, type FieldError, type Lang, type SizeUnit } from '@ccer/contracts';
import { badRequest } from '../../errors.ts';
import { tokenArg } from '../settings/time-slices.ts';
import { assertDeclared, linkAttachmentsTo } from './owners.ts';
import { ENABLED } from './document-types.ts';

/**
 * The documents of a business function (业务文档设置, table electronic_business_doc): which document types a step
 * takes, how many files each at most, which are required. A step's route links the form's uploads to its business
 * row (linkDocuments) and, at completion, asks checkBusinessDocuments for what is missing or too many. Disabled
 * types take no uploads, so they are neither shown nor required.
 */

export interface BusinessDocumentSetting {
  typeNo: string;
  typeName: string;
  typeNameEn: string;
  extensions: AttachmentExtension[];
  sizeLimit: number;
  unit: SizeUnit;
  docNumber: number;
  required: boolean;
  hasTemplate: boolean;
}

/** The enabled documents of a business, in the registry's order. */
export async function businessDocumentSettings(db: Knex | Knex.Transaction, businessCode: string): Promise<BusinessDocumentSetting[]> {
  const rows = await db('electronic_business_doc as b')
    .join('electronic_doc_type as t', 't.type_no', 'b.type_no')
    .where({ 'b.business_code': businessCode, 't.status': ENABLED })
    .orderBy([{ column: 'b.sort' }, { column: 'b.id' }])
    .select('b.type_no', 't.type_name', 't.type_name_en', 't.extensions', 't.size_limit', 't.unit', 'b.doc_number', 'b.required', 't.template_id');
  return rows.map((r) => ({
    typeNo: r.type_no,
    typeName: r.type_name,
    typeNameEn: r.type_name_en || r.type_name,
    extensions: r.extensions,
    sizeLimit: Number(r.size_limit),
    unit: r.unit,
    docNumber: r.doc_number,
    required: r.required,
    hasTemplate: r.template_id !== null,
  }));
}

const nameIn = (s: Pick<BusinessDocumentSetting, 'typeName' | 'typeNameEn'>, lang: Lang) => tokenArg(lang === 'en' ? s.typeNameEn : s.typeName);

/**
 * What is wrong with a business row's files, given the business's settings and the count of linked files per type:
 * a required type without a file, more files of a type than it takes. Messages are in `lang`, on `files.<typeNo>`.
 */
export function documentErrors(settings: readonly BusinessDocumentSetting[], counts: Readonly<Record<string, number>>, lang: Lang = 'zh'): FieldError[] {
  const errors: FieldError[] = [];
  for (const s of settings) {
    const n = counts[s.typeNo] ?? 0;
    const field = `files.${s.typeNo}`;
    if (s.required && n === 0) errors.push({ field, message: translate(`documentRequired:${nameIn(s, lang)}`, lang) });
    else if (n > s.docNumber) errors.push({ field, message: translate(`documentTooMany:${nameIn(s, lang)}:${s.docNumber}`, lang) });
  }
  return errors;
}

/**
 * The field errors of a business row's documents at a step's completion (empty: complete): every required type of
 * `businessCode` without a file linked to the row (attachment.business_type/business_code = businessType/businessKey),
 * and every type with more files than the setting takes. The caller throws badRequest(errors) when any.
 */
export async function checkBusinessDocuments(
  db: Knex | Knex.Transaction,
  businessCode: string,
  businessType: string,
  businessKey: string,
  lang: Lang = 'zh',
  /** The business's settings when the caller has read them already. */
  known?: BusinessDocumentSetting[],
): Promise<FieldError[]> {
  const settings = known ?? (await businessDocumentSettings(db, businessCode));
  if (settings.length === 0) return [];
  const rows = await db('attachment')
    .where({ business_type: businessType, business_code: businessKey })
    .whereIn('type_no', settings.map((s) => s.typeNo))
    .groupBy('type_no')
    .select('type_no', db.raw('count(*)::int as n'));
  return documentErrors(settings, Object.fromEntries(rows.map((r: { type_no: string; n: number }) => [r.type_no, r.n])), lang);
}

export interface LinkCandidate {
  id: string;
  type_no: string;
  uploaded_by: string | null;
  business_type: string | null;
  business_code: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Why files may not be linked to a business row (message tokens on `files`; empty: they may): each must exist and be
 * the uploader's own unlinked upload or already the row's, and of a type the business takes.
 */
export function linkRefusals(
  fileIds: readonly string[],
  found: readonly LinkCandidate[],
  taken: readonly Pick<BusinessDocumentSetting, 'typeNo'>[],
  target: { businessType: string; businessKey: string; uploaderOperatorId: string },
): FieldError[] {
  const errors: FieldError[] = [];
  for (const id of fileIds) {
    const row = found.find((r) => r.id === id);
    const ours = row && (row.business_type === null ? row.uploaded_by === target.uploaderOperatorId : row.business_type === target.businessType && row.business_code === target.businessKey);
    if (!row || !ours) errors.push({ field: 'files', message: 'documentFileUnknown' });
    else if (!taken.some((t) => t.typeNo === row.type_no)) errors.push({ field: 'files', message: `documentTypeNotTaken:${tokenArg(row.type_no)}` });
  }
  return errors;
}

/**
 * Makes the given uploads the business row's documents of `businessCode` (a step's form sends every file it shows,
 * the row's earlier ones included): links the new ones (the uploader's own, still unlinked) to the row, and unlinks
 * the row's files of this business's types that the form no longer holds (two businesses of one row that share a
 * type share its files). Refuses with 400 on `files` any file of another uploader or row, or of a type the business
 * does not take. Runs in the caller's transaction; the business type must be declared in owners.ts.
 */
export async function linkDocuments(
  trx: Knex.Transaction,
  fileIds: readonly string[],
  businessType: string,
  businessKey: string,
  uploaderOperatorId: string,
  businessCode: string,
  /** The business's settings when the caller has read them already. */
  known?: BusinessDocumentSetting[],
): Promise<void> {
  assertDeclared(businessType);
  const ids = [...new Set(fileIds)];
  const taken = known ?? (await businessDocumentSettings(trx, businessCode));
  const wellFormed = ids.filter((id) => UUID.test(id));
  const found: Array<LinkCandidate & { store_key: string }> = wellFormed.length
    ? await trx('attachment').whereIn('id', wellFormed).forUpdate().select('id', 'type_no', 'uploaded_by', 'business_type', 'business_code', 'store_key')
    : [];
  const refusals = linkRefusals(ids, found, taken, { businessType, businessKey, uploaderOperatorId });
  if (refusals.length > 0) throw badRequest([refusals[0]]);

  const dropped = trx('attachment')
    .where({ business_type: businessType, business_code: businessKey })
    .whereIn('type_no', taken.map((t) => t.typeNo));
  if (found.length) dropped.whereNotIn('id', found.map((r) => r.id));
  await dropped.update({ business_type: null, business_code: null });
  await linkAttachmentsTo(trx, businessType, businessKey, found.map((r) => r.store_key));
}

/**
 * What a form hands in with its business row, in the caller's transaction: the files it sends become the row's
 * documents of `businessCode` (absent: the linked ones stay, as a resubmission that changes nothing), then what is
 * still missing or too many is returned (empty: complete). The caller refuses with badRequest, rolling the links back.
 */
export async function handInDocuments(
  trx: Knex.Transaction,
  fileIds: readonly string[] | undefined,
  target: { businessType: string; businessKey: string },
  uploaderOperatorId: string,
  businessCode: string,
  lang: Lang,
): Promise<FieldError[]> {
  // the settings are read once for the linking and the check
  const settings = await businessDocumentSettings(trx, businessCode);
  if (fileIds) await linkDocuments(trx, fileIds, target.businessType, target.businessKey, uploaderOperatorId, businessCode, settings);
  return checkBusinessDocuments(trx, businessCode, target.businessType, target.businessKey, lang, settings);
}
