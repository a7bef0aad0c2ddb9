import { z } from 'zod';
import { numeric } from '../validation/input-values.ts';
import { registryDateTimeOf } from '../validation/registry-time.ts';
import { pageQuerySchema } from '../envelope.ts';
import { token } from '../messages.ts';
import { isoDateField } from '../calendar.ts';
import { businessTypes } from '../workflow.ts';
import { functionCodes as fc } from '../functions/index.ts';
import { projectTypes } from '../reference/project-types.ts';
import { codesOf, nameIn } from '../code-table.ts';

/**
 * Information publishing (信息发布, /information, menus 5001–5015; issue 14): the portal's columns (023), the articles
 * released in them (021; removal 022), the home page's banners (020) and the methodology library (019). The public
 * portal reads the same tables signed out; these are the registry's back-office calls (tags 'information'):
 *
 *   GET  /api/information/column/tree           every column, ordered (parent, sort), with its release count (023)
 *   POST /api/information/column/save           add (no id) or edit (id + version) a column (023)
 *   POST /api/information/column/remove         remove a column without releases or children (023)
 *   POST /api/information/release/list          releases, one page (title, column, status) (021, 022)
 *   GET  /api/information/release/detail?id=    one release with its body, cover and attachments (021, 022)
 *   POST /api/information/release/save          add or edit a release; a new one is a draft (021)
 *   POST /api/information/release/publish      publish now, or at a future publishAt (scheduled) (021)
 *   POST /api/information/release/withdraw     withdraw a published release (021)
 *   POST /api/information/release/pin          pin or unpin (021)
 *   POST /api/information/release/remove       remove a draft or withdrawn release (022)
 *   POST /api/information/banner/list | GET banner/detail?id= | POST banner/save | POST banner/remove   (020)
 *   POST /api/information/methodology/list | GET methodology/detail?id= | POST methodology/save | POST methodology/withdraw (019)
 *   GET  /api/information/methodology/options?projectType=   in-force methodologies for the project form (053, 056, 019)
 *
 * The body of a release is HTML sanitised on the server with an allow-list before it is stored. Files go through the
 * file upload (/api/file/upload) and are linked to the row (attachment.business_type = the row's business type,
 * business_code = its id): a release's attachments (I01), cover (I02) and body images (I03), a banner's image (I04), a
 * methodology's documents (I05). Published releases', enabled banners' and methodologies' files are read signed out
 * through GET /api/file/download/public?filePath= (the file module's public rule, owners.ts publicRead).
 */
export const informationPaths = {
  columnTree: '/api/information/column/tree',
  columnSave: '/api/information/column/save',
  columnRemove: '/api/information/column/remove',
  releaseList: '/api/information/release/list',
  releaseDetail: '/api/information/release/detail',
  releaseSave: '/api/information/release/save',
  releasePublish: '/api/information/release/publish',
  releaseWithdraw: '/api/information/release/withdraw',
  releasePin: '/api/information/release/pin',
  releaseRemove: '/api/information/release/remove',
  bannerList: '/api/information/banner/list',
  bannerDetail: '/api/information/banner/detail',
  bannerSave: '/api/information/banner/save',
  bannerRemove: '/api/information/banner/remove',
  methodologyList: '/api/information/methodology/list',
  methodologyDetail: '/api/information/methodology/detail',
  methodologySave: '/api/information/methodology/save',
  methodologyWithdraw: '/api/information/methodology/withdraw',
  methodologyOptions: '/api/information/methodology/options',
} as const;

/** The signed-out download of a public file (published release, enabled banner, methodology), by its store path. */
export const PUBLIC_FILE_PATH = '/api/file/download/public';
export const publicFileUrl = (storeKey: string) => `${PUBLIC_FILE_PATH}?filePath=${encodeURIComponent(storeKey)}`;

export const INFO_COLUMN_BUSINESS = businessTypes.infoColumn;
export const INFO_RELEASE_BUSINESS = businessTypes.infoRelease;
export const INFO_BANNER_BUSINESS = businessTypes.infoBanner;
export const METHODOLOGY_BUSINESS = businessTypes.methodology;

/** Electronic document types of the area (the registry may change formats and sizes in 电子文档设置). */
export const informationDocumentTypes = {
  releaseAttachment: 'I01',
  releaseCover: 'I02',
  releaseImage: 'I03',
  bannerImage: 'I04',
  methodologyDocument: 'I05',
} as const;
/** The business-document settings that take them (one per upload list of a form). */
export const informationDocumentBusinesses = {
  releaseAttachment: 'infoRelease',
  releaseCover: 'infoReleaseCover',
  releaseImage: 'infoReleaseImage',
  bannerImage: 'infoBanner',
  methodologyDocument: 'methodology',
} as const;

