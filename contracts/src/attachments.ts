import { z } from 'zod';
import { token } from './messages.ts';

/**
 * Attachments (accounts spec §3.2, §3.5, §3.8, §6, §9; registry spec §3 "Electronic document type",
 * "Attachment entry"). The spec lists the certificate attachment type codes only; the names, allowed
 * formats and size limits below are our reading. They are the seed of the registry's electronic document
 * types (electronic-documents.ts): uploads are checked against the registry's table, which starts with these.
 */

/** File extension codes (spec §6: downloadable extensions by type code). */
export const extensionCodes = { '001': 'pdf', '002': 'doc', '003': 'docx', '004': 'jpg', '005': 'png' } as const;
export type ExtensionCode = keyof typeof extensionCodes;
export type AttachmentExtension = (typeof extensionCodes)[ExtensionCode];

export const extensionMimeTypes: Record<AttachmentExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** The extension a file name ends with, lower case; `jpeg` counts as `jpg`. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const ext = dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  return ext === 'jpeg' ? 'jpg' : ext;
}

export type SizeUnit = 'KB' | 'MB';

/** An electronic document type (registry spec §3): type name, format, size limit and unit. */
export interface AttachmentType {
  code: string;
  name: { zh: string; en: string };
  extensions: readonly AttachmentExtension[];
  /** Size limit in `unit`. */
  maxSize: number;
  unit: SizeUnit;
}

const IMAGE_OR_PDF = ['pdf', 'jpg', 'png'] as const;
const ANY_DOCUMENT = ['pdf', 'doc', 'docx', 'jpg', 'png'] as const;

/** Certificate attachment types of spec §9 (B02, B05, C01, C15, A09, C17, U02, U03, U05, U06). */
export const attachmentTypes: readonly AttachmentType[] = [
  // §3.5 individual public account: required and shown; identity scans
  { code: 'B02', name: { zh: '身份证明文件（正面）', en: 'Identity document (front)' }, extensions: IMAGE_OR_PDF, maxSize: 5, unit: 'MB' },
  { code: 'B05', name: { zh: '身份证明文件（反面）', en: 'Identity document (back)' }, extensions: IMAGE_OR_PDF, maxSize: 5, unit: 'MB' },
  // §3.5 institution public account; company and organisation certificates
  { code: 'C01', name: { zh: '机构身份证明文件', en: 'Organisation certificate' }, extensions: IMAGE_OR_PDF, maxSize: 10, unit: 'MB' },
  { code: 'C15', name: { zh: '法定代表人授权委托书', en: 'Power of attorney of the legal representative' }, extensions: ANY_DOCUMENT, maxSize: 10, unit: 'MB' },
  { code: 'A09', name: { zh: '开户申请表（签字盖章）', en: 'Account application form (signed and sealed)' }, extensions: ANY_DOCUMENT, maxSize: 10, unit: 'MB' },
  // registry spec: C17 is required when the representatives' work units differ
  { code: 'C17', name: { zh: '代表人工作单位证明', en: "Proof of the representatives' work unit" }, extensions: ANY_DOCUMENT, maxSize: 10, unit: 'MB' },
  { code: 'U02', name: { zh: '法定代表人身份证明文件', en: 'Identity document of the legal representative' }, extensions: IMAGE_OR_PDF, maxSize: 10, unit: 'MB' },
  { code: 'U03', name: { zh: '账户代表身份证明文件', en: 'Identity document of the account representative' }, extensions: IMAGE_OR_PDF, maxSize: 10, unit: 'MB' },
  // registry spec: U05 and U06 are shown and required only for project owners (custType 01)
  { code: 'U05', name: { zh: '项目业主承诺书', en: "Project owner's letter of commitment" }, extensions: ANY_DOCUMENT, maxSize: 10, unit: 'MB' },
  { code: 'U06', name: { zh: '项目业主证明材料', en: "Project owner's supporting documents" }, extensions: ANY_DOCUMENT, maxSize: 10, unit: 'MB' },
];

export const attachmentTypeCodes = attachmentTypes.map((t) => t.code) as [string, ...string[]];

/**
 * Files added to a task with an approval opinion (registry spec §4; kept by the engine with the task):
 * the document kinds whose content the gateway can verify, checked like every other upload.
 */
export const taskAttachmentType: AttachmentType = {
  code: 'TASK',
  name: { zh: '审批附件', en: 'Approval attachment' },
  extensions: ANY_DOCUMENT,
  maxSize: 10,
  unit: 'MB',
};

export function attachmentTypeOf(code: string): AttachmentType | undefined {
  return attachmentTypes.find((t) => t.code === code);
}

export const BYTES_PER_KB = 1024;
export const BYTES_PER_MB = 1024 * 1024;
/** A type's size limit in bytes. */
export const limitBytesOf = (type: Pick<AttachmentType, 'maxSize' | 'unit'>): number => Math.floor(type.maxSize * (type.unit === 'KB' ? BYTES_PER_KB : BYTES_PER_MB));
/** The "too large" message token of a type, in its own unit. */
export const tooLargeToken = (type: Pick<AttachmentType, 'maxSize' | 'unit'>): string =>
  type.unit === 'KB' ? `attachmentTooLargeKb:${type.maxSize}` : `attachmentTooLarge:${type.maxSize}`;

/** The `accept` list of a file picker for one type, e.g. ".pdf,.jpg,.jpeg,.png". */
export function acceptOf(type: AttachmentType): string {
  return type.extensions.flatMap((e) => (e === 'jpg' ? ['.jpg', '.jpeg'] : [`.${e}`])).join(',');
}


/** An attachment entry of a form (spec §3.2): the type code and the stored path. */
export const attachmentEntrySchema = z.object({
  typeno: z.enum(attachmentTypeCodes, { message: token('attachmentTypeInvalid') }),
  path: z.string({ message: token('required') }).min(1, token('required')).max(256, token('maxLength', 256)),
});
export type AttachmentEntry = z.infer<typeof attachmentEntrySchema>;

/**
 * The upload's multipart text fields (the file comes beside them): the type code, which the upload looks up and
 * names when unknown, and the business the file is for.
 */
export const attachmentUploadFields = z.object({
  typeNo: z.string().max(16, { error: token('attachmentTypeInvalid') }).optional(),
  businessCode: z.string().max(64, { error: token('maxLength', 64) }).optional(),
});

/** What POST /api/file/upload answers. */
export const uploadedAttachmentSchema = z.object({
  fileId: z.string(),
  typeno: z.string(),
  path: z.string(),
  fileName: z.string(),
  size: z.number().int(),
});
export type UploadedAttachment = z.infer<typeof uploadedAttachmentSchema>;

/** The upload URLs: signed-in, and the rate-limited public one for registration pages. */
export const attachmentUrls = {
  upload: '/api/file/upload',
  uploadPublic: '/api/file/upload-public',
  download: '/api/file/download/single',
} as const;
/** groupName of stored attachments in GET /api/file/download/single ('manual' is the operator manual). */
export const ATTACHMENT_GROUP = 'attachment';
