import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { LocalPage } from '../../routes';
import { ORG_MANAGE_MENU_ID } from '../account/org/org-paths';
import { PUBLIC_MANAGE_MENU_ID } from '../account/public/public-paths';

const OrgListPage = lazy(() => import('../account/org/OrgListPage.tsx'));
const OrgEditPage = lazy(() => import('../account/org/OrgEditPage.tsx'));
const PublicListPage = lazy(() => import('../account/public/PublicListPage.tsx'));
const PublicEditPage = lazy(() => import('../account/public/PublicEditPage.tsx'));

/** 10 账户管理 → 1030 机构 and 1035 公众账户: manage, and the hidden edit and detail pages (accounts spec §2.4). */
export const registrationAccountPages: Record<string, LocalPage> = {
  '/account/org/manage': { menuId: ORG_MANAGE_MENU_ID, component: OrgListPage },
  '/account/org/edit': { menuId: ORG_MANAGE_MENU_ID, hidden: true, titleKey: 'registration:org.editTitle', component: OrgEditPage },
  '/account/org/detail': { menuId: ORG_MANAGE_MENU_ID, hidden: true, titleKey: 'registration:org.detailTitle', component: OrgEditPage },
  '/account/public/manage': { menuId: PUBLIC_MANAGE_MENU_ID, component: PublicListPage },
  '/account/public/edit': { menuId: PUBLIC_MANAGE_MENU_ID, hidden: true, titleKey: 'registration:public.editTitle', component: PublicEditPage },
  '/account/public/detail': { menuId: PUBLIC_MANAGE_MENU_ID, hidden: true, titleKey: 'registration:public.detailTitle', component: PublicEditPage },
};

const RegisterPage = lazy(() => import('../client/RegisterPage.tsx'));
const SystemSelectPage = lazy(() => import('../client/SystemSelectPage.tsx'));
const IdentityTypePage = lazy(() => import('../client/IdentityTypePage.tsx'));
const CompanyChooseTypePage = lazy(() => import('../client/CompanyChooseTypePage.tsx'));
const PublicOpenPage = lazy(() => import('../client/public/PublicOpenPage.tsx'));
const PublicDetailPage = lazy(() => import('../client/public/PublicDetailPage.tsx'));
const OrgOpenPage = lazy(() => import('../client/org/OrgOpenPage.tsx'));
const OrgDetailPage = lazy(() => import('../client/org/OrgDetailPage.tsx'));

/**
 * Client routes of §2.1 and §2.3 outside the shell: register and system select are public; identity type, company
 * choose type and the public / organisation open and detail pages need a signed-in visitor (ClientFrame sends to
 * sign-in otherwise).
 */
export const registrationPublicRoutes: RouteObject[] = [
  { path: '/client/register', element: <RegisterPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/client/systemSelect', element: <SystemSelectPage /> },
  { path: '/client/identityType', element: <IdentityTypePage /> },
  { path: '/client/company/chooseType', element: <CompanyChooseTypePage /> },
  { path: '/client/public/open', element: <PublicOpenPage /> },
  { path: '/client/public/detail', element: <PublicDetailPage /> },
  { path: '/client/org/open', element: <OrgOpenPage /> },
  { path: '/client/org/detail', element: <OrgDetailPage /> },
];
