import { lazy } from 'react';
import type { LocalPage } from '../../routes';
import { registeredCertifiedPages } from './registered/registered-routes.ts';
import { areaIndexPage } from '../lifecycle/area-index-page.ts';

type PageName =
  | 'CertifiedDetailPage'
  | 'CertifiedManagePage'
  | 'CertifiedAuditPage'
  | 'CertifiedConfirmPage'
  | 'CertifiedRegisterPage'
  | 'CertifiedRegistListPage'
  | 'CertifiedRegistApplyPage'
  | 'CertifiedAuthorizeListPage'
  | 'CertifiedRegistDetailPage'
  | 'CertifiedAuthorizeDetailPage';
const experts = (name: 'CertifiedAppointExpertsPage' | 'CertifiedEvaluationPage') => lazy(() => import('./expert-pages.tsx').then((m) => ({ default: m[name] })));
const page = (name: PageName) => lazy(() => import('./certified-pages.tsx').then((m) => ({ default: m[name] })));

/**
 * 16 减排量核证 (registry spec §2 Certification area): 1601 减排量申请, 1602 减排量管理, 1603 核证公示审核, 1604 减排量登记,
 * 1605 核证登记申请 with its hidden detail and application, 1606 待核证项目 with its hidden detail and report, 1608 指派专家
 * with the expert's hidden evaluation, 1611 业主确认;
 * /certified leading to 减排量申请. The detail is the whole area's (menu 16): the owner, the registry and the
 * verification body each reach it from their lists, the gateway showing each its own.
 */
export const certifiedPages: Record<string, LocalPage> = {
  '/certified': areaIndexPage('16', '/certified/add'),
  '/certified/add': { menuId: '1601', component: lazy(() => import('./CertifiedApplyListPage.tsx')) },
  '/certified/detail': { menuId: '16', hidden: true, titleKey: 'certifiedSteps:title.detail', requiresFormInfo: true, component: page('CertifiedDetailPage') },
  '/certified/manage': { menuId: '1602', component: page('CertifiedManagePage') },
  '/certified/audit': { menuId: '1603', component: page('CertifiedAuditPage') },
  '/certified/register': { menuId: '1604', component: page('CertifiedRegisterPage') },
  '/certified/regist': { menuId: '1605', component: page('CertifiedRegistListPage') },
  '/certified/regist/detail': { menuId: '1605', hidden: true, titleKey: 'certifiedSteps:title.detail', requiresFormInfo: true, component: page('CertifiedRegistDetailPage') },
  '/certified/regist/apply': { menuId: '1605', hidden: true, titleKey: 'certifiedSteps:title.registApply', requiresFormInfo: true, component: page('CertifiedRegistApplyPage') },
  '/certified/authorize': { menuId: '1606', component: page('CertifiedAuthorizeListPage') },
  '/certified/authorize/detail': { menuId: '1606', hidden: true, titleKey: 'certifiedSteps:title.detail', requiresFormInfo: true, component: page('CertifiedAuthorizeDetailPage') },
  '/certified/authorize/apply': { menuId: '1606', hidden: true, titleKey: 'certifiedSteps:title.authorizeApply', requiresFormInfo: true, component: lazy(() => import('./AuthorizeApplyPage.tsx')) },
  '/certified/confirm': { menuId: '1611', component: page('CertifiedConfirmPage') },
  '/certified/publicOpinions': { menuId: '1609', component: lazy(() => import('./publicity/PublicOpinionsPage.tsx')) },
  '/certified/publicQuery': { menuId: '1610', component: lazy(() => import('./publicity/PublicQueryPage.tsx')) },
  // after registration: query, stop, the registry's edit, withdrawal records with their detail and audit
  ...registeredCertifiedPages,
  '/certified/appointExperts': { menuId: '1608', component: experts('CertifiedAppointExpertsPage') },
  '/certified/appointExperts/evaluate': { menuId: '1608', hidden: true, requiresFormInfo: true, titleKey: 'experts:evaluate.title', component: experts('CertifiedEvaluationPage') },
};
