import {
  electronicPaths,
  type BusinessSettingRow,
  type BusinessSettingSaveBody,
  type DocumentTypeAddBody,
  type DocumentTypeEditBody,
  type DocumentTypeRow,
  type FormDocument,
  type LinkedFile,
} from '@ccer/contracts';
import { translate, langOf } from '@ccer/contracts/messages';
import { api, ApiError, currentLanguage, httpEvents, TOKEN_KEY } from './http';
import { downloadFile } from './download';
import { readListResponse } from '../components/list-page/list-response';
import type { ListResult } from '../components/list-page/types';

/** Electronic document settings calls (contracts/src/electronic-documents.ts). */
type Saved = { typeNo: string; version: number };

export const fetchDocumentTypes = async (params: Record<string, unknown>): Promise<ListResult<DocumentTypeRow>> =>
  readListResponse<DocumentTypeRow>(await api.get<DocumentTypeRow[]>(electronicPaths.typeList, { query: params }));
/** Every type (the business detail's picker): one unpaginated page. */
export const fetchAllDocumentTypes = async (): Promise<DocumentTypeRow[]> => (await fetchDocumentTypes({ pageNumber: 1, pageSize: 999999 })).rows;
/** Quiet: the modal puts field errors on their fields. */
export const addDocumentType = (body: DocumentTypeAddBody) => api.post<Saved>(electronicPaths.type, body, { quiet: true });
export const editDocumentType = (body: DocumentTypeEditBody) => api.put<Saved>(electronicPaths.type, body, { quiet: true });
export const deleteDocumentType = (typeNo: string) => api.del<Saved>(`${electronicPaths.type}/${encodeURIComponent(typeNo)}`, { quiet: true });
export const removeTemplate = (typeNo: string) => api.del<Saved>(`${electronicPaths.templateUpload}/${encodeURIComponent(typeNo)}`, { quiet: true });
export const downloadTemplate = (typeNo: string, fallbackName: string) => downloadFile(`${electronicPaths.template}/${encodeURIComponent(typeNo)}`, {}, fallbackName);

/** POST multipart typeNo + file; a refusal throws an ApiError with the field messages. */
export async function uploadTemplate(typeNo: string, file: File): Promise<Saved> {
  const form = new FormData();
  form.append('typeNo', typeNo);
  form.append('file', file, file.name);
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() === 'zh' ? 'zh-cn' : currentLanguage() };
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(electronicPaths.templateUpload, { method: 'POST', body: form, headers });
  const body = (await res.json().catch(() => ({}))) as { flag?: number; msg?: string; dataInfo?: unknown };
  if (res.ok && body.flag === 1) return body.dataInfo as Saved;
  if (res.status === 401) httpEvents.onUnauthorized(electronicPaths.templateUpload);
  throw new ApiError(body.msg || res.statusText || translate('badRequest', langOf(currentLanguage())), res.status, body as never);
}

export const fetchBusinessSettings = async (params: Record<string, unknown>): Promise<ListResult<BusinessSettingRow>> =>
  readListResponse<BusinessSettingRow>(await api.get<BusinessSettingRow[]>(electronicPaths.businessSettingList, { query: params }));
export const fetchBusinessSetting = async (businessCode: string): Promise<BusinessSettingRow> =>
  (await api.get<BusinessSettingRow>(`${electronicPaths.businessSetting}/${encodeURIComponent(businessCode)}`)).dataInfo;
export const saveBusinessSetting = (body: BusinessSettingSaveBody) => api.put<BusinessSettingRow>(electronicPaths.businessSetting, body, { quiet: true });

/** What a form of the business shows (public). */
export const fetchFormDocuments = async (businessCode: string): Promise<FormDocument[]> =>
  (await api.get<FormDocument[]>(`${electronicPaths.businessDocuments}/${encodeURIComponent(businessCode)}`)).dataInfo;
/** The files already linked to the business row a form edits. */
export const fetchLinkedFiles = async (businessType: string, businessKey: string): Promise<LinkedFile[]> =>
  (await api.get<LinkedFile[]>(electronicPaths.linkedFiles, { query: { businessType, businessKey } })).dataInfo;
