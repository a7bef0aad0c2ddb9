import { lazy } from 'react';
import type { LocalPage } from '../../../routes';
import { areaIndexPage } from '../../lifecycle/area-index-page.ts';

const detail = (name: 'RegistDetailPage' | 'AuthorizeDetailPage' | 'RecallDetailPage' | 'RecallAuditPage') =>
  lazy(() => import('./detail-pages.tsx').then((m) => ({ default: m[name] })));

/**
 * 13 项目管理's step pages (registry spec §2 Project area): 1303 公示审核, 1304 项目登记, 1305 登记申请 with its
 * hidden detail and application, 1306 待审定项目 with its hidden detail and report, 1307 撤回记录 with its hidden
 * detail and audit, 1311 业主确认, the hidden project detail, and /project leading to 项目申请.
 */
export const projectStepPages: Record<string, LocalPage> = {
  '/project': areaIndexPage('13', '/project/add'),
  '/project/detail': { menuId: '1301', hidden: true, titleKey: 'projectSteps:title.detail', requiresFormInfo: true, component: lazy(() => import('./ProjectDetailPage.tsx')) },
  '/project/audit': { menuId: '1303', component: lazy(() => import('./AuditPage.tsx')) },
  '/project/register': { menuId: '1304', component: lazy(() => import('./RegisterPage.tsx')) },
  '/project/regist': { menuId: '1305', component: lazy(() => import('./RegistListPage.tsx')) },
  '/project/regist/detail': { menuId: '1305', hidden: true, titleKey: 'projectSteps:title.detail', requiresFormInfo: true, component: detail('RegistDetailPage') },
  '/project/regist/apply': { menuId: '1305', hidden: true, titleKey: 'projectSteps:title.registApply', requiresFormInfo: true, component: lazy(() => import('./RegistApplyPage.tsx')) },
  '/project/authorize': { menuId: '1306', component: lazy(() => import('./AuthorizeListPage.tsx')) },
  '/project/authorize/detail': { menuId: '1306', hidden: true, titleKey: 'projectSteps:title.detail', requiresFormInfo: true, component: detail('AuthorizeDetailPage') },
  '/project/authorize/apply': { menuId: '1306', hidden: true, titleKey: 'projectSteps:title.authorizeApply', requiresFormInfo: true, component: lazy(() => import('./AuthorizeApplyPage.tsx')) },
  '/project/cancel': { menuId: '1307', component: lazy(() => import('./RecallListPage.tsx')) },
  '/project/cancel/detail': { menuId: '1307', hidden: true, titleKey: 'projectSteps:title.detail', requiresFormInfo: true, component: detail('RecallDetailPage') },
  '/project/cancel/audit': { menuId: '1307', hidden: true, titleKey: 'projectSteps:title.recallAudit', requiresFormInfo: true, component: detail('RecallAuditPage') },
  '/project/confirm': { menuId: '1311', component: lazy(() => import('./ConfirmPage.tsx')) },
};
