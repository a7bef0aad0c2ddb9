import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { portalPagePaths } from './portal-paths';

const HomePage = lazy(() => import('./HomePage.tsx'));
const DashboardPage = lazy(() => import('./DashboardPage.tsx'));
const ColumnDetailPage = lazy(() => import('./ColumnReleases.tsx'));
const NoticeDetailPage = lazy(() => import('./NoticeDetailPage.tsx'));
const GuideListPage = lazy(() => import('./GuideListPage.tsx'));
const CommonQusPage = lazy(() => import('./CommonQusPage.tsx'));
const MethodCollectPage = lazy(() => import('./MethodCollectPage.tsx'));
const MethodologyLibraryPage = lazy(() => import('./MethodologyLibraryPage.tsx'));
const OpenDataPage = lazy(() => import('./OpenDataPage.tsx'));

/** The public portal (accounts spec §2.1; issue 14): no sign-in, outside the shell; system B sends them to /. */
export const portalPublicRoutes: RouteObject[] = [
  { path: portalPagePaths.home, element: <HomePage /> },
  { path: portalPagePaths.dashboard, element: <DashboardPage /> },
  { path: portalPagePaths.columnDetail, element: <ColumnDetailPage /> },
  { path: portalPagePaths.noticeDetail, element: <NoticeDetailPage /> },
  { path: portalPagePaths.guideList, element: <GuideListPage /> },
  { path: portalPagePaths.commonQus, element: <CommonQusPage /> },
  { path: portalPagePaths.methodCollect, element: <MethodCollectPage /> },
  { path: portalPagePaths.methodology, element: <MethodologyLibraryPage /> },
  { path: portalPagePaths.openData, element: <OpenDataPage /> },
];
