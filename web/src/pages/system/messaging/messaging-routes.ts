import { lazy } from 'react';
import type { LocalPage } from '../../../routes';

/**
 * 系统管理 → 4035 短信管理 and 4040 邮件管理 (registry spec §2 System area, accounts spec §7.6): the configurations
 * with their business templates, and the send records with resend.
 */
export const messagingPages: Record<string, LocalPage> = {
  '/system/msg/config': { menuId: '403501', component: lazy(() => import('./SmsConfigPage.tsx')) },
  '/system/msg/record': { menuId: '403505', component: lazy(() => import('./SmsRecordPage.tsx')) },
  '/system/email/config': { menuId: '404001', component: lazy(() => import('./EmailConfigPage.tsx')) },
  '/system/email/record': { menuId: '404005', component: lazy(() => import('./EmailRecordPage.tsx')) },
};
