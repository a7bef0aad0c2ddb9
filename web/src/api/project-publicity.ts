import {
  publicityPaths,
  type ModifyPublicityPeriodBody,
  type OpinionAddBody,
  type OpinionRow,
  type PublicityPauseBody,
  type PublicityPeriod,
  type PublicProjectDetail,
  type PublicProjectRow,
} from '@ccer/contracts';
import { api } from './http';
import { downloadFile } from './download';
import { fetchList } from '../components/list-page/fetch-list';
import type { ListResult } from '../components/list-page/types';

/** The public publicity pages' calls (no sign-in) and the registry's publicity management (079, 025). */
export const fetchPublicityList = (params: Record<string, unknown>): Promise<ListResult<PublicProjectRow>> => fetchList<PublicProjectRow>(publicityPaths.publicList, params);

export const searchPublicProjects = (params: Record<string, unknown>): Promise<ListResult<PublicProjectRow>> => fetchList<PublicProjectRow>(publicityPaths.unregisterSearch, params);

export async function fetchPublicityDetail(id: string): Promise<PublicProjectDetail> {
  return (await api.post<PublicProjectDetail>(publicityPaths.publicDetail, { id }, { quiet: true })).dataInfo;
}

/** A published document, saved under its own name. */
export const downloadPublicDocument = (id: string, path: string, fileName: string) => downloadFile(publicityPaths.publicDocument, { id, path }, fileName);

/** A public comment; quiet because the form shows the field errors (captcha, length) itself. */
export async function addOpinion(body: OpinionAddBody): Promise<void> {
  await api.post<null>(publicityPaths.opinionAdd, body, { quiet: true });
}

export const fetchOpinionList = (params: Record<string, unknown>): Promise<ListResult<OpinionRow>> => fetchList<OpinionRow>(publicityPaths.opinionList, params);

export async function modifyPublicityPeriod(body: ModifyPublicityPeriodBody): Promise<PublicityPeriod> {
  return (await api.post<PublicityPeriod>(publicityPaths.modifyPeriod, body, { quiet: true })).dataInfo;
}

export async function pausePublicity(body: PublicityPauseBody): Promise<PublicityPeriod> {
  return (await api.post<PublicityPeriod>(publicityPaths.pause, body, { quiet: true })).dataInfo;
}
