import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ProvinceOpenPage = lazy(() => import('./ProvinceOpenPage.tsx'));
const ProvinceDetailPage = lazy(() => import('./ProvinceDetailPage.tsx'));
const CompanyOpenPage = lazy(() => import('../company/CompanyOpenPage.tsx'));

/** /client/province/open and detail, /client/company/unionOpen (§2.3): outside the shell, for a signed-in visitor. */
export const unionProvinceClientRoutes: RouteObject[] = [
  { path: '/client/province/open', element: <ProvinceOpenPage /> },
  { path: '/client/province/detail', element: <ProvinceDetailPage /> },
  { path: '/client/company/unionOpen', element: <CompanyOpenPage openType="joint" /> },
];
