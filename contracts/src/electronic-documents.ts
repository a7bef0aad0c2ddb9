import { z } from 'zod';
import { numeric } from './validation/input-values.ts';
import { token } from './messages.ts';
import { pageQuerySchema } from './envelope.ts';
import { attachmentTypes, extensionCodes, limitBytesOf, BYTES_PER_MB, type AttachmentExtension, type AttachmentType, type SizeUnit } from './attachments.ts';
import { projectDocumentBusinesses as pb, projectDocumentTypes as pd } from './lifecycle/project.ts';
import { certifiedDocumentBusinesses as cb, certifiedDocumentTypes as cd } from './lifecycle/certified.ts';
import { ledgerDocumentBusinesses as lb, ledgerDocumentTypes as ld } from './ledger/account-transfers.ts';
import { methodologyCollectDocumentBusiness, methodologyCollectDocumentType } from './information/methodology-collect.ts';
import { informationDocumentBusinesses as ib, informationDocumentTypes as it } from './information/index.ts';

/**
 * Electronic document settings (电子文档设置, /system/electronic, menu 4025, function 068; registry spec §2 System
 * area, §3 "Electronic document type", "Business document setting"): the document types the registry maintains
 * (name, formats, size limit and unit, template) and, per business function, the documents it takes (how many
 * at most, required or not). Every upload is checked against its type's row; a step's completion checks its
 * business's documents (gateway domain/files/document-rules.ts). Paths:
 *   GET /api/electronic/type/list, POST /api/electronic/type, PUT /api/electronic/type, DELETE /api/electronic/type/{typeNo};
 *   POST /api/electronic/type/template (multipart typeNo + file), DELETE /api/electronic/type/template/{typeNo};
 *   GET /api/electronic/template/{typeNo} (public: the template's bytes);
 *   GET /api/electronic/business-setting/list, GET /api/electronic/business-setting/{businessCode},
 *   PUT /api/electronic/business-setting (one business's documents, replaced as a whole);
 *   GET /api/electronic/business/{businessCode} (public: what a form shows), GET /api/electronic/linked-files.
 */
export const electronicPaths = {
  typeList: '/api/electronic/type/list',
  type: '/api/electronic/type',
  templateUpload: '/api/electronic/type/template',
  template: '/api/electronic/template',
  businessSettingList: '/api/electronic/business-setting/list',
  businessSetting: '/api/electronic/business-setting',
  businessDocuments: '/api/electronic/business',
  linkedFiles: '/api/electronic/linked-files',
} as const;

/** The formats a type may allow: the downloadable extensions of spec §6 (001 pdf … 005 png). */
export const documentExtensions = Object.values(extensionCodes) as [AttachmentExtension, ...AttachmentExtension[]];
export const sizeUnits = ['KB', 'MB'] as const satisfies readonly SizeUnit[];
/** 1 启用, 0 停用: a disabled type takes no uploads. */
export const documentTypeStatuses = ['1', '0'] as const;
export type DocumentTypeStatus = (typeof documentTypeStatuses)[number];

/** The largest limit a type may have, and so the upload reader's own ceiling (one fixed value, no restart on edits). */
export const MAX_DOCUMENT_MB = 50;
export const maxDocumentBytes = MAX_DOCUMENT_MB * BYTES_PER_MB;

/** attachment.business_type of a type's template: readable by everybody (a form's "download the template"). */
export const DOC_TEMPLATE_BUSINESS = 'docTemplate';
/** What a template may be: a document to fill in (the type's own formats are what is handed in). */
export const documentTemplateKind: AttachmentType = {
  code: 'TPL',
  name: { zh: '文档模板', en: 'Document template' },
  extensions: ['pdf', 'doc', 'docx'],
  maxSize: 20,
  unit: 'MB',
};

// ---- seed: what a new registry starts with (the gateway adds what was never seeded, never overwrites) ----------

export interface DocumentTypeSeed {
  typeNo: string;
  name: { zh: string; en: string };
  extensions: readonly AttachmentExtension[];
  sizeLimit: number;
  unit: SizeUnit;
}

const OFFICE = ['pdf', 'doc', 'docx'] as const;

