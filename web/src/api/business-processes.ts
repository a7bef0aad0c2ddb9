import type {
  BusinessAssociateBody,
  BusinessProcessListQuery,
  BusinessProcessRow,
  DefinitionMigrateBody,
  DefinitionMigrateResult,
  DefinitionVersionRow,
  DeployedProcess,
} from '@ccer/contracts';
import { api } from './http';
import { fetchList } from '../components/list-page/fetch-list';
import type { ListResult } from '../components/list-page/types';

/** The business-process association calls (/api/process/business/, /api/process/definition/). */
export const businessProcessUrls = {
  list: '/api/process/business/list',
  definitions: '/api/process/business/definitions',
  associate: '/api/process/business/associate',
  suspend: '/api/process/business/suspend',
  activate: '/api/process/business/activate',
  versions: '/api/process/definition/versions',
  migrate: '/api/process/definition/migrate',
} as const;

export type BusinessProcessListParams = Partial<BusinessProcessListQuery> & Record<string, unknown>;

export const fetchBusinessProcesses = (params: BusinessProcessListParams): Promise<ListResult<BusinessProcessRow>> =>
  fetchList<BusinessProcessRow>(businessProcessUrls.list, params);

export const fetchDeployedProcesses = (): Promise<DeployedProcess[]> => api.get<DeployedProcess[]>(businessProcessUrls.definitions).then((r) => r.dataInfo);

export const fetchDefinitionVersions = (processKey: string): Promise<DefinitionVersionRow[]> =>
  api.get<DefinitionVersionRow[]>(businessProcessUrls.versions, { query: { processKey } }).then((r) => r.dataInfo);

/** Quiet: the dialog puts field errors on its fields. */
export const associateBusiness = (body: BusinessAssociateBody) => api.post<BusinessProcessRow>(businessProcessUrls.associate, body, { quiet: true }).then((r) => r.dataInfo);

/** Quiet: the page shows a 409 (the list was stale) and refreshes. */
export const suspendBusiness = (row: BusinessProcessRow) => api.post<BusinessProcessRow>(businessProcessUrls.suspend, { businessType: row.businessType, version: row.version }, { quiet: true });
export const activateBusiness = (row: BusinessProcessRow) => api.post<BusinessProcessRow>(businessProcessUrls.activate, { businessType: row.businessType, version: row.version }, { quiet: true });

export const migrateInstances = (body: DefinitionMigrateBody) => api.post<DefinitionMigrateResult>(businessProcessUrls.migrate, body, { quiet: true }).then((r) => r.dataInfo);
