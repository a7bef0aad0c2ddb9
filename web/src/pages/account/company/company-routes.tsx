import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { LocalPage } from '../../../routes';
import { COMPANY_MANAGE_MENU_ID, COMPANY_REPRESENT_MENU_ID } from './company-paths';

const CompanyListPage = lazy(() => import('./CompanyListPage.tsx'));
const CompanyAccountDetailPage = lazy(() => import('./CompanyAccountDetailPage.tsx'));
const RepresentListPage = lazy(() => import('./RepresentListPage.tsx'));
const CompanyOpenPage = lazy(() => import('../../client/company/CompanyOpenPage.tsx'));
const CompanyDetailPage = lazy(() => import('../../client/company/CompanyDetailPage.tsx'));
const CompanyEditPage = lazy(() => import('./change/CompanyEditPage.tsx'));
const TouristListPage = lazy(() => import('./change/TouristListPage.tsx'));
const CompanyLogoutPage = lazy(() => import('./change/CompanyLogoutPage.tsx'));
const RepresentDetailPage = lazy(() => import('./change/RepresentDetailPage.tsx'));

/** 10 账户管理 → 1025 企业: manage with its hidden detail page, and the representatives (accounts spec §2.4). */
export const companyAccountPages: Record<string, LocalPage> = {
  '/account/company/manage': { menuId: COMPANY_MANAGE_MENU_ID, component: CompanyListPage },
  '/account/company/detail': { menuId: COMPANY_MANAGE_MENU_ID, hidden: true, titleKey: 'company:detailTitle', component: CompanyAccountDetailPage },
  '/account/company/represent': { menuId: COMPANY_REPRESENT_MENU_ID, component: RepresentListPage },
  // information change (hidden under 102505, which representatives hold for their own company: the completion
  // dialog of §2.7 sends them there), visitors query, cancellation, representative detail and edit (companyChange)
  '/account/company/edit': { menuId: COMPANY_MANAGE_MENU_ID, hidden: true, requiresFormInfo: true, titleKey: 'companyChange:pages.edit', component: CompanyEditPage },
  '/account/company/tourists': { menuId: '102501', component: TouristListPage },
  '/account/company/logout': { menuId: '102510', component: CompanyLogoutPage },
  '/account/company/representDetail': { menuId: COMPANY_REPRESENT_MENU_ID, hidden: true, titleKey: 'companyChange:pages.representDetail', component: RepresentDetailPage },
  '/account/company/editRepresent': { menuId: COMPANY_REPRESENT_MENU_ID, hidden: true, titleKey: 'companyChange:pages.editRepresent', component: CompanyEditPage },
};

/** /client/company/open and detail (§2.3): outside the shell, for a signed-in visitor (ClientFrame sends to sign-in). */
export const companyClientRoutes: RouteObject[] = [
  { path: '/client/company/open', element: <CompanyOpenPage /> },
  { path: '/client/company/detail', element: <CompanyDetailPage /> },
];
