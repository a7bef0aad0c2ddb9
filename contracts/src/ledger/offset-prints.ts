import { z } from 'zod';
import { numeric } from '../validation/input-values.ts';
import { pageQuerySchema } from '../envelope.ts';
import { token } from '../messages.ts';
import type { LifecycleDeclaration } from '../lifecycle/types.ts';
import { businessTypes, processKeys } from '../workflow.ts';
import { offsetKindCodes } from './offsets.ts';
import { requiredId, requiredText } from './fields.ts';
import { codesOf, nameIn } from '../code-table.ts';

/**
 * Official prints of an offset's certificate (凭证打印, /ccer/offset/printAudit … printRecordDetail; issue 13).
 * The holder's representative (087) requests official copies of a retired offset's certificate; the registry audits
 * the request (ccerOffsetPrintAudit, 099; processes/ccer/ccerOffsetPrintAudit.bpmn, offsetPrintLifecycle) and then
 * prints the approved copies one by one (099): each print is recorded (copy n of m, its print number, who, when) and
 * answers the certificate PDF with the official copy's line. A printed copy can be downloaded again by the registry
 * (a damaged sheet), never printed beyond the approved number.
 *
 * Calls (tags 'ccer'):
 *   POST /api/ccer/offset/print-apply          request official copies of a retired offset's certificate (087)
 *   POST /api/ccer/offset/print-audit          the registry's audit (099; the lifecycle step's call, body
 *                                              { taskId, approved, opinion }; My Tasks' 办理 completes it alike)
 *   POST /api/ccer/offset/print                print the next approved copy: a record and the PDF (099)
 *   POST /api/ccer/offset/print-list           the requests (099 all, 087 the company's own)
 *   GET  /api/ccer/offset/print-detail         one request: the offset, the caller's open task, the prints made
 *   POST /api/ccer/offset/print-record-list    the prints made (099 all, 087 the company's own)
 *   GET  /api/ccer/offset/print-record-detail  one print
 *   GET  /api/ccer/offset/print-record/pdf     a printed copy's PDF again (099; no new record)
 */
export const offsetPrintPaths = {
  apply: '/api/ccer/offset/print-apply',
  audit: '/api/ccer/offset/print-audit',
  print: '/api/ccer/offset/print',
  list: '/api/ccer/offset/print-list',
  detail: '/api/ccer/offset/print-detail',
  recordList: '/api/ccer/offset/print-record-list',
  recordDetail: '/api/ccer/offset/print-record-detail',
  recordPdf: '/api/ccer/offset/print-record/pdf',
} as const;

/** Business type of a print request (outbox, operation log). */
export const OFFSET_PRINT_BUSINESS = businessTypes.ccerOffsetPrint;
/** The most official copies one request may ask for. */
export const MAX_PRINT_COPIES = 5;

/** A request's statuses: awaiting the registry's audit, then approved (copies may be printed) or rejected (final). */
export const offsetPrintStatuses = {
  auditing: { zh: '待审核', en: 'Awaiting audit' },
  approved: { zh: '审核通过', en: 'Approved', final: true },
  rejected: { zh: '已驳回', en: 'Rejected', final: true },
} as const;
export type OffsetPrintStatus = keyof typeof offsetPrintStatuses;
export const offsetPrintStatusCodes = codesOf(offsetPrintStatuses);

/** The chain (processes/ccer/ccerOffsetPrintAudit.bpmn): one registry audit. */
export const offsetPrintLifecycle: LifecycleDeclaration<OffsetPrintStatus> = {
  area: 'ccer',
  businessType: OFFSET_PRINT_BUSINESS,
  processKey: processKeys.offsetPrint,
  statuses: offsetPrintStatuses,
  steps: [
    {
      taskKey: 'printAudit',
      workflowType: 'ccerOffsetPrintAudit',
      role: 'registry',
      call: '/ccer/offset/print-audit',
      funcCode: '099',
      activeStatus: 'auditing',
      approved: 'approved',
      returned: 'rejected',
      documents: [],
      page: '/ccer/offset/printDetail',
      zh: '凭证打印审核',
      en: 'Print audit',
    },
  ],
  transitions: { approved: ['auditing'], rejected: ['auditing'] },
  tabs: [
    { key: 'auditing', zh: '待审核', en: 'Awaiting audit', statuses: ['auditing'] },
    { key: 'approved', zh: '审核通过', en: 'Approved', statuses: ['approved'] },
    { key: 'rejected', zh: '已驳回', en: 'Rejected', statuses: ['rejected'] },
  ],
};
export type OffsetPrintStep = 'printAudit';

