import { z } from 'zod';
import { numeric } from '../validation/input-values.ts';
import { token } from '../messages.ts';

/**
 * Open data (issue 14): every public list of the registry as a paginated JSON API and as CSV, without an account.
 * Only what the 2023 measures make public (publicity and registration, issuance, retirement and cancellation, the
 * portal's releases and the methodology library); no personal data, no contacts, no certificate numbers of persons.
 * Ids are the records' own primary keys, stable for ever; pages run in a fixed order (the time a record became
 * public, then its id), so a page once read keeps its rows while new records join at the end.
 *
 *   GET /api/open/v1/datasets                      the datasets with their columns
 *   GET /api/open/v1/{dataset}?pageNumber=&pageSize=  one page (pageSize up to 500) with total
 *   GET /api/open/v1/{dataset}.csv                 the whole dataset: UTF-8 with BOM, a header row, China time
 * Rate-limited per client address (the gateway's OPEN_DATA_RATE_PER_MINUTE, one budget for every open-data call).
 */
export const OPEN_DATA_PREFIX = '/api/open/v1';
export const OPEN_DATA_MAX_PAGE_SIZE = 500;
/** Open-data calls one address may make per minute by default. */
export const OPEN_DATA_RATE_PER_MINUTE = 60;

export type OpenColumnKind = 'id' | 'text' | 'number' | 'date' | 'time';
export interface OpenColumn {
  key: string;
  kind: OpenColumnKind;
  zh: string;
  en: string;
}

const col = (key: string, kind: OpenColumnKind, zh: string, en: string): OpenColumn => ({ key, kind, zh, en });
const id = col('id', 'id', '编号（稳定标识）', 'Id (stable)');
const projectName = col('projectName', 'text', '项目名称', 'Project name');
const projectCode = col('projectCode', 'text', '项目编号', 'Project code');
const ownerName = col('ownerName', 'text', '项目业主', 'Project owner');
const province = [col('provinceCode', 'text', '省份代码', 'Province code'), col('provinceName', 'text', '所属省份', 'Province')];
const projectType = [col('projectTypeCode', 'text', '项目类型代码', 'Project type code'), col('projectTypeName', 'text', '项目类型', 'Project type')];
const methodology = [col('methodologyNum', 'text', '方法学编号', 'Methodology number'), col('methodologyName', 'text', '方法学名称', 'Methodology name')];
const publicity = [col('publicityStartDate', 'date', '公示开始日期', 'Publicity start'), col('publicityEndDate', 'date', '公示截止日期', 'Publicity end')];
const status = [col('status', 'text', '状态代码', 'Status code'), col('statusName', 'text', '状态', 'Status')];

