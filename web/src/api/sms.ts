import type { ForgetPasswordBody, ForgetPasswordCodeBody, ManagerMobileCodeBody, RegisterCodeBody, SmsSent } from '@ccer/contracts/sms';
import { api } from './http.ts';

/**
 * SMS codes and the calls that use them (accounts spec §7.1). Quiet: the forms show the messages beside their
 * fields (a 429 says how many seconds to wait).
 */
export const smsApi = {
  loginOptions: () => api.get<{ smsSecondFactor: boolean }>('/api/login/options', { quiet: true }),
  loginCode: (body: ManagerMobileCodeBody) => api.post<SmsSent>('/api/login/manager-mobile-code', body, { quiet: true }),
  forgetPasswordCode: (body: ForgetPasswordCodeBody) => api.post<SmsSent>('/api/forget-password/mobile-code', body, { quiet: true }),
  forgetPassword: (body: ForgetPasswordBody) => api.post<null>('/api/forget-password', body, { quiet: true }),
  registerCode: (body: RegisterCodeBody) => api.post<SmsSent>('/api/register/mobile-code', body, { quiet: true }),
  ownCode: () => api.post<SmsSent>('/api/sms/sendSmsCode', {}, { quiet: true }),
  confirmOldCarbon: () => api.post<{ confirmed: number }>('/api/carbon-manage/holder/old-carbon-conf', {}),
};