const uuid = requiredId;
const text = requiredText;
const search = (max: number) => z.string().trim().max(max).optional();

export const offsetPrintApplyBody = z.object({
  offsetId: uuid,
  copies: numeric(
    z
      .number()
      .int({ error: token('positiveInteger') })
      .min(1, { error: token('positiveInteger') })
      .max(MAX_PRINT_COPIES, { error: token('notGreaterThan', MAX_PRINT_COPIES) }),
  ),
  reason: text(500),
  recipient: text(100),
  remark: z.string().trim().max(500, { error: token('maxLength', 500) }).optional(),
});
export type OffsetPrintApplyBody = z.infer<typeof offsetPrintApplyBody>;

export const offsetPrintBody = z.object({ printId: uuid });
export const offsetPrintIdQuery = z.object({ id: uuid });

/** The requests: all the caller may see, or the ones waiting for the registry's audit (`waiting`). */
export const offsetPrintListQuery = pageQuerySchema.extend({
  offsetNo: search(32),
  printNo: search(32),
  status: z.enum(offsetPrintStatusCodes).optional(),
  waiting: z.enum(['printAudit']).optional(),
  offsetId: z.string().uuid().optional(),
});
export type OffsetPrintListQuery = z.infer<typeof offsetPrintListQuery>;

export const offsetPrintRecordListQuery = pageQuerySchema.extend({
  offsetNo: search(32),
  printNo: search(32),
  recordNo: search(40),
  certificateNo: search(32),
});
export type OffsetPrintRecordListQuery = z.infer<typeof offsetPrintRecordListQuery>;

/** What a print request and a print show of their offset. */
const offsetSummary = {
  offsetId: z.string(),
  offsetNo: z.string(),
  certificateNo: z.string().nullable(),
  kind: z.enum(offsetKindCodes),
  kindName: z.string(),
  custId: z.string(),
  custName: z.string().nullable(),
  custNo: z.string().nullable(),
  projectCode: z.string(),
  projectName: z.string().nullable(),
  vintage: z.number().int(),
  quantity: z.number().int(),
  retiredAt: z.string().nullable(),
};

export const offsetPrintRowSchema = z.object({
  id: z.string(),
  printNo: z.string(),
  status: z.enum(offsetPrintStatusCodes),
  statusName: z.string(),
  ...offsetSummary,
  copies: z.number().int(),
  /** Copies printed so far. */
  printedCopies: z.number().int(),
  reason: z.string(),
  recipient: z.string(),
  remark: z.string().nullable(),
  applicantName: z.string().nullable(),
  auditorName: z.string().nullable(),
  opinion: z.string().nullable(),
  createdAt: z.string(),
  auditedAt: z.string().nullable(),
  /** The caller's open audit task of it, else null. */
  taskId: z.string().nullable(),
});
export type OffsetPrintRow = z.infer<typeof offsetPrintRowSchema>;

export const offsetPrintRecordSchema = z.object({
  id: z.string(),
  recordNo: z.string(),
  printId: z.string(),
  printNo: z.string(),
  offsetId: z.string(),
  offsetNo: z.string(),
  certificateNo: z.string(),
  custName: z.string().nullable(),
  copyNo: z.number().int(),
  copies: z.number().int(),
  printedByName: z.string().nullable(),
  printedAt: z.string(),
});
export type OffsetPrintRecord = z.infer<typeof offsetPrintRecordSchema>;

export const offsetPrintDetailSchema = offsetPrintRowSchema.extend({ prints: z.array(offsetPrintRecordSchema) });
export type OffsetPrintDetail = z.infer<typeof offsetPrintDetailSchema>;

/** One print with its request and its offset. */
export const offsetPrintRecordDetailSchema = offsetPrintRecordSchema.extend({ request: offsetPrintRowSchema });
export type OffsetPrintRecordDetail = z.infer<typeof offsetPrintRecordDetailSchema>;

export const offsetPrintStatusName = nameIn(offsetPrintStatuses);