export const openDatasets = {
  'publicity-projects': {
    zh: '公示中项目',
    en: 'Projects in publicity',
    columns: [id, col('applyNo', 'text', '申请编号', 'Application number'), projectName, ownerName, col('validationBodyName', 'text', '审定与核查机构', 'Validation body'), ...province, ...projectType, ...methodology, col('expectYearNum', 'number', '预计年均减排量（吨二氧化碳当量）', 'Expected annual reduction (tCO2e)'), ...publicity, ...status],
  },
  'registered-projects': {
    zh: '已登记项目',
    en: 'Registered projects',
    columns: [id, projectCode, col('applyId', 'id', '申请标识', 'Application id'), projectName, ownerName, col('validationBodyName', 'text', '审定与核查机构', 'Validation body'), ...province, ...projectType, ...methodology, col('expectYearNum', 'number', '预计年均减排量（吨二氧化碳当量）', 'Expected annual reduction (tCO2e)'), col('expectMaxNum', 'number', '计入期预计减排总量（吨二氧化碳当量）', 'Expected reduction in the crediting period (tCO2e)'), col('firstReckonDate', 'date', '计入期开始日期', 'Crediting period start'), col('endReckonDate', 'date', '计入期结束日期', 'Crediting period end'), col('registrationTime', 'time', '登记时间', 'Registered at'), col('stopped', 'text', '是否暂停', 'Stopped')],
  },
  'publicity-reductions': {
    zh: '公示中减排量',
    en: 'Reductions in publicity',
    columns: [id, col('applyNo', 'text', '申请编号', 'Application number'), projectCode, projectName, ownerName, col('verificationBodyName', 'text', '审定与核查机构', 'Verification body'), col('regAppStartDate', 'date', '减排量产生开始日期', 'Reductions from'), col('regAppEndDate', 'date', '减排量产生结束日期', 'Reductions to'), col('certifiedNum', 'number', '申请登记减排量（吨二氧化碳当量）', 'Reductions applied for (tCO2e)'), ...publicity, ...status],
  },
  'registered-reductions': {
    zh: '已登记减排量',
    en: 'Registered reductions',
    columns: [id, col('registrationNo', 'text', '登记编号', 'Registration number'), col('applyId', 'id', '申请标识', 'Application id'), projectCode, projectName, ownerName, col('verificationBodyName', 'text', '审定与核查机构', 'Verification body'), col('regAppStartDate', 'date', '减排量产生开始日期', 'Reductions from'), col('regAppEndDate', 'date', '减排量产生结束日期', 'Reductions to'), col('registeredNum', 'number', '登记减排量（吨二氧化碳当量）', 'Registered reductions (tCO2e)'), col('registrationTime', 'time', '登记时间', 'Registered at')],
  },
  issuances: {
    zh: '已签发减排量',
    en: 'Issued reductions',
    columns: [id, col('issueNo', 'text', '签发申请编号', 'Issuance number'), col('registrationNo', 'text', '减排量登记编号', 'Registration number'), projectCode, projectName, col('holderName', 'text', '持有人', 'Holder'), col('vintage', 'number', '年度', 'Vintage'), col('batch', 'number', '批次', 'Batch'), col('serialStart', 'number', '起始序号', 'First serial'), col('serialEnd', 'number', '结束序号', 'Last serial'), col('quantity', 'number', '数量（吨二氧化碳当量）', 'Quantity (tCO2e)'), col('issuedAt', 'time', '签发时间', 'Issued at')],
  },
  retirements: {
    zh: '抵销',
    en: 'Retirements (offsets)',
    columns: [id, col('offsetNo', 'text', '抵销编号', 'Offset number'), col('certificateNo', 'text', '凭证编号', 'Certificate number'), col('kind', 'text', '抵销类型代码', 'Kind code'), col('kindName', 'text', '抵销类型', 'Kind'), projectCode, projectName, col('vintage', 'number', '年度', 'Vintage'), col('quantity', 'number', '数量（吨二氧化碳当量）', 'Quantity (tCO2e)'), col('holderName', 'text', '持有人', 'Holder'), col('retiredAt', 'time', '抵销时间', 'Retired at')],
  },
  cancellations: {
    zh: '自愿注销',
    en: 'Voluntary cancellations',
    columns: [id, col('offsetNo', 'text', '注销编号', 'Cancellation number'), col('certificateNo', 'text', '凭证编号', 'Certificate number'), projectCode, projectName, col('vintage', 'number', '年度', 'Vintage'), col('quantity', 'number', '数量（吨二氧化碳当量）', 'Quantity (tCO2e)'), col('holderName', 'text', '持有人', 'Holder'), col('beneficiary', 'text', '受益方（持有人选择公开时）', 'Beneficiary (when published)'), col('purpose', 'text', '用途（持有人选择公开时）', 'Purpose (when published)'), col('retiredAt', 'time', '注销时间', 'Cancelled at')],
  },
  releases: {
    zh: '信息发布',
    en: 'Releases',
    columns: [id, col('columnCode', 'text', '栏目代码', 'Column code'), col('columnName', 'text', '栏目', 'Column'), col('title', 'text', '标题', 'Title'), col('summary', 'text', '摘要', 'Summary'), col('source', 'text', '来源', 'Source'), col('publishAt', 'time', '发布时间', 'Published at'), col('url', 'text', '网址', 'Address')],
  },
  methodologies: {
    zh: '方法学',
    en: 'Methodologies',
    columns: [id, col('code', 'text', '方法学编号', 'Number'), col('fieldCode', 'text', '领域代码', 'Field code'), col('nameZh', 'text', '名称', 'Name (Chinese)'), col('nameEn', 'text', '英文名称', 'Name (English)'), col('projectTypes', 'text', '适用项目类型', 'Applicable project types'), col('versionNo', 'number', '版本', 'Version'), ...status, col('effectiveDate', 'date', '生效日期', 'Effective from'), col('withdrawnDate', 'date', '废止日期', 'Withdrawn on')],
  },
} as const satisfies Record<string, { zh: string; en: string; columns: readonly OpenColumn[] }>;

export type OpenDataset = keyof typeof openDatasets;
export const openDatasetKeys = Object.keys(openDatasets) as [OpenDataset, ...OpenDataset[]];

export const openDataPaths = {
  datasets: `${OPEN_DATA_PREFIX}/datasets`,
  json: (dataset: OpenDataset) => `${OPEN_DATA_PREFIX}/${dataset}`,
  csv: (dataset: OpenDataset) => `${OPEN_DATA_PREFIX}/${dataset}.csv`,
} as const;

export const openPageQuery = z.object({
  pageNumber: numeric(z.number({ error: token('positiveInteger') }).int({ error: token('positiveInteger') }).min(1, { error: token('positiveInteger') }).default(1)),
  pageSize: numeric(
    z
      .number({ error: token('positiveInteger') })
      .int({ error: token('positiveInteger') })
      .min(1, { error: token('positiveInteger') })
      .max(OPEN_DATA_MAX_PAGE_SIZE, { error: token('notGreaterThan', OPEN_DATA_MAX_PAGE_SIZE) })
      .default(100),
  ),
});
export type OpenPageQuery = z.infer<typeof openPageQuery>;

/** CSV headers in the language asked: ?lang=en|zh, else Accept-Language. */
export const openCsvQuery = z.object({ lang: z.enum(['zh', 'en']).optional() });

const valueOf = (kind: OpenColumnKind) => (kind === 'id' ? z.string() : kind === 'number' ? z.number().nullable() : z.string().nullable());

/** The JSON row of a dataset: its columns, times as ISO instants, dates as yyyy-MM-dd. */
export const openRowSchema = (dataset: OpenDataset) =>
  z.object(Object.fromEntries(openDatasets[dataset].columns.map((c) => [c.key, valueOf(c.kind)])) as Record<string, z.ZodType>);
export type OpenRow = Record<string, string | number | null>;

export const openPageSchema = (dataset: OpenDataset) =>
  z.object({ flag: z.literal(1), dataInfo: z.array(openRowSchema(dataset)), total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() });

export const openDatasetListSchema = z.array(
  z.object({
    dataset: z.string(),
    name: z.string(),
    json: z.string(),
    csv: z.string(),
    columns: z.array(z.object({ key: z.string(), kind: z.string(), name: z.string() })),
  }),
);
