import type { ModelDeployment, ModelDetail, ModelListQuery, ModelRow, ModelSaveBody, ModelUploadBody } from '@ccer/contracts';
import { api } from './http';
import { downloadFile } from './download';
import { fetchList } from '../components/list-page/fetch-list';
import type { ListResult } from '../components/list-page/types';

/** The process-model calls (/api/process/model/, function code 095). */
export const modelUrls = {
  list: '/api/process/model/list',
  detail: '/api/process/model/detail',
  save: '/api/process/model/save',
  deploy: '/api/process/model/deploy',
  upload: '/api/process/model/upload',
  download: '/api/process/model/download',
  remove: '/api/process/model/delete',
  deployments: '/api/process/model/deployments',
} as const;

export const fetchModels = (params: Partial<ModelListQuery> & Record<string, unknown>): Promise<ListResult<ModelRow>> => fetchList<ModelRow>(modelUrls.list, params);

export const fetchModelDetail = (modelKey: string): Promise<ModelDetail> => api.get<ModelDetail>(modelUrls.detail, { query: { modelKey } }).then((r) => r.dataInfo);

/** Quiet: forms and the designer show field messages themselves. */
export const saveModel = (body: ModelSaveBody) => api.post<ModelRow>(modelUrls.save, body, { quiet: true }).then((r) => r.dataInfo);
export const deployModel = (modelKey: string, version?: number) => api.post<ModelRow>(modelUrls.deploy, { modelKey, version }, { quiet: true }).then((r) => r.dataInfo);
export const uploadModel = (body: ModelUploadBody) => api.post<ModelRow>(modelUrls.upload, body, { quiet: true }).then((r) => r.dataInfo);
export const deleteModel = (modelKey: string, version: number | undefined, cascade: boolean) =>
  api.post<null>(modelUrls.remove, { modelKey, version, cascade }, { quiet: true });
export const fetchModelDeployments = (modelKey: string) => api.get<ModelDeployment[]>(modelUrls.deployments, { query: { modelKey } }).then((r) => r.dataInfo);
export const downloadModel = (modelKey: string) => downloadFile(modelUrls.download, { modelKey }, `${modelKey}.bpmn`);

export const modelDesignPath = (modelKey: string) => `/system/process/model/design?modelKey=${encodeURIComponent(modelKey)}`;
