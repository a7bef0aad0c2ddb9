import type {
  BusinessConfigEditBody,
  BusinessConfigRow,
  EmailConfigAddBody,
  EmailConfigRow,
  EmailSendRecordRow,
  MessageChannel,
  ResendResult,
  SmsConfigAddBody,
  SmsConfigRow,
  SmsSendRecordRow,
} from '@ccer/contracts';
import { api } from './http';
import { readListResponse } from '../components/list-page/list-response';
import type { ListResult } from '../components/list-page/types';

/** SMS and e-mail configuration calls (accounts spec §7.6): the same set under /api/sms/ and /api/email/. */
export type ChannelConfigRow = SmsConfigRow | EmailConfigRow;
export type ChannelConfigBody = (SmsConfigAddBody | EmailConfigAddBody) & { id?: string };

export const fetchConfigs = async (channel: MessageChannel, params: Record<string, unknown>): Promise<ListResult<ChannelConfigRow>> =>
  readListResponse<ChannelConfigRow>(await api.post<ChannelConfigRow[]>(`/api/${channel}/config/list`, params));
/** Quiet: the modal puts field errors on its fields. */
export const saveConfig = (channel: MessageChannel, body: ChannelConfigBody) =>
  body.id ? api.put<{ id: string }>(`/api/${channel}/config`, body, { quiet: true }) : api.post<{ id: string }>(`/api/${channel}/config`, body, { quiet: true });
export const setConfigEnabled = (channel: MessageChannel, id: string, enabled: boolean) =>
  api.put<{ id: string; enabled: boolean; disabledIds: string[] }>(`/api/${channel}/config/${enabled ? 'enable' : 'disable'}`, { id });

export const fetchBusinessConfigs = async (channel: MessageChannel, params: Record<string, unknown>): Promise<ListResult<BusinessConfigRow>> =>
  readListResponse<BusinessConfigRow>(await api.post<BusinessConfigRow[]>(`/api/${channel}/business-config/list`, params));
export const saveBusinessConfig = (channel: MessageChannel, body: BusinessConfigEditBody) =>
  api.put<{ id: string }>(`/api/${channel}/business-config`, body, { quiet: true });

export const fetchSmsRecords = async (params: Record<string, unknown>): Promise<ListResult<SmsSendRecordRow>> =>
  readListResponse<SmsSendRecordRow>(await api.post<SmsSendRecordRow[]>('/api/sms/send-record', params));
export const fetchEmailRecords = async (params: Record<string, unknown>): Promise<ListResult<EmailSendRecordRow>> =>
  readListResponse<EmailSendRecordRow>(await api.post<EmailSendRecordRow[]>('/api/email/send-record', params));
export const resend = (channel: MessageChannel, id: string) => api.put<ResendResult>(`/api/${channel}/resend`, { id }).then((r) => r.dataInfo);
