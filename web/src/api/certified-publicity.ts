import {
  certifiedPublicityPaths as paths,
  type ModifyPublicityPeriodBody,
  type OpinionAddBody,
  type OpinionRow,
  type PublicDocument,
  type PublicityPauseBody,
  type PublicityPeriod,
  type PublicReductionDetail,
  type PublicReductionRow,
  type RecallRow,
} from '@ccer/contracts';
import { api } from './http';
import { downloadFile } from './download';
import { fetchList } from '../components/list-page/fetch-list';
import type { ListResult } from '../components/list-page/types';

/**
 * The certification's publicity calls (/api/certified-manage/, the project's names): the owner's recall (056), the
 * registry's period change, pause and resume (079), the comments (025), the verification body's material (075); and
 * the public portal's reduction tabs, detail, documents and comments (/api/public/certified/, no sign-in).
 */
export const recallCertified = async (id: string, reason: string): Promise<RecallRow> =>
  (await api.post<RecallRow>(paths.recallApply, { id, reason }, { quiet: true })).dataInfo;

export const fetchCertifiedRecallList = (params: Record<string, unknown>): Promise<ListResult<RecallRow>> => fetchList<RecallRow>(paths.recallList, params);

export const fetchCertifiedOpinionList = (params: Record<string, unknown>): Promise<ListResult<OpinionRow>> => fetchList<OpinionRow>(paths.opinionList, params);

export async function modifyCertifiedPublicityPeriod(body: ModifyPublicityPeriodBody): Promise<PublicityPeriod> {
  return (await api.post<PublicityPeriod>(paths.modifyPeriod, body, { quiet: true })).dataInfo;
}

export async function pauseCertifiedPublicity(body: PublicityPauseBody): Promise<PublicityPeriod> {
  return (await api.post<PublicityPeriod>(paths.pause, body, { quiet: true })).dataInfo;
}

export async function uploadCertifiedInPub(id: string, fileIds: string[]): Promise<PublicDocument[]> {
  return (await api.post<PublicDocument[]>(paths.uploadInPub, { id, fileIds })).dataInfo;
}

// ---- the public portal ------------------------------------------------------------------------------------------------

export const fetchReductionPublicityList = (params: Record<string, unknown>): Promise<ListResult<PublicReductionRow>> =>
  fetchList<PublicReductionRow>(paths.publicList, params);

export async function fetchReductionPublicityDetail(id: string): Promise<PublicReductionDetail> {
  return (await api.post<PublicReductionDetail>(paths.publicDetail, { id }, { quiet: true })).dataInfo;
}

/** A published document of a reduction application, saved under its own name. */
export const downloadReductionDocument = (id: string, path: string, fileName: string) => downloadFile(paths.publicDocument, { id, path }, fileName);

/** A public comment; quiet because the form shows the field errors (captcha, length) itself. */
export async function addReductionOpinion(body: OpinionAddBody): Promise<void> {
  await api.post<null>(paths.opinionAdd, body, { quiet: true });
}
