import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { Navigation } from './navigation/navigation.ts';
import type { PageDef, RouteEntry } from './navigation/route-table.ts';
import { RequireSession } from './session/RequireSession.tsx';
import { ShellLayout } from './shell/ShellLayout.tsx';
import NotFoundPage from './pages/errors/NotFoundPage.tsx';
import UnauthorizedPage from './pages/errors/UnauthorizedPage.tsx';

/**
 * Routes as data (architecture §7). Local pages are declared here by path; which of them a user
 * reaches, and the menu that shows them, come from the server's menu list (spec §2.4):
 * see navigation/. A menu without a local page gets the placeholder page at /<menuId>.
 */
export interface LocalPage extends PageDef {
  component: LazyExoticComponent<ComponentType>;
}

export const localPages: Record<string, LocalPage> = {
  // 13 项目管理 → 1301 项目申请
  '/project/add': { menuId: '1301', component: lazy(() => import('./pages/project/ApplyListPage.tsx')) },
  // 40 系统管理 → 4020 流程管理 → 402005 我的待办
  '/system/process/my': { menuId: '402005', component: lazy(() => import('./pages/system/process/MyTasksPage.tsx')) },
  // 40 系统管理 → 4020 流程管理 → 402020 流程实例, and its hidden detail page
  '/system/process/instance': { menuId: '402020', component: lazy(() => import('./pages/system/process/InstanceListPage.tsx')) },
  '/system/process/instanceDetail': {
    menuId: '402020',
    hidden: true,
    titleKey: 'process:instance.detail.title',
    component: lazy(() => import('./pages/system/process/InstanceDetailPage.tsx')),
  },
};

const LoginPage = lazy(() => import('./pages/login/LoginPage.tsx'));
const SystemHome = lazy(() => import('./pages/home/SystemHome.tsx'));
const PlaceholderPage = lazy(() => import('./pages/placeholder/PlaceholderPage.tsx'));

/** Public routes (spec §2.1); the client-network pages join them later. */
const publicRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/401', element: <UnauthorizedPage /> },
  { path: '/404', element: <NotFoundPage /> },
];

function RoutePage({ entry }: { entry: RouteEntry }) {
  const Page = entry.page ? localPages[entry.page]?.component : undefined;
  return Page ? <Page /> : <PlaceholderPage menuId={entry.menuId} />;
}

/** Home: SystemHome for back-office users; visitors and public users go to their first page. */
function homeRoutes(nav: Navigation): RouteObject[] {
  const home = nav.homePath ?? '/401';
  return [
    { index: true, element: <Navigate to={home} replace /> },
    { path: '/home', element: home === '/home' ? <SystemHome /> : <Navigate to={home} replace /> },
  ];
}

/**
 * The route table for the current session. Without a loaded session the guard's catch-all waits
 * (and loads it); once loaded the table is rebuilt and the same URL matches again (spec §2.5).
 */
export function buildRoutes(nav: Navigation | undefined): RouteObject[] {
  const signedIn: RouteObject[] = nav
    ? [
        {
          element: <ShellLayout />,
          children: [
            ...homeRoutes(nav),
            ...nav.table.map((entry) => ({ path: entry.path, element: <RoutePage entry={entry} /> })),
            { path: '*', element: <Navigate to="/404" replace /> },
          ],
        },
      ]
    : [{ path: '*', element: null }];
  return [...publicRoutes, { element: <RequireSession />, children: signedIn }];
}