/** The certificate types of the account forms (attachments.ts, same limits) and the project chain's types. */
export const documentTypeSeeds: readonly DocumentTypeSeed[] = [
  ...attachmentTypes.map((t) => ({ typeNo: t.code, name: t.name, extensions: t.extensions, sizeLimit: t.maxSize, unit: t.unit })),
  { typeNo: pd.designDocument, name: { zh: '项目设计文件', en: 'Project design document' }, extensions: OFFICE, sizeLimit: 50, unit: 'MB' },
  { typeNo: pd.validationReport, name: { zh: '审定报告', en: 'Validation report' }, extensions: OFFICE, sizeLimit: 50, unit: 'MB' },
  { typeNo: pd.publicityMaterial, name: { zh: '公示期补充材料', en: 'Supplementary material of the publicity period' }, extensions: OFFICE, sizeLimit: 20, unit: 'MB' },
  { typeNo: pd.commitmentLetter, name: { zh: '项目登记承诺书', en: 'Letter of commitment for registration' }, extensions: OFFICE, sizeLimit: 20, unit: 'MB' },
  { typeNo: pd.expertReport, name: { zh: '专家评估报告', en: 'Expert evaluation report' }, extensions: OFFICE, sizeLimit: 20, unit: 'MB' },
  { typeNo: pd.cancelMaterial, name: { zh: '项目注销申请材料', en: 'Project cancellation documents' }, extensions: OFFICE, sizeLimit: 20, unit: 'MB' },
  { typeNo: cd.monitoringReport, name: { zh: '减排量核算报告', en: 'Monitoring report of the reductions' }, extensions: OFFICE, sizeLimit: 50, unit: 'MB' },
  { typeNo: cd.verificationReport, name: { zh: '核证报告', en: 'Verification report' }, extensions: OFFICE, sizeLimit: 50, unit: 'MB' },
  { typeNo: cd.publicityMaterial, name: { zh: '减排量公示期补充材料', en: 'Supplementary material of the reductions publicity' }, extensions: OFFICE, sizeLimit: 20, unit: 'MB' },
  { typeNo: cd.commitmentLetter, name: { zh: '减排量登记承诺书', en: 'Letter of commitment for reduction registration' }, extensions: OFFICE, sizeLimit: 20, unit: 'MB' },
  { typeNo: cd.expertReport, name: { zh: '专家技术评估报告', en: 'Technical evaluation report' }, extensions: OFFICE, sizeLimit: 20, unit: 'MB' },
  { typeNo: cd.withdrawMaterial, name: { zh: '减排量撤回申请材料', en: 'Reduction withdrawal documents' }, extensions: OFFICE, sizeLimit: 20, unit: 'MB' },
  // the CCER ledger: a judicial freeze's document (/ccer/freezeRecord), an account transfer's proof (/account/temporary)
  { typeNo: ld.freeze, name: { zh: '冻结文书', en: 'Freeze document' }, extensions: ['pdf', 'doc', 'docx', 'jpg', 'png'], sizeLimit: 20, unit: 'MB' },
  { typeNo: ld.accountTransfer, name: { zh: '划转证明材料', en: 'Account transfer proof' }, extensions: ['pdf', 'doc', 'docx', 'jpg', 'png'], sizeLimit: 20, unit: 'MB' },
  { typeNo: ld.misconduct, name: { zh: '不良行为证明材料', en: 'Misconduct evidence' }, extensions: ['pdf', 'doc', 'docx', 'jpg', 'png'], sizeLimit: 20, unit: 'MB' },
  { typeNo: methodologyCollectDocumentType, name: { zh: '方法学建议材料', en: 'Methodology proposal documents' }, extensions: OFFICE, sizeLimit: 50, unit: 'MB' },
  // information publishing: a release's attachments, cover and body images, a banner's image, a methodology's documents
  { typeNo: it.releaseAttachment, name: { zh: '信息附件', en: 'Release attachment' }, extensions: ['pdf', 'doc', 'docx', 'jpg', 'png'], sizeLimit: 20, unit: 'MB' },
  { typeNo: it.releaseCover, name: { zh: '信息封面图片', en: 'Release cover image' }, extensions: ['jpg', 'png'], sizeLimit: 5, unit: 'MB' },
  { typeNo: it.releaseImage, name: { zh: '信息正文图片', en: 'Release body image' }, extensions: ['jpg', 'png'], sizeLimit: 5, unit: 'MB' },
  { typeNo: it.bannerImage, name: { zh: '轮播图片', en: 'Banner image' }, extensions: ['jpg', 'png'], sizeLimit: 5, unit: 'MB' },
  { typeNo: it.methodologyDocument, name: { zh: '方法学文件', en: 'Methodology document' }, extensions: OFFICE, sizeLimit: 50, unit: 'MB' },
];

/**
 * The business functions that take documents: the code calls checkBusinessDocuments with these codes at a step's
 * completion, so the registry configures their documents but cannot invent a business (the list is this one).
 */
