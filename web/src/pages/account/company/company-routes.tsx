import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { LocalPage } from '../../../routes';
import { COMPANY_MANAGE_MENU_ID, COMPANY_REPRESENT_MENU_ID } from './company-paths';

const CompanyListPage = lazy(() => import('./CompanyListPage.tsx'));
const CompanyAccountDetailPage = lazy(() => import('./CompanyAccountDetailPage.tsx'));
const RepresentListPage = lazy(() => import('./RepresentListPage.tsx'));
const CompanyOpenPage = lazy(() => import('../../client/company/CompanyOpenPage.tsx'));
const CompanyDetailPage = lazy(() => import('../../client/company/CompanyDetailPage.tsx'));

/** 10 账户管理 → 1025 企业: manage with its hidden detail page, and the representatives (accounts spec §2.4). */
export const companyAccountPages: Record<string, LocalPage> = {
  '/account/company/manage': { menuId: COMPANY_MANAGE_MENU_ID, component: CompanyListPage },
  '/account/company/detail': { menuId: COMPANY_MANAGE_MENU_ID, hidden: true, titleKey: 'company:detailTitle', component: CompanyAccountDetailPage },
  '/account/company/represent': { menuId: COMPANY_REPRESENT_MENU_ID, component: RepresentListPage },
};

/** /client/company/open and detail (§2.3): outside the shell, for a signed-in visitor (ClientFrame sends to sign-in). */
export const companyClientRoutes: RouteObject[] = [
  { path: '/client/company/open', element: <CompanyOpenPage /> },
  { path: '/client/company/detail', element: <CompanyDetailPage /> },
];
