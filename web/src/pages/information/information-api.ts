import {
  informationPaths as paths,
  type BannerRow,
  type BannerSaveBody,
  type ColumnRow,
  type ColumnSaveBody,
  type InfoIdVersionBody,
  type MethodologyDetail,
  type MethodologyOption,
  type MethodologyRow,
  type MethodologySaveBody,
  type MethodologyWithdrawBody,
  type ReleaseDetail,
  type ReleasePinBody,
  type ReleasePublishBody,
  type ReleaseRow,
  type ReleaseSaveBody,
} from '@ccer/contracts';
import { api } from '../../api/http';
import { fetchList } from '../../components/list-page/fetch-list';
import type { ListResult } from '../../components/list-page/types';

/** Information publishing (/api/information/…, issue 14): columns, releases, banners, methodologies. quiet: forms put field errors on fields. */

const q = { quiet: true };
const get = async <T>(url: string, id: number): Promise<T | null> => (await api.get<T>(`${url}?id=${id}`, q).catch(() => null))?.dataInfo ?? null;

export const fetchColumns = async (): Promise<ColumnRow[]> => (await api.get<ColumnRow[]>(paths.columnTree)).dataInfo ?? [];
export const saveColumn = async (body: ColumnSaveBody): Promise<ColumnRow> => (await api.post<ColumnRow>(paths.columnSave, body, q)).dataInfo;
export const removeColumn = async (body: InfoIdVersionBody) => api.post<null>(paths.columnRemove, body);

export const fetchReleases = (params: Record<string, unknown>): Promise<ListResult<ReleaseRow>> => fetchList<ReleaseRow>(paths.releaseList, params);
export const fetchRelease = (id: number) => get<ReleaseDetail>(paths.releaseDetail, id);
export const saveRelease = async (body: ReleaseSaveBody): Promise<ReleaseDetail> => (await api.post<ReleaseDetail>(paths.releaseSave, body, q)).dataInfo;
export const publishRelease = async (body: ReleasePublishBody): Promise<ReleaseDetail> => (await api.post<ReleaseDetail>(paths.releasePublish, body, q)).dataInfo;
export const withdrawRelease = async (body: InfoIdVersionBody): Promise<ReleaseDetail> => (await api.post<ReleaseDetail>(paths.releaseWithdraw, body)).dataInfo;
export const pinRelease = async (body: ReleasePinBody): Promise<ReleaseDetail> => (await api.post<ReleaseDetail>(paths.releasePin, body)).dataInfo;
export const removeRelease = async (body: InfoIdVersionBody) => api.post<null>(paths.releaseRemove, body);

export const fetchBanners = (params: Record<string, unknown>): Promise<ListResult<BannerRow>> => fetchList<BannerRow>(paths.bannerList, params);
export const fetchBanner = (id: number) => get<BannerRow>(paths.bannerDetail, id);
export const saveBanner = async (body: BannerSaveBody): Promise<BannerRow> => (await api.post<BannerRow>(paths.bannerSave, body, q)).dataInfo;
export const removeBanner = async (body: InfoIdVersionBody) => api.post<null>(paths.bannerRemove, body);

export const fetchMethodologies = (params: Record<string, unknown>): Promise<ListResult<MethodologyRow>> => fetchList<MethodologyRow>(paths.methodologyList, params);
export const fetchMethodology = (id: number) => get<MethodologyDetail>(paths.methodologyDetail, id);
export const saveMethodology = async (body: MethodologySaveBody): Promise<MethodologyDetail> => (await api.post<MethodologyDetail>(paths.methodologySave, body, q)).dataInfo;
export const withdrawMethodology = async (body: MethodologyWithdrawBody): Promise<MethodologyDetail> => (await api.post<MethodologyDetail>(paths.methodologyWithdraw, body)).dataInfo;

/** The in-force methodologies the project form picks (of a project type when given). */
export const fetchMethodologyOptions = async (projectType?: string): Promise<MethodologyOption[]> =>
  (await api.get<MethodologyOption[]>(paths.methodologyOptions, { query: { projectType }, quiet: true }).catch(() => null))?.dataInfo ?? [];