export const documentBusinesses: readonly { code: string; name: { zh: string; en: string } }[] = [
  { code: pb.apply, name: { zh: '项目申请', en: 'Project application' } },
  { code: pb.publicityUpload, name: { zh: '公示期材料上传', en: 'Upload during publicity' } },
  { code: pb.orgReport, name: { zh: '审定报告上传', en: 'Upload of the validation report' } },
  { code: pb.registerApply, name: { zh: '项目登记申请', en: 'Application for registration' } },
  { code: pb.expertReport, name: { zh: '专家评估', en: 'Expert evaluation' } },
  { code: pb.cancel, name: { zh: '项目注销申请', en: 'Project cancellation' } },
  { code: cb.apply, name: { zh: '减排量申请', en: 'Reduction application' } },
  { code: cb.publicityUpload, name: { zh: '减排量公示期材料上传', en: 'Upload during the reductions publicity' } },
  { code: cb.orgReport, name: { zh: '核证报告上传', en: 'Upload of the verification report' } },
  { code: cb.registerApply, name: { zh: '减排量登记申请', en: 'Application for reduction registration' } },
  { code: cb.expertReport, name: { zh: '技术评估', en: 'Technical evaluation' } },
  { code: cb.withdraw, name: { zh: '减排量撤回申请', en: 'Reduction withdrawal' } },
  { code: lb.freeze, name: { zh: '减排量冻结', en: 'Freeze of units' } },
  { code: lb.accountTransfer, name: { zh: '账户划转申请', en: 'Account transfer application' } },
  { code: lb.misconduct, name: { zh: '不良行为记录', en: 'Bad-behaviour record' } },
  { code: methodologyCollectDocumentBusiness, name: { zh: '方法学征集', en: 'Methodology proposal' } },
  { code: ib.releaseAttachment, name: { zh: '信息发布附件', en: 'Release attachments' } },
  { code: ib.releaseCover, name: { zh: '信息发布封面', en: 'Release cover' } },
  { code: ib.releaseImage, name: { zh: '信息发布正文图片', en: 'Release body images' } },
  { code: ib.bannerImage, name: { zh: '轮播图', en: 'Banner image' } },
  { code: ib.methodologyDocument, name: { zh: '方法学', en: 'Methodology' } },
];
export const documentBusinessCodes = documentBusinesses.map((b) => b.code) as [string, ...string[]];
export const documentBusinessOf = (code: string) => documentBusinesses.find((b) => b.code === code);

export interface BusinessDocumentSeed {
  businessCode: string;
  typeNo: string;
  docNumber: number;
  required: boolean;
}

export const businessDocumentSeeds: readonly BusinessDocumentSeed[] = [
  { businessCode: pb.apply, typeNo: pd.designDocument, docNumber: 5, required: true },
  { businessCode: pb.publicityUpload, typeNo: pd.publicityMaterial, docNumber: 10, required: false },
  { businessCode: pb.orgReport, typeNo: pd.validationReport, docNumber: 5, required: true },
  { businessCode: pb.registerApply, typeNo: pd.commitmentLetter, docNumber: 1, required: true },
  { businessCode: pb.expertReport, typeNo: pd.expertReport, docNumber: 1, required: true },
  { businessCode: pb.cancel, typeNo: pd.cancelMaterial, docNumber: 5, required: true },
  { businessCode: cb.apply, typeNo: cd.monitoringReport, docNumber: 5, required: true },
  { businessCode: cb.publicityUpload, typeNo: cd.publicityMaterial, docNumber: 10, required: false },
  { businessCode: cb.orgReport, typeNo: cd.verificationReport, docNumber: 5, required: true },
  { businessCode: cb.registerApply, typeNo: cd.commitmentLetter, docNumber: 1, required: true },
  { businessCode: cb.expertReport, typeNo: cd.expertReport, docNumber: 1, required: true },
  { businessCode: cb.withdraw, typeNo: cd.withdrawMaterial, docNumber: 5, required: true },
  { businessCode: lb.freeze, typeNo: ld.freeze, docNumber: 5, required: true },
  { businessCode: lb.accountTransfer, typeNo: ld.accountTransfer, docNumber: 10, required: true },
  { businessCode: lb.misconduct, typeNo: ld.misconduct, docNumber: 10, required: true },
  { businessCode: methodologyCollectDocumentBusiness, typeNo: methodologyCollectDocumentType, docNumber: 10, required: true },
  { businessCode: ib.releaseAttachment, typeNo: it.releaseAttachment, docNumber: 20, required: false },
  { businessCode: ib.releaseCover, typeNo: it.releaseCover, docNumber: 1, required: false },
  { businessCode: ib.releaseImage, typeNo: it.releaseImage, docNumber: 99, required: false },
  { businessCode: ib.bannerImage, typeNo: it.bannerImage, docNumber: 1, required: true },
  { businessCode: ib.methodologyDocument, typeNo: it.methodologyDocument, docNumber: 20, required: false },
];

