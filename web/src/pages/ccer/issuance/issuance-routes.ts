import { lazy } from 'react';
import type { LocalPage } from '../../../routes';

type PageName = 'IssueApplyPage' | 'IssueConfirmPage' | 'IssueConfirmDetailPage' | 'IssueRecordPage';
const page = (name: PageName) => lazy(() => import('./issuance-pages.tsx').then((m) => ({ default: m[name] })));

/** 2001 减排量签发: 200101 签发申请, 200105 签发确认 with the hidden confirmDetail (My Tasks' ccerIssuedConfirm), 200110 签发记录. */
export const issuancePages: Record<string, LocalPage> = {
  '/ccer/issued/apply': { menuId: '200101', component: page('IssueApplyPage') },
  '/ccer/issued/confirm': { menuId: '200105', component: page('IssueConfirmPage') },
  '/ccer/issued/confirmDetail': { menuId: '200105', hidden: true, titleKey: 'ccerIssuance:title.detail', component: page('IssueConfirmDetailPage') },
  '/ccer/issued/record': { menuId: '200110', component: page('IssueRecordPage') },
};