/** Who may pick a methodology for a project or a reduction: an applicant (053, 056) or the library's keeper (019). */
export const methodologyPickerFuncs = [fc.projectAdd, fc.certifiedAdd, fc.methodology] as const;

// ---- shared fields -------------------------------------------------------------------------------------------------

/** A row id (bigint serial) as the API carries it. */
const rowNumber = z.number().int().positive();
const rowId = numeric(rowNumber.meta({ label: 'id' }));
const optionalRowId = numeric(rowNumber.meta({ label: 'id' }).optional());
const versionNumber = z.number().int().positive().meta({ label: 'version' });
const versionField = numeric(versionNumber);
const optionalVersion = numeric(versionNumber.optional());
const label = (key: string) => ({ label: key });
const text = (max: number, key: string) => z.string().trim().min(1).max(max).meta(label(key));
const optionalText = (max: number, key: string) =>
  z
    .string()
    .trim()
    .max(max)
    .meta(label(key))
    .nullish()
    .transform((v) => v || null);
const fileId = z.uuid().meta(label('fileId'));

/** A date and time, read as registry time when it names no zone (registryDateTimeOf). */
export const registryInstant = (key: string) =>
  z
    .string()
    .trim()
    .transform((s, ctx) => {
      const d = registryDateTimeOf(s);
      if (!d) {
        ctx.issues.push({ code: 'custom', input: s, message: token('infoTimeFormat') });
        return z.NEVER;
      }
      return d.toISOString();
    })
    .meta(label(key));

/** A file as a form and a detail show it. */
export const infoFileSchema = z.object({ fileId: z.string(), typeNo: z.string(), fileName: z.string(), path: z.string(), size: z.number().int() });
export type InfoFile = z.infer<typeof infoFileSchema>;

export const infoIdQuery = z.object({ id: rowId });
export const infoIdVersionBody = z.object({ id: rowId, version: versionField });
export type InfoIdVersionBody = z.infer<typeof infoIdVersionBody>;

// ---- columns (栏目管理, 023) -------------------------------------------------------------------------------------------

export const COLUMN_CODE = /^[a-zA-Z][a-zA-Z0-9_-]{0,31}$/;

export const columnSaveBody = z.object({
  id: optionalRowId,
  version: optionalVersion,
  parentId: numeric(rowNumber.meta(label('infoParentColumn')).optional()).transform((v) => v ?? null),
  code: z.string().trim().min(1).max(32).regex(COLUMN_CODE, { error: token('infoColumnCodeFormat') }).meta(label('infoColumnCode')),
  nameZh: text(50, 'infoColumnNameZh'),
  nameEn: text(100, 'infoColumnNameEn'),
  sort: numeric(z.number().int().min(0).max(9999).meta(label('infoSort')).default(0)),
  visible: z.boolean().meta(label('infoVisible')).default(true),
});
export type ColumnSaveBody = z.input<typeof columnSaveBody>;

