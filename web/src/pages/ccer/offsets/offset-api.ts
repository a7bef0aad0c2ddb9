import {
  offsetPaths as paths,
  type OffsetApplyBody,
  type OffsetDetail,
  type OffsetKind,
  type OffsetPosition,
  type OffsetRow,
  type OffsetRule,
  type OffsetRuleSaveBody,
  type OffsetStep,
  type ProgressNode,
  type PublicRetiredRow,
  type StepDecisionBody,
} from '@ccer/contracts';
import { api } from '../../../api/http';
import { downloadFile } from '../../../api/download';
import { fetchList } from '../../../components/list-page/fetch-list';
import type { ListResult } from '../../../components/list-page/types';

/**
 * Offsets and voluntary cancellation (/api/ccer/offset/…, issue 13): the company's free units, applications, lists,
 * one offset with its serial ranges, the lifecycle's decisions, the eligibility rules. Kept beside the pages.
 */

/** The step's call: the confirmations share one (companyConfirm, offsetConfirm), the audit has its own. */
const stepCall = (step: OffsetStep): string => (step === 'offsetAudit' ? paths.audit : paths.confirm);

/** The lists: records, a kind's applications (`kind`), the ones waiting in a step for the caller (`waiting`). */
export const fetchOffsets = (params: Record<string, unknown>): Promise<ListResult<OffsetRow>> => fetchList<OffsetRow>(paths.list, params);

export const fetchOffset = async (id: string): Promise<OffsetDetail | null> =>
  (await api.get<OffsetDetail>(`${paths.detail}?id=${encodeURIComponent(id)}`, { quiet: true }).catch(() => null))?.dataInfo ?? null;

/** The offset's progress: each step's person, time, result and opinion. */
export const fetchOffsetProgress = async (id: string): Promise<ProgressNode[]> =>
  (await api.get<{ nodes: ProgressNode[] }>(`${paths.progress}?id=${encodeURIComponent(id)}`, { quiet: true })).dataInfo?.nodes ?? [];

export const fetchOffsetPositions = async (): Promise<OffsetPosition[]> => (await api.get<OffsetPosition[]>(paths.positions)).dataInfo ?? [];

/** quiet: the form puts field errors on its fields and shows a 409's message itself. */
export const applyOffset = async (body: OffsetApplyBody): Promise<OffsetRow> => (await api.post<OffsetRow>(paths.apply, body, { quiet: true })).dataInfo;

/** The company's or the registry's confirmation (companyConfirm, offsetConfirm) or the registry's audit (offsetAudit). */
export const decideOffset = async (step: OffsetStep, body: Pick<StepDecisionBody, 'taskId' | 'approved' | 'opinion'>): Promise<void> => {
  await api.post<unknown>(stepCall(step), body, { quiet: true });
};

export const fetchOffsetRules = async (kind?: OffsetKind): Promise<OffsetRule[]> => (await api.post<OffsetRule[]>(paths.rules, { kind })).dataInfo ?? [];

/** quiet: the modal puts field errors on its fields. */
export const saveOffsetRule = async (body: OffsetRuleSaveBody): Promise<OffsetRule> => (await api.post<OffsetRule>(paths.ruleSave, body, { quiet: true })).dataInfo;

/** A retired offset's certificate (PDF). */
export const downloadOffsetCertificate = (id: string, certificateNo: string) => downloadFile(paths.certificate, { id }, `抵销证明-${certificateNo}.pdf`);

/** The public verification of a certificate number (no sign-in). */
export const verifyCertificate = async (no: string): Promise<PublicRetiredRow> => (await api.get<PublicRetiredRow>(paths.publicCertificate, { query: { no }, quiet: true })).dataInfo;