// ---- document types (文档类型) ------------------------------------------------------------------------------------

export const TYPE_NAME_MAX = 64;
export const TYPE_NAME_EN_MAX = 128;
/** How many files of one type a business may take at most. */
export const DOC_NUMBER_MAX = 99;

/** A type code: one capital letter and two digits (B02, P01), as the download call addresses attachments. */
export const TYPE_NO = /^[A-Z]\d{2}$/;
const typeNoField = z
  .string({ error: token('documentTypeNoRequired') })
  .trim()
  .min(1, { error: token('documentTypeNoRequired') })
  .regex(TYPE_NO, { error: token('documentTypeNoFormat') });

const filterText = (max: number) => z.string().trim().max(max, { error: token('maxLength', max) }).optional().transform((v) => v || undefined);

const documentTypeFields = z.object({
  typeNo: typeNoField,
  typeName: z
    .string({ error: token('documentTypeNameRequired') })
    .trim()
    .min(1, { error: token('documentTypeNameRequired') })
    .max(TYPE_NAME_MAX, { error: token('maxLength', TYPE_NAME_MAX) }),
  typeNameEn: z.string().trim().max(TYPE_NAME_EN_MAX, { error: token('maxLength', TYPE_NAME_EN_MAX) }).optional().nullable(),
  extensions: z
    .array(z.enum(documentExtensions, { error: token('documentExtensionsRequired') }), { error: token('documentExtensionsRequired') })
    .min(1, { error: token('documentExtensionsRequired') })
    .transform((list) => documentExtensions.filter((e) => list.includes(e))),
  sizeLimit: numeric(
    z
      .number({ error: token('documentSizeLimitRequired') })
      .positive({ error: token('documentSizeLimitPositive') })
      .multipleOf(0.01, { error: token('documentSizeLimitPositive') }),
  ),
  unit: z.enum(sizeUnits, { error: token('documentUnitRequired') }),
  status: z.enum(documentTypeStatuses, { error: token('documentStatusRequired') }).default('1'),
  sort: numeric(z.number({ error: token('nonNegativeInteger') }).int({ error: token('nonNegativeInteger') }).min(0, { error: token('nonNegativeInteger') }).max(9999, { error: token('notGreaterThan', 9999) }).default(0)),
});

/** The limit in bytes may not pass the upload reader's ceiling; the message sits on sizeLimit. */
const withinCeiling = (t: { sizeLimit: number; unit: SizeUnit }) => limitBytesOf({ maxSize: t.sizeLimit, unit: t.unit }) <= maxDocumentBytes;
const withinCeilingIssue = { error: token('documentSizeLimitMax', MAX_DOCUMENT_MB), path: ['sizeLimit'] };

export const documentTypeAddBody = documentTypeFields.refine(withinCeiling, withinCeilingIssue);
export type DocumentTypeAddBody = z.input<typeof documentTypeAddBody>;
export const documentTypeEditBody = documentTypeFields
  .extend({ version: numeric(z.number({ error: token('staleVersion') }).int().positive()) })
  .refine(withinCeiling, withinCeilingIssue);
export type DocumentTypeEditBody = z.input<typeof documentTypeEditBody>;
export const typeNoParams = z.object({ typeNo: typeNoField });
/** A template upload's multipart text fields (the file comes beside them). */
export const templateUploadFields = z.object({ typeNo: typeNoField });

export const documentTypeListQuery = pageQuerySchema.extend({
  typeNo: filterText(8),
  typeName: filterText(TYPE_NAME_MAX),
  status: z.enum(documentTypeStatuses).optional().or(z.literal('').transform(() => undefined)),
});
export type DocumentTypeListQuery = z.input<typeof documentTypeListQuery>;