export const columnRowSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  sort: z.number().int(),
  visible: z.boolean(),
  /** Releases in the column (any status): a column with releases or children cannot be removed. */
  releaseCount: z.number().int(),
  childCount: z.number().int(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type ColumnRow = z.infer<typeof columnRowSchema>;

// ---- releases (信息发布, 021/022) ---------------------------------------------------------------------------------------

export const releaseStatuses = {
  draft: { zh: '草稿', en: 'Draft' },
  published: { zh: '已发布', en: 'Published' },
  withdrawn: { zh: '已撤回', en: 'Withdrawn' },
} as const;
export type ReleaseStatus = keyof typeof releaseStatuses;
export const releaseStatusCodes = codesOf(releaseStatuses);
/** What a list shows and filters by: a published release with a future publish time is scheduled. */
export const releaseStates = { ...releaseStatuses, scheduled: { zh: '定时发布', en: 'Scheduled' } } as const;
export type ReleaseState = keyof typeof releaseStates;
export const releaseStateCodes = codesOf(releaseStates);
export const releaseStateName = nameIn(releaseStates);

/** The most HTML a body may carry (before sanitising). */
export const RELEASE_BODY_MAX = 500_000;

export const releaseSaveBody = z.object({
  id: optionalRowId,
  version: optionalVersion,
  columnId: numeric(rowNumber.meta(label('infoColumn'))),
  title: text(200, 'infoTitle'),
  summary: optionalText(500, 'infoSummary'),
  source: optionalText(100, 'infoSource'),
  bodyHtml: z.string().max(RELEASE_BODY_MAX).meta(label('infoBody')).default(''),
  /** The cover image (I02), uploaded first; null removes it. */
  coverFileId: fileId.nullish(),
  /** The attachments (I01), uploaded first: the release's attachments become exactly these. */
  fileIds: z.array(fileId).max(20).meta(label('infoAttachments')).optional(),
});
export type ReleaseSaveBody = z.input<typeof releaseSaveBody>;

export const releasePublishBody = infoIdVersionBody.extend({
  /** When it becomes public (China time when no zone); absent or null: now. A future time schedules it. */
  publishAt: registryInstant('infoPublishAt').nullish(),
});
export type ReleasePublishBody = z.input<typeof releasePublishBody>;

export const releasePinBody = infoIdVersionBody.extend({ pinned: z.boolean().meta(label('infoPinned')) });
export type ReleasePinBody = z.infer<typeof releasePinBody>;

/** A search box's text; `labelKey` names it where its field name is another area's (`code` is also the captcha's). */
const filterText = (max: number, labelKey?: string) => {
  const text = z.string().trim().max(max);
  return (labelKey ? text.meta(label(labelKey)) : text).optional().transform((v) => v || undefined);
};

export const releaseListQuery = pageQuerySchema.extend({
  title: filterText(200),
  columnId: numeric(rowNumber.optional()),
  state: z.enum(releaseStateCodes).optional().or(z.literal('').transform(() => undefined)),
});
export type ReleaseListQuery = z.input<typeof releaseListQuery>;

export const releaseRowSchema = z.object({
  id: z.number().int(),
  columnId: z.number().int(),
  columnName: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  source: z.string().nullable(),
  status: z.enum(releaseStatusCodes),
  /** status, or scheduled for a published release whose time has not come. */
  state: z.enum(releaseStateCodes),
  stateName: z.string(),
  /** ISO instants (shown in China time). */
  publishAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  pinned: z.boolean(),
  viewCount: z.number().int(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
  version: z.number().int(),
});
export type ReleaseRow = z.infer<typeof releaseRowSchema>;

export const releaseDetailSchema = releaseRowSchema.extend({
  bodyHtml: z.string(),
  cover: infoFileSchema.nullable(),
  attachments: z.array(infoFileSchema),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type ReleaseDetail = z.infer<typeof releaseDetailSchema>;

// ---- banners (轮播图, 020) --------------------------------------------------------------------------------------------

/** A banner's link: a web address (http, https) or a path of the registry's own site. */
export const BANNER_LINK = /^(https?:\/\/[^\s<>"']+|\/[^\s<>"'/][^\s<>"']*|\/)$/i;

export const bannerSaveBody = z
  .object({
    id: optionalRowId,
    version: optionalVersion,
    title: text(100, 'infoBannerTitle'),
    /** The image's text alternative (WCAG 1.1.1): required. */
    altText: text(200, 'infoAltText'),
    imageFileId: fileId.meta(label('infoBannerImage')),
    linkUrl: z.string().trim().max(500).regex(BANNER_LINK, { error: token('infoLinkFormat') }).meta(label('infoLink')).nullish().or(z.literal('')).transform((v) => v || null),
    sort: numeric(z.number().int().min(0).max(9999).meta(label('infoSort')).default(0)),
    validFrom: registryInstant('infoValidFrom').nullish(),
    validTo: registryInstant('infoValidTo').nullish(),
    enabled: z.boolean().meta(label('infoEnabled')).default(true),
  })
  .refine((b) => !b.validFrom || !b.validTo || b.validTo > b.validFrom, { error: token('infoValidPeriod'), path: ['validTo'] });
export type BannerSaveBody = z.input<typeof bannerSaveBody>;

export const bannerStates = {
  active: { zh: '展示中', en: 'Showing' },
  upcoming: { zh: '未开始', en: 'Not started' },
  expired: { zh: '已过期', en: 'Expired' },
  disabled: { zh: '已停用', en: 'Disabled' },
} as const;
export type BannerState = keyof typeof bannerStates;
export const bannerStateCodes = codesOf(bannerStates);

export const bannerListQuery = pageQuerySchema.extend({
  title: filterText(100),
  state: z.enum(bannerStateCodes).optional().or(z.literal('').transform(() => undefined)),
});
export type BannerListQuery = z.input<typeof bannerListQuery>;

export const bannerRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  altText: z.string(),
  linkUrl: z.string().nullable(),
  sort: z.number().int(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  enabled: z.boolean(),
  state: z.enum(bannerStateCodes),
  stateName: z.string(),
  image: infoFileSchema.nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type BannerRow = z.infer<typeof bannerRowSchema>;

// ---- methodologies (方法学, 019) --------------------------------------------------------------------------------------

/** The sixteen sectoral scopes (field 01–16) are the project-type tree's level-0 entries, A … P in order. */
export const methodologyFields = projectTypes
  .filter((t) => t.level === 0)
  .map((t, i) => ({ code: String(i + 1).padStart(2, '0'), typeId: t.typeId, zh: t.typeName, en: t.typeNameEn }));
export const methodologyFieldCodes = methodologyFields.map((f) => f.code) as [string, ...string[]];
export const methodologyFieldName = (code: string, lang: 'zh' | 'en') => methodologyFields.find((f) => f.code === code)?.[lang] ?? code;
/** The level-2 project types of a field (its scope letter). */
export const projectTypesOfField = (fieldCode: string) => {
  const scope = methodologyFields.find((f) => f.code === fieldCode)?.typeId;
  return scope ? projectTypes.filter((t) => t.level === 2 && t.typeId.startsWith(scope)) : [];
};

/** The real number format: CCER-{field}-{seq}-V{version}, e.g. CCER-14-001-V01. */
export const METHODOLOGY_CODE = /^CCER-(\d{2})-(\d{3})-V(\d{2})$/;
export const methodologyCode = (fieldCode: string, seq: number, versionNo: number) =>
  `CCER-${fieldCode}-${String(seq).padStart(3, '0')}-V${String(versionNo).padStart(2, '0')}`;

export const methodologyLibraryStatuses = {
  inForce: { zh: '有效', en: 'In force' },
  withdrawn: { zh: '已废止', en: 'Withdrawn' },
} as const;
export type MethodologyLibraryStatus = keyof typeof methodologyLibraryStatuses;
export const methodologyLibraryStatusCodes = codesOf(methodologyLibraryStatuses);
export const methodologyLibraryStatusName = nameIn(methodologyLibraryStatuses);

export const methodologySaveBody = z
  .object({
    id: optionalRowId,
    version: optionalVersion,
    fieldCode: z.enum(methodologyFieldCodes).meta(label('infoMethodologyField')),
    seq: numeric(z.number().int().min(1).max(999).meta(label('infoMethodologySeq'))),
    versionNo: numeric(z.number().int().min(1).max(99).meta(label('infoMethodologyVersion'))),
    nameZh: text(200, 'infoMethodologyNameZh'),
    nameEn: optionalText(300, 'infoMethodologyNameEn'),
    projectTypes: z.array(z.string().max(16)).min(1).max(50).meta(label('infoProjectTypes')),
    effectiveDate: isoDateField.meta(label('infoEffectiveDate')).nullish(),
    summary: optionalText(2000, 'infoMethodologySummary'),
    /** The documents (I05), uploaded first: the methodology's documents become exactly these. */
    fileIds: z.array(fileId).max(20).meta(label('infoDocuments')).optional(),
  })
  .superRefine((b, ctx) => {
    const allowed = new Set(projectTypesOfField(b.fieldCode).map((t) => t.typeId));
    const bad = b.projectTypes.find((t) => !allowed.has(t));
    if (bad) ctx.addIssue({ code: 'custom', path: ['projectTypes'], message: token('methodologyProjectTypeScope', bad) });
  });
export type MethodologySaveBody = z.input<typeof methodologySaveBody>;

export const methodologyWithdrawBody = infoIdVersionBody.extend({ withdrawnDate: isoDateField.meta(label('infoWithdrawnDate')).nullish() });
export type MethodologyWithdrawBody = z.input<typeof methodologyWithdrawBody>;

export const methodologyListQuery = pageQuerySchema.extend({
  code: filterText(24, 'infoMethodologyCode'),
  name: filterText(200),
  fieldCode: z.enum(methodologyFieldCodes).optional().or(z.literal('').transform(() => undefined)),
  status: z.enum(methodologyLibraryStatusCodes).optional().or(z.literal('').transform(() => undefined)),
});
export type MethodologyListQuery = z.input<typeof methodologyListQuery>;

export const methodologyRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  fieldCode: z.string(),
  fieldName: z.string(),
  seq: z.number().int(),
  versionNo: z.number().int(),
  nameZh: z.string(),
  nameEn: z.string().nullable(),
  projectTypes: z.array(z.string()),
  projectTypeNames: z.array(z.string()),
  status: z.enum(methodologyLibraryStatusCodes),
  statusName: z.string(),
  effectiveDate: z.string().nullable(),
  withdrawnDate: z.string().nullable(),
  summary: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type MethodologyRow = z.infer<typeof methodologyRowSchema>;

export const methodologyDetailSchema = methodologyRowSchema.extend({ documents: z.array(infoFileSchema) });
export type MethodologyDetail = z.infer<typeof methodologyDetailSchema>;

export const methodologyOptionsQuery = z.object({ projectType: z.string().trim().max(16).optional().transform((v) => v || undefined) });
/** An in-force methodology the project and reduction forms pick (number and name fill methodologyNum, methodologyName). */
export const methodologyOptionSchema = z.object({ code: z.string(), nameZh: z.string(), nameEn: z.string().nullable(), projectTypes: z.array(z.string()) });
export type MethodologyOption = z.infer<typeof methodologyOptionSchema>;
