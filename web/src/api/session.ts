import type { LoginBody, ModifyPasswordBody, PermissionList, UserInfo } from '@ccer/contracts/session';
import { api } from './http.ts';

/** The session calls of accounts spec §7.1. */
export const sessionApi = {
  captcha: () => api.get<{ captchaId: string; image: string }>('/api/verification-code', { quiet: true }),
  /** Quiet: the login page shows the server's message beside the form. */
  login: (body: LoginBody) => api.post<{ token: string }>('/api/login', body, { quiet: true }),
  logout: () => api.post<null>('/api/logout', {}, { quiet: true }),
  userInfo: () => api.get<UserInfo>('/api/user-info', { quiet: true }),
  permissionList: () => api.get<PermissionList>('/api/menu/permission-list', { quiet: true }),
  /** Quiet: the dialog shows its own 5-second messages (spec §8). */
  modifyPassword: (body: ModifyPasswordBody) => api.post<null>('/api/modify-password', body, { quiet: true }),
};
