import { createHash, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import {
  extensionOf,
  extensionMimeTypes,
  limitBytesOf,
  operatorTypes,
  tooLargeToken,
  type AttachmentExtension,
  type AttachmentType,
  type UploadedAttachment,
} from '@ccer/contracts';
import { AppError } from '../../errors.ts';
import type { Operator } from '../../plugins/auth.ts';
import type { FileStore } from './file-store.ts';
import { sniffExtension } from './sniff.ts';
import { attachmentBusinesses } from './owners.ts';
import { representsCompany } from '../access/company-scope.ts';
import { actsForRegistry } from '../access/company-scope.ts';
import { uploadTypeOrThrow } from './document-types.ts';

const fieldError = (field: string, message: string) => new AppError(400, 'BAD_REQUEST', 'badRequest', [{ field, message }]);

/** A file past the limit of its type (in the type's unit), or of the reader's ceiling when the type is unknown. */
export function tooLarge(type: AttachmentType | undefined, fallbackMb: number): AppError {
  return fieldError('file', tooLargeToken(type ?? { maxSize: fallbackMb, unit: 'MB' }));
}

/**
 * The checks of one upload, in the order a user can fix them: type code (the registry's electronic document
 * types: known and enabled), name's extension allowed for the type, size, then the content really being what
 * the extension says.
 */
export async function checkUpload(db: Knex, typeNo: string | undefined, fileName: string, data: Buffer): Promise<{ type: AttachmentType; ext: AttachmentExtension }> {
  const type = await uploadTypeOrThrow(db, typeNo);
  return { type, ext: await checkFile(type, fileName, data) };
}

/**
 * The checks of one file against the kinds of `type` (every upload of the platform, task attachments too):
 * the name's extension allowed, not empty, within the size limit, and the content really that kind.
 * Returns the verified extension, which decides the type the file is later served with.
 */
export async function checkFile(type: AttachmentType, fileName: string, data: Buffer): Promise<AttachmentExtension> {
  const ext = extensionOf(fileName);
  const allowed = type.extensions.join('、');
  if (!(type.extensions as readonly string[]).includes(ext)) throw fieldError('file', `attachmentExtension:${allowed}`);
  if (data.length === 0) throw fieldError('file', 'attachmentEmpty');
  if (data.length > limitBytesOf(type)) throw tooLarge(type, type.maxSize);
  const sniffed = await sniffExtension(data);
  if (sniffed !== ext) throw fieldError('file', `attachmentContentMismatch:${ext}`);
  return ext as AttachmentExtension;
}

/** A store key that says the type and month and cannot collide: "B02/2026/11/<uuid>.pdf". */
export function newStoreKey(typeNo: string, ext: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${typeNo}/${now.getUTCFullYear()}/${month}/${randomUUID()}.${ext}`;
}

/** Keeps the bytes, then the row; when the row cannot be written the bytes go again (nothing half-stored). */
export async function storeAttachment(
  db: Knex,
  store: FileStore,
  input: { typeNo: string; ext: AttachmentExtension; fileName: string; data: Buffer; businessCode?: string; uploadedBy: string | null; ip: string },
): Promise<UploadedAttachment> {
  const key = newStoreKey(input.typeNo, input.ext);
  await store.put(key, input.data);
  try {
    const [row] = await db('attachment')
      .insert({
        type_no: input.typeNo,
        original_name: input.fileName.slice(-255),
        ext: input.ext,
        mime: extensionMimeTypes[input.ext],
        size: input.data.length,
        sha256: createHash('sha256').update(input.data).digest('hex'),
        store_key: key,
        business_code: input.businessCode ?? null,
        uploaded_by: input.uploadedBy,
        uploaded_ip: input.ip,
      })
      .returning(['id']);
    return { fileId: row.id, typeno: input.typeNo, path: key, fileName: input.fileName, size: input.data.length };
  } catch (e) {
    await store.delete(key).catch(() => undefined);
    throw e;
  }
}

export interface AttachmentRow {
  id: string;
  type_no: string;
  original_name: string;
  mime: string;
  store_key: string;
  uploaded_by: string | null;
  business_type: string | null;
  business_code: string | null;
}

/**
 * The attachment an operator may download, or undefined (the caller answers 404, so a stranger
 * learns nothing about other users' files). The rule is mayReadAttachment.
 */
export async function findReadableAttachment(
  db: Knex,
  op: Operator,
  query: { typeNo: string; filePath: string; businessCode?: string },
): Promise<AttachmentRow | undefined> {
  const q = db('attachment')
    .where({ store_key: query.filePath, type_no: query.typeNo })
    .first<AttachmentRow | undefined>('id', 'type_no', 'original_name', 'mime', 'store_key', 'uploaded_by', 'business_type', 'business_code');
  if (query.businessCode) q.where('business_code', query.businessCode);
  const row = await q;
  if (!row) return undefined;
  return (await mayReadAttachment(db, op, row)) ? row : undefined;
}

/**
 * Who reads a stored attachment (the one rule of the file module): its uploader; a system administrator;
 * and, once a form linked it to its business row (owners.ts), the operators named on the row, the business's
 * reviewers (registry staff in its review groups), and holders of the business's reader function codes
 * with a right to the row: registry staff any row, a representative only its own company's rows. A business
 * declared for everyone (a document type's template) is read by every signed-in user.
 * A file not linked yet (a draft's upload) is its uploader's alone.
 */
export async function mayReadAttachment(db: Knex, op: Operator, row: Pick<AttachmentRow, 'uploaded_by' | 'business_type' | 'business_code'>): Promise<boolean> {
  if (row.uploaded_by && row.uploaded_by === op.operatorId) return true;
  if (op.operatorType === operatorTypes.admin) return true;
  if (!row.business_type || !row.business_code) return false;
  // an undeclared business fails closed
  const business = attachmentBusinesses[row.business_type];
  const owner = business && (await business.ownerOf(db, row.business_code));
  if (!business || !owner) return false;
  if (business.everyone) return true;
  if (owner.parties.includes(op.operatorId)) return true;
  for (const company of owner.partyCompanies ?? []) if (await representsCompany(db, op, company)) return true;
  const registry = actsForRegistry(op);
  if (registry && op.groups.some((g) => business.reviewerGroups.includes(g))) return true;
  if (!business.readerFuncs.some((f) => op.funcs.has(f))) return false;
  if (registry) return true;
  return owner.custId !== null && (await representsCompany(db, op, owner.custId));
}
