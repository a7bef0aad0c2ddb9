import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { LocalPage } from '../../routes';
import { PUBLIC_OPINIONS_MENU_ID, PUBLIC_QUERY_MENU_ID, publicityPagePaths } from './publicity-paths';

const ProjectPublicityListPage = lazy(() => import('./ProjectPublicityListPage.tsx'));
const ProjectPublicityDetailPage = lazy(() => import('./ProjectPublicityDetailPage.tsx'));
const UnregisterSearchPage = lazy(() => import('./UnregisterSearchPage.tsx'));
const ReductionPublicityDetailPage = lazy(() => import('../certified/publicity/ReductionPublicityDetailPage.tsx'));
const SerialLookupPage = lazy(() => import('../ccer/holdings/SerialLookupPage.tsx'));
const CertificateVerifyPage = lazy(() => import('../ccer/offsets/CertificateVerifyPage.tsx'));

/** The public publicity pages (registry spec §2 public routes /projectPublicity): no sign-in, outside the shell. */
export const publicityPublicRoutes: RouteObject[] = [
  { path: '/projectPublicity', element: <ProjectPublicityListPage /> },
  { path: publicityPagePaths.list, element: <ProjectPublicityListPage /> },
  { path: publicityPagePaths.detail, element: <ProjectPublicityDetailPage /> },
  { path: publicityPagePaths.reductionDetail, element: <ReductionPublicityDetailPage /> },
  { path: publicityPagePaths.search, element: <UnregisterSearchPage /> },
  { path: publicityPagePaths.serial, element: <SerialLookupPage /> },
  { path: publicityPagePaths.certificate, element: <CertificateVerifyPage /> },
];

/** 13 项目管理 → 1309 公示意见 and 1310 公示项目查询. */
export const publicityPages: Record<string, LocalPage> = {
  [publicityPagePaths.opinions]: { menuId: PUBLIC_OPINIONS_MENU_ID, component: lazy(() => import('./PublicOpinionsPage.tsx')) },
  [publicityPagePaths.query]: { menuId: PUBLIC_QUERY_MENU_ID, component: lazy(() => import('./PublicQueryPage.tsx')) },
};
