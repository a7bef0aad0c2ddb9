import {
  openDataPaths,
  portalPaths,
  publicFigurePaths,
  type PortalBanner,
  type PortalColumn,
  type PortalLatest,
  type PortalMethodologyDetail,
  type PortalMethodologyRow,
  type PortalReleaseDetail,
  type PortalReleaseRow,
  type PublicDashboard,
  type PublicTotals,
} from '@ccer/contracts';
import { api } from '../../api/http';
import { readListResponse } from '../../components/list-page/list-response';
import type { ListResult } from '../../components/list-page/types';

/** The portal's public calls (no token needed). Quiet: a page shows its own empty or error state, never a toast. */
const get = async <T>(url: string, query?: Record<string, unknown>) => (await api.get<T>(url, { query, quiet: true })).dataInfo;
const list = async <T>(url: string, query: Record<string, unknown>): Promise<ListResult<T>> => readListResponse<T>(await api.get<T[]>(url, { query, quiet: true }));

export const fetchColumns = () => get<PortalColumn[]>(portalPaths.columns);
export const fetchReleases = (query: { columnCode?: string; columnId?: string; pageNumber: number; pageSize: number; keyword?: string }) => list<PortalReleaseRow>(portalPaths.releases, query);
export const fetchLatest = (perColumn = 5) => get<PortalLatest>(portalPaths.latest, { perColumn });
export const fetchRelease = (id: string) => get<PortalReleaseDetail>(portalPaths.release, { id });
export const fetchBanners = () => get<PortalBanner[]>(portalPaths.banners);
export const fetchMethodologies = (query: Record<string, unknown>) => list<PortalMethodologyRow>(portalPaths.methodologies, query);
export const fetchMethodology = (id: string) => get<PortalMethodologyDetail>(portalPaths.methodology, { id });

/** The statistics area's public figures; absent (null) until that area answers. */
export const fetchTotals = () => get<PublicTotals>(publicFigurePaths.totals).catch(() => null);
export const fetchDashboard = () => get<PublicDashboard>(publicFigurePaths.dashboard).catch(() => null);

export interface OpenDatasetInfo {
  dataset: string;
  name: string;
  json: string;
  csv: string;
  columns: Array<{ key: string; kind: string; name: string }>;
}
export const fetchOpenDatasets = () => get<OpenDatasetInfo[]>(openDataPaths.datasets);