export const documentTypeRowSchema = z.object({
  typeNo: z.string(),
  typeName: z.string(),
  typeNameEn: z.string(),
  extensions: z.array(z.enum(documentExtensions)),
  sizeLimit: z.number(),
  unit: z.enum(sizeUnits),
  status: z.enum(documentTypeStatuses),
  sort: z.number().int(),
  /** The template's file name; null: none uploaded. */
  templateName: z.string().nullable(),
  /** How many business settings use the type (it cannot be deleted while any does). */
  usedBy: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type DocumentTypeRow = z.infer<typeof documentTypeRowSchema>;
export const documentTypeSavedSchema = z.object({ typeNo: z.string(), version: z.number().int() });

// ---- business document settings (业务文档设置) -------------------------------------------------------------------

const businessCodeField = z.enum(documentBusinessCodes, { error: token('documentBusinessUnknown') });

export const businessSettingListQuery = pageQuerySchema.extend({ businessName: filterText(64) });
export type BusinessSettingListQuery = z.input<typeof businessSettingListQuery>;

const settingDocumentSchema = z.object({
  typeNo: z.string(),
  typeName: z.string(),
  typeNameEn: z.string(),
  docNumber: z.number().int(),
  required: z.boolean(),
});
export type SettingDocument = z.infer<typeof settingDocumentSchema>;

export const businessSettingRowSchema = z.object({
  businessCode: z.string(),
  businessName: z.string(),
  businessNameEn: z.string(),
  documents: z.array(settingDocumentSchema),
});
export type BusinessSettingRow = z.infer<typeof businessSettingRowSchema>;
export const businessCodeParams = z.object({ businessCode: businessCodeField });

/** One business's documents, replaced as a whole (add, remove, number, required). */
export const businessSettingSaveBody = z.object({
  businessCode: businessCodeField,
  documents: z
    .array(
      z.object({
        typeNo: typeNoField,
        docNumber: numeric(
          z
            .number({ error: token('documentNumberRange', DOC_NUMBER_MAX) })
            .int({ error: token('documentNumberRange', DOC_NUMBER_MAX) })
            .min(1, { error: token('documentNumberRange', DOC_NUMBER_MAX) })
            .max(DOC_NUMBER_MAX, { error: token('documentNumberRange', DOC_NUMBER_MAX) }),
        ),
        required: z.boolean().default(false),
      }),
    )
    .max(50)
    .superRefine((docs, ctx) => {
      docs.forEach((d, i) => {
        if (docs.findIndex((o) => o.typeNo === d.typeNo) < i) ctx.addIssue({ code: 'custom', path: [i, 'typeNo'], message: token('documentTypeRepeated') });
      });
    }),
});
export type BusinessSettingSaveBody = z.input<typeof businessSettingSaveBody>;

// ---- what a form reads and sends ---------------------------------------------------------------------------------

/** A document a form shows for its business: the type's formats and limit, how many files, required, template. */
export const formDocumentSchema = z.object({
  typeNo: z.string(),
  typeName: z.string(),
  typeNameEn: z.string(),
  extensions: z.array(z.enum(documentExtensions)),
  sizeLimit: z.number(),
  unit: z.enum(sizeUnits),
  docNumber: z.number().int(),
  required: z.boolean(),
  hasTemplate: z.boolean(),
});
export type FormDocument = z.infer<typeof formDocumentSchema>;

/** The upload checks of a form document (web pre-checks and the gateway check the same limits). */
export const attachmentTypeOfDocument = (d: Pick<FormDocument, 'typeNo' | 'typeName' | 'typeNameEn' | 'extensions' | 'sizeLimit' | 'unit'>): AttachmentType => ({
  code: d.typeNo,
  name: { zh: d.typeName, en: d.typeNameEn || d.typeName },
  extensions: d.extensions,
  maxSize: d.sizeLimit,
  unit: d.unit,
});

export const linkedFilesQuery = z.object({
  businessType: z.string().trim().min(1).max(40),
  businessKey: z.string().trim().min(1).max(64),
});
/** A file linked to a business row, as a form lists it (its address downloads it: /api/file/download/single). */
export const linkedFileSchema = z.object({
  fileId: z.string(),
  typeNo: z.string(),
  fileName: z.string(),
  path: z.string(),
  size: z.number().int(),
  businessCode: z.string().nullable(),
});
export type LinkedFile = z.infer<typeof linkedFileSchema>;

/**
 * The documents field of a step's body: uploaded file ids per type ({ P01: [id, …] }). The gateway links them
 * (linkDocuments) and checks the business's rules (checkBusinessDocuments); errors name `files.<typeNo>`.
 */
export const documentFilesField = z.record(typeNoField, z.array(z.string().uuid({ error: token('documentFileUnknown') })).max(DOC_NUMBER_MAX));
export type DocumentFiles = z.infer<typeof documentFilesField>;
/** The uploaded files a form hands in with its business row (POST /api/file/upload ids); the gateway links them (linkDocuments). */
export const documentFileIds = z.array(z.string().uuid()).max(50).optional();
/** All ids of a documents field, in order. */
export const fileIdsOf = (files: DocumentFiles | undefined): string[] => Object.values(files ?? {}).flat();
