import {
  certifiedRegisteredPaths as paths,
  type CertifiedCancelApplyBody,
  type CertifiedCancelRow,
  type CertifiedInfo,
  type CertifiedInfoEditBody,
  type CertifiedInfoRow,
  type CertifiedStopBody,
  type StepDecisionBody,
} from '@ccer/contracts';
import { api } from './http';
import { fetchList } from '../components/list-page/fetch-list';
import type { ListResult } from '../components/list-page/types';

/** The calls after a reduction's registration (/api/certified-manage/): registered reductions, edit, stop, withdrawal. */
export const fetchCertifiedInfoList = (params: Record<string, unknown>): Promise<ListResult<CertifiedInfoRow>> => fetchList<CertifiedInfoRow>(paths.list, params);

/** One registered reduction with its application, change log and withdrawals; null when not found or not readable. */
export const fetchCertifiedInfo = async (id: string): Promise<CertifiedInfo | null> =>
  (await api.post<CertifiedInfo>(paths.info, { id }, { quiet: true }).catch(() => null))?.dataInfo ?? null;

/** The registered reduction registered from an application (/certified/manage's 编辑), or null. */
export async function fetchCertifiedInfoOfApply(applyId: string): Promise<CertifiedInfoRow | null> {
  const { rows } = await fetchCertifiedInfoList({ applyId, pageNumber: 1, pageSize: 1 });
  return rows[0] ?? null;
}

/** The registry's edit; quiet: the page puts field errors on their fields. */
export const editCertifiedInfo = async (body: CertifiedInfoEditBody): Promise<void> => {
  await api.post(paths.edit, body, { quiet: true });
};

export const stopCertified = async (body: CertifiedStopBody): Promise<void> => {
  await api.post(paths.stop, body, { quiet: true });
};

export const applyWithdrawal = async (body: CertifiedCancelApplyBody): Promise<CertifiedCancelRow> =>
  (await api.post<CertifiedCancelRow>(paths.cancelApply, body, { quiet: true })).dataInfo;

export const fetchWithdrawalList = (params: Record<string, unknown>): Promise<ListResult<CertifiedCancelRow>> => fetchList<CertifiedCancelRow>(paths.cancelList, params);

export async function fetchWithdrawal(id: string): Promise<CertifiedCancelRow | null> {
  const { rows } = await fetchWithdrawalList({ id, pageNumber: 1, pageSize: 1 });
  return rows[0] ?? null;
}

export const auditWithdrawal = async (body: StepDecisionBody): Promise<void> => {
  await api.post(paths.cancelAudit, body, { quiet: true });
};
