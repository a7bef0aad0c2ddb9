import { z } from 'zod';
import { numeric } from '../validation/input-values.ts';
import { pageQuerySchema } from '../envelope.ts';
import { token } from '../messages.ts';
import { methodologyLibraryStatusCodes } from '../information/index.ts';

/**
 * The public portal's reading calls (issue 14; no sign-in, a 401 never appears): the visible columns as a tree, a
 * column's published releases (pinned first, newest first), one release (its view counted), the home page's banners
 * in their validity period, the methodology library, and the files those rows publish. What is public is one rule
 * (gateway/src/domain/portal/visibility.ts): a release once published and its publish time reached, a banner enabled
 * and within its period, every methodology of the library.
 *
 * Calls (tags 'portal'):
 *   GET /api/portal/columns            the visible columns, nested, in order
 *   GET /api/portal/releases           a column's public releases, one page (?columnCode= or ?columnId=, keyword)
 *   GET /api/portal/releases/latest    the newest public releases of every visible top-level column (home page)
 *   GET /api/portal/release            one public release (?id=), its view count raised by one
 *   GET /api/portal/banners            the banners shown now, in order
 *   GET /api/portal/methodologies      the methodology library, one page (keyword, field, status)
 *   GET /api/portal/methodology        one methodology with its documents (?id=)
 * Files (covers, attachments, banner images, methodology documents) are read signed out through the file module's
 * public download (information/index.ts publicFileUrl) by the store path these calls give.
 */
export const portalPaths = {
  columns: '/api/portal/columns',
  releases: '/api/portal/releases',
  latest: '/api/portal/releases/latest',
  release: '/api/portal/release',
  banners: '/api/portal/banners',
  methodologies: '/api/portal/methodologies',
  methodology: '/api/portal/methodology',
} as const;

/** The stable codes of the seeded columns the portal's pages ask for (migration 20261124001000_information). */
export const portalColumnCodes = {
  news: 'news',
  notice: 'notice',
  policy: 'policy',
  guide: 'guide',
  faq: 'faq',
  methodCollect: 'methodCollect',
} as const;

const idNumber = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const idParam = numeric(idNumber);
const columnCode = z.string().trim().regex(/^[a-zA-Z][a-zA-Z0-9_-]{0,31}$/, { error: token('portalColumnCode') });

export interface PortalColumn {
  id: string;
  parentId: string | null;
  code: string;
  /** In the language asked. */
  name: string;
  nameZh: string;
  nameEn: string;
  sort: number;
  children: PortalColumn[];
}
export const portalColumnSchema: z.ZodType<PortalColumn> = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  sort: z.number().int(),
  get children() {
    return z.array(portalColumnSchema);
  },
});

export const portalReleasesQuery = pageQuerySchema
  .extend({
    columnCode: columnCode.optional(),
    columnId: numeric(idNumber.optional()),
    keyword: z.string().trim().max(100, { error: token('maxLength', 100) }).optional(),
    pageSize: numeric(z.number().int().min(1).max(100, { error: token('notGreaterThan', 100) }).default(10)),
  })
  .refine((q) => q.columnCode !== undefined || q.columnId !== undefined, { error: token('portalColumnRequired'), path: ['columnCode'] });
export type PortalReleasesQuery = z.infer<typeof portalReleasesQuery>;

/** A public release in a list. */
export const portalReleaseRowSchema = z.object({
  id: z.string(),
  columnId: z.string(),
  columnCode: z.string(),
  columnName: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  source: z.string().nullable(),
  /** The cover image's store path (publicFileUrl), when it has one. */
  coverPath: z.string().nullable(),
  pinned: z.boolean(),
  publishAt: z.string(),
  viewCount: z.number().int(),
});
export type PortalReleaseRow = z.infer<typeof portalReleaseRowSchema>;

export const portalFileSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  typeNo: z.string(),
  size: z.number().int(),
  mime: z.string(),
  /** The store path: publicFileUrl(path) downloads it signed out. */
  path: z.string(),
});
export type PortalFile = z.infer<typeof portalFileSchema>;

/** One public release: its body as stored (sanitised on the server when saved) and its attachments. */
export const portalReleaseDetailSchema = portalReleaseRowSchema.extend({
  bodyHtml: z.string(),
  attachments: z.array(portalFileSchema),
});
export type PortalReleaseDetail = z.infer<typeof portalReleaseDetailSchema>;

export const portalIdQuery = z.object({ id: idParam });

export const portalLatestQuery = z.object({ perColumn: numeric(z.number().int().min(1).max(20).default(5)) });
export const portalLatestSchema = z.array(z.object({ column: portalColumnSchema, releases: z.array(portalReleaseRowSchema) }));
export type PortalLatest = z.infer<typeof portalLatestSchema>;

/** A banner shown now. */
export const portalBannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The image's text alternative. */
  altText: z.string(),
  /** The image's store path (publicFileUrl). */
  imagePath: z.string().nullable(),
  linkUrl: z.string().nullable(),
  sort: z.number().int(),
});
export type PortalBanner = z.infer<typeof portalBannerSchema>;

export const portalMethodologiesQuery = pageQuerySchema.extend({
  keyword: z.string().trim().max(100, { error: token('maxLength', 100) }).optional(),
  fieldCode: z.string().trim().regex(/^\d{2}$/, { error: token('portalFieldCode') }).optional(),
  status: z.enum(methodologyLibraryStatusCodes, { error: token('portalMethodologyStatus') }).optional(),
  pageSize: numeric(z.number().int().min(1).max(100, { error: token('notGreaterThan', 100) }).default(10)),
});
export type PortalMethodologiesQuery = z.infer<typeof portalMethodologiesQuery>;

export const portalMethodologyRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  fieldCode: z.string(),
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string().nullable(),
  projectTypes: z.array(z.string()),
  /** The project types' names in the language asked. */
  projectTypeNames: z.array(z.string()),
  versionNo: z.number().int(),
  status: z.string(),
  statusName: z.string(),
  effectiveDate: z.string().nullable(),
  withdrawnDate: z.string().nullable(),
  summary: z.string().nullable(),
});
export type PortalMethodologyRow = z.infer<typeof portalMethodologyRowSchema>;

export const portalMethodologyDetailSchema = portalMethodologyRowSchema.extend({ documents: z.array(portalFileSchema) });
export type PortalMethodologyDetail = z.infer<typeof portalMethodologyDetailSchema>;
