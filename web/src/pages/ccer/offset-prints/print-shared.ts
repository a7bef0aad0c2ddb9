import { offsetPrintStatuses, type OffsetPrintRow } from '@ccer/contracts';
import type { Lang } from '@ccer/contracts/messages';

/** The texts' namespace of the certificate print pages. */
export const NS = 'ccerOffsetPrints';

export const printPagePaths = {
  audit: '/ccer/offset/printAudit',
  detail: '/ccer/offset/printDetail',
  record: '/ccer/offset/printRecord',
  recordDetail: '/ccer/offset/printRecordDetail',
} as const;

/** A request's page (its audit, its prints) and a print's page, both `?id=`. */
export const printDetailPath = (id: string) => `${printPagePaths.detail}?id=${encodeURIComponent(id)}`;
export const printRecordDetailPath = (id: string) => `${printPagePaths.recordDetail}?id=${encodeURIComponent(id)}`;

export const printStatusColor: Record<string, string> = { auditing: 'gold', approved: 'green', rejected: 'default' };
export const printStatusOptions = (lang: Lang) => Object.entries(offsetPrintStatuses).map(([k, v]) => ({ value: k, label: v[lang] }));

/** A request may still be printed: approved, with copies left. */
export const printable = (r: Pick<OffsetPrintRow, 'status' | 'copies' | 'printedCopies'>) => r.status === 'approved' && r.printedCopies < r.copies;
