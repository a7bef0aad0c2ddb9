import { createHash, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import {
  attachmentTypeOf,
  attachmentReaderFuncs,
  extensionOf,
  extensionMimeTypes,
  operatorTypes,
  BYTES_PER_MB,
  type AttachmentExtension,
  type AttachmentType,
  type UploadedAttachment,
} from '@ccer/contracts';
import { AppError } from '../../errors.ts';
import type { Operator } from '../../plugins/auth.ts';
import type { FileStore } from './file-store.ts';
import { sniffExtension } from './sniff.ts';

const fieldError = (field: string, message: string) => new AppError(400, 'BAD_REQUEST', 'badRequest', [{ field, message }]);

export function attachmentTypeOrThrow(typeNo: string | undefined): AttachmentType {
  if (!typeNo) throw fieldError('typeNo', 'attachmentTypeRequired');
  const type = attachmentTypeOf(typeNo);
  if (!type) throw fieldError('typeNo', 'attachmentTypeInvalid');
  return type;
}

export function tooLarge(type: AttachmentType | undefined, fallbackMb: number): AppError {
  return fieldError('file', `attachmentTooLarge:${type?.maxSize ?? fallbackMb}`);
}

/**
 * The checks of one upload, in the order a user can fix them: type code, name's extension allowed
 * for the type, size, then the content really being what the extension says.
 */
export async function checkUpload(typeNo: string | undefined, fileName: string, data: Buffer): Promise<{ type: AttachmentType; ext: AttachmentExtension }> {
  const type = attachmentTypeOrThrow(typeNo);
  const ext = extensionOf(fileName);
  const allowed = type.extensions.join('、');
  if (!(type.extensions as readonly string[]).includes(ext)) throw fieldError('file', `attachmentExtension:${allowed}`);
  if (data.length === 0) throw fieldError('file', 'attachmentEmpty');
  if (data.length > type.maxSize * BYTES_PER_MB) throw tooLarge(type, type.maxSize);
  const sniffed = await sniffExtension(data);
  if (sniffed !== ext) throw fieldError('file', `attachmentContentMismatch:${ext}`);
  return { type, ext: ext as AttachmentExtension };
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
  uploader_cust_id: string | null;
}

/**
 * The attachment an operator may download, or undefined (the caller answers 404, so a stranger
 * learns nothing about other users' files). Readers: the uploader, colleagues of the uploader's
 * company (same custId), system administrators, and holders of attachmentReaderFuncs (account reviewers).
 */
export async function findReadableAttachment(
  db: Knex,
  op: Operator,
  query: { typeNo: string; filePath: string; businessCode?: string },
): Promise<AttachmentRow | undefined> {
  const q = db('attachment as a')
    .leftJoin('operator as o', 'o.operator_id', 'a.uploaded_by')
    .where({ 'a.store_key': query.filePath, 'a.type_no': query.typeNo })
    .first<AttachmentRow | undefined>('a.id', 'a.type_no', 'a.original_name', 'a.mime', 'a.store_key', 'a.uploaded_by', 'o.cust_id as uploader_cust_id');
  if (query.businessCode) q.where('a.business_code', query.businessCode);
  const row = await q;
  if (!row) return undefined;
  return mayRead(op, row) ? row : undefined;
}

export function mayRead(op: Pick<Operator, 'operatorId' | 'operatorType' | 'custId' | 'funcs'>, row: Pick<AttachmentRow, 'uploaded_by' | 'uploader_cust_id'>): boolean {
  if (row.uploaded_by && row.uploaded_by === op.operatorId) return true;
  if (op.custId && row.uploader_cust_id && op.custId === row.uploader_cust_id) return true;
  if (op.operatorType === operatorTypes.admin) return true;
  return attachmentReaderFuncs.some((f) => op.funcs.has(f));
}
