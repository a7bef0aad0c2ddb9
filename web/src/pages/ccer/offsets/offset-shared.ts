import { offsetKinds, offsetStatuses, type OffsetKind, type OffsetPosition, type OffsetStep } from '@ccer/contracts';
import type { Lang } from '@ccer/contracts/messages';

/** The texts' namespace of the offset pages. */
export const NS = 'ccerOffsets';

export const offsetPagePaths = {
  country: '/ccer/offset/country',
  pilot: '/ccer/offset/pilot',
  logout: '/ccer/offset/logout',
  corsia: '/ccer/offset/corsia',
  confirm: '/ccer/offset/confirm',
  confirmDetail: '/ccer/offset/confirmDetail',
  audit: '/ccer/offset/audit',
  auditDetail: '/ccer/offset/auditDetail',
  record: '/ccer/offset/record',
} as const;

/** The confirmations' detail (company and registry) and the audit's detail, both `?id=`. */
export const confirmDetailPath = (id: string) => `${offsetPagePaths.confirmDetail}?id=${encodeURIComponent(id)}`;
export const auditDetailPath = (id: string) => `${offsetPagePaths.auditDetail}?id=${encodeURIComponent(id)}`;
/** The detail page where a step is decided. */
export const stepDetailPath = (step: OffsetStep, id: string) => (step === 'offsetAudit' ? auditDetailPath(id) : confirmDetailPath(id));

export const offsetStatusColor: Record<string, string> = { confirming: 'processing', auditing: 'gold', approving: 'blue', retired: 'green', rejected: 'default' };

export const kindOptions = (lang: Lang) => Object.entries(offsetKinds).map(([k, v]) => ({ value: k, label: v[lang] }));
export const statusOptions = (lang: Lang) => Object.entries(offsetStatuses).map(([k, v]) => ({ value: k, label: v[lang] }));

/** The fields of each kind besides the units (offsetApplyBody), in the order of the form and of the detail. */
export const offsetKindFields = {
  country: ['emitterName', 'emitterCode', 'complianceYear', 'verifiedEmissions'],
  pilot: ['market', 'marketAccount', 'emitterName', 'complianceYear', 'verifiedEmissions'],
  logout: ['purpose', 'beneficiary', 'isPublic'],
  corsia: ['operatorName', 'operatorCode', 'compliancePeriod'],
} as const satisfies Record<OffsetKind, readonly string[]>;

/** What the detail shows of each kind: the applied-for fields, and for the national market the account it serves. */
export const offsetDetailFields = {
  ...offsetKindFields,
  country: [...offsetKindFields.country, 'nationalAccountNo'],
} as const satisfies Record<OffsetKind, readonly string[]>;

/** One project and vintage of the picker. */
export const positionKey = (p: Pick<OffsetPosition, 'projectCode' | 'vintage'>) => `${p.projectCode}|${p.vintage}`;
