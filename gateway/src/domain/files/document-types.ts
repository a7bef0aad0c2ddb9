import type { Knex } from 'knex';
import { businessDocumentSeeds, documentBusinessOf, documentTypeSeeds, type AttachmentExtension, type AttachmentType, type SizeUnit } from '@ccer/contracts';
import { AppError } from '../../errors.ts';

/**
 * The registry's electronic document types (table electronic_doc_type, maintained under /system/electronic):
 * every upload reads its type's row here (one primary-key read per upload, so an edit applies to the next upload
 * on every gateway), and the start-up seed adds the contracts' types and business settings once.
 */

export interface DocumentTypeRecord {
  type_no: string;
  type_name: string;
  type_name_en: string;
  extensions: string[];
  size_limit: string | number;
  unit: SizeUnit;
  status: string;
  template_id: string | null;
}

export const ENABLED = '1';

/** A row as the upload checks (checkFile) read a type. */
export const asAttachmentType = (r: DocumentTypeRecord): AttachmentType => ({
  code: r.type_no,
  name: { zh: r.type_name, en: r.type_name_en || r.type_name },
  extensions: r.extensions as AttachmentExtension[],
  maxSize: Number(r.size_limit),
  unit: r.unit,
});

export async function findDocumentType(db: Knex | Knex.Transaction, typeNo: string): Promise<DocumentTypeRecord | undefined> {
  return db('electronic_doc_type').where({ type_no: typeNo }).first<DocumentTypeRecord | undefined>();
}

const typeNoError = (message: string) => new AppError(400, 'BAD_REQUEST', 'badRequest', [{ field: 'typeNo', message }]);

/** The type an upload names, when it takes uploads: missing, unknown and disabled types answer 400 on typeNo. */
export async function uploadTypeOrThrow(db: Knex, typeNo: string | undefined): Promise<AttachmentType> {
  if (!typeNo) throw typeNoError('attachmentTypeRequired');
  // the code is a short key; anything longer cannot be a type (and is not sent to the database)
  const row = typeNo.length <= 8 ? await findDocumentType(db, typeNo) : undefined;
  if (!row) throw typeNoError('attachmentTypeInvalid');
  if (row.status !== ENABLED) throw typeNoError('documentTypeDisabled');
  return asAttachmentType(row);
}

/**
 * Adds the seed entries of contracts (document types, business settings) that were never added before, each once:
 * the registry's edits are never overwritten, and what it deleted does not come back at the next start.
 */
export async function seedElectronicDocuments(db: Knex | Knex.Transaction): Promise<void> {
  const done = new Set<string>(await db('electronic_doc_seed').pluck('seed_key'));
  const added: string[] = [];
  for (const [sort, t] of documentTypeSeeds.entries()) {
    const key = `type:${t.typeNo}`;
    if (done.has(key)) continue;
    await db('electronic_doc_type')
      .insert({ type_no: t.typeNo, type_name: t.name.zh, type_name_en: t.name.en, extensions: [...t.extensions], size_limit: t.sizeLimit, unit: t.unit, sort: (sort + 1) * 10 })
      .onConflict('type_no')
      .ignore();
    added.push(key);
  }
  for (const [sort, s] of businessDocumentSeeds.entries()) {
    const key = `business:${s.businessCode}:${s.typeNo}`;
    if (done.has(key)) continue;
    const business = documentBusinessOf(s.businessCode);
    // a type the registry deleted is not brought back for a business either
    if (!business || !(await findDocumentType(db, s.typeNo))) continue;
    await db('electronic_business_doc')
      .insert({ business_code: s.businessCode, business_name: business.name.zh, business_name_en: business.name.en, type_no: s.typeNo, doc_number: s.docNumber, required: s.required, sort: (sort + 1) * 10 })
      .onConflict(['business_code', 'type_no'])
      .ignore();
    added.push(key);
  }
  if (added.length) await db('electronic_doc_seed').insert(added.map((seed_key) => ({ seed_key }))).onConflict('seed_key').ignore();
}
