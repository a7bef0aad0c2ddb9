import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import type { Navigation } from './navigation/navigation.ts';
import type { PageDef, RouteEntry } from './navigation/route-table.ts';
import { RequireSession } from './session/RequireSession.tsx';
import { PageTexts } from './PageTexts.tsx';
import { ShellLayout } from './shell/ShellLayout.tsx';
import NotFoundPage from './pages/errors/NotFoundPage.tsx';
import UnauthorizedPage from './pages/errors/UnauthorizedPage.tsx';
import { AuthRedirect, RedirectPath } from './pages/redirect/RedirectPages.tsx';
import { publicPathReachable, systemMode } from './navigation/system-mode.ts';
import { operatorAccountPages } from './pages/account/operators/operator-routes.ts';
import { settingsPages } from './pages/system/settings/settings-routes.ts';
import { institutionPages } from './pages/system/institution/institution-routes.ts';
import { messagingPages } from './pages/system/messaging/messaging-routes.ts';
import { registrationAccountPages, registrationPublicRoutes } from './pages/registration/registration-routes.tsx';
import { companyAccountPages, companyClientRoutes } from './pages/account/company/company-routes.tsx';
import { unionProvinceClientRoutes } from './pages/client/province/province-routes.tsx';
import { electronicPages } from './pages/system/electronic/electronic-routes.ts';
import { publicityPages, publicityPublicRoutes } from './pages/project-publicity/publicity-routes.tsx';
import { portalPublicRoutes } from './pages/portal/portal-routes.tsx';
import { projectStepPages } from './pages/project/steps/project-step-routes.ts';
import { registeredProjectPages } from './pages/project/registered/registered-routes.ts';
import { expertPages } from './pages/project/experts/expert-routes.ts';
import { certifiedPages } from './pages/certified/certified-routes.ts';
import { ccerPages } from './pages/ccer/ccer-routes.ts';
import { informationPages } from './pages/information/information-routes.ts';
import { statisticsDailyPages } from './pages/statistics/daily-data/daily-routes.ts';
import { methodologyCollectPages } from './pages/information/methodology-collect/methodology-collect-routes.ts';
import { statisticsPages } from './pages/statistics/statistics-routes.ts';
import { ccerJointPages } from './pages/ccer-joint/ccer-joint-routes.ts';
import { liquidationPages } from './pages/liquidation/liquidation-routes.ts';
import { methodologyClientRoutes } from './pages/client/methodology/methodology-client-routes.tsx';

/**
 * Routes as data (architecture §7). Local pages are declared here by path; which of them a user
 * reaches, and the menu that shows them, come from the server's menu list (spec §2.4):
 * see navigation/. A menu without a local page gets the placeholder page at /<menuId>.
 */
export interface LocalPage extends PageDef {
  component: LazyExoticComponent<ComponentType>;
}

export const localPages: Record<string, LocalPage> = {
  // 10 账户管理 → 1001 国家, 1005 省级, 1010 配置, 1015 交易所管理员, 1020 专家: 开户, 管理, hidden 修改 and 详情
  ...operatorAccountPages,
  // 40 系统管理 → 4001 机构设置 (where /system leads)
  ...institutionPages,
  // 40 系统管理 → 4010 交易时段, 4030 系统参数, 4045 操作日志 and its hidden detail
  ...settingsPages,
  // 40 系统管理 → 4035 短信管理, 4040 邮件管理: configurations with templates, send records
  ...messagingPages,
  // 10 账户管理 → 1030 机构, 1035 公众账户: manage, hidden edit and detail
  ...registrationAccountPages,
  // 10 账户管理 → 1025 企业: manage, hidden detail, account representatives
  ...companyAccountPages,
  // 40 系统管理 → 4020 流程管理 → 402001 流程模型, and its hidden designer (bpmn-js and form-js load only there)
  '/system/process/model': { menuId: '402001', component: lazy(() => import('./pages/system/process/models/ModelListPage.tsx')) },
  '/system/process/model/design': {
    menuId: '402001',
    hidden: true,
    titleKey: 'processModel:design.title',
    component: lazy(() => import('./pages/system/process/models/ModelDesignPage.tsx')),
  },
  // 40 系统管理 → 4015 角色管理, and its hidden add, edit and detail pages (registry spec §2 System area)
  '/system/role': { menuId: '4015', component: lazy(() => import('./pages/system/role/RoleListPage.tsx')) },
  '/system/roleAdd': { menuId: '4015', hidden: true, titleKey: 'role:title.add', component: lazy(() => import('./pages/system/role/RoleFormPage.tsx')) },
  '/system/roleEdit': { menuId: '4015', hidden: true, titleKey: 'role:title.edit', component: lazy(() => import('./pages/system/role/RoleFormPage.tsx')) },
  '/system/roleDetail': { menuId: '4015', hidden: true, titleKey: 'role:title.detail', component: lazy(() => import('./pages/system/role/RoleFormPage.tsx')) },
  // 40 系统管理 → 4005 交易日历
  '/system/tradeDate': { menuId: '4005', component: lazy(() => import('./pages/system/calendar/TradeCalendarPage.tsx')) },
  // 13 项目管理 → 1301 项目申请
  '/project/add': { menuId: '1301', component: lazy(() => import('./pages/project/ApplyListPage.tsx')) },
  // 13 项目管理 → 1303 公示审核, 1304 登记, 1305 登记申请, 1306 待审定, 1307 撤回记录, 1311 业主确认, hidden details and step pages
  ...projectStepPages,
  // 40 系统管理 → 4020 流程管理 → 402010 业务流程关联, and its hidden version management (businessInstance)
  '/system/process/business': { menuId: '402010', component: lazy(() => import('./pages/system/process/business/BusinessListPage.tsx')) },
  '/system/process/businessInstance': {
    menuId: '402010',
    hidden: true,
    titleKey: 'processBusiness:versions.title',
    component: lazy(() => import('./pages/system/process/business/BusinessInstancePage.tsx')),
  },
  // 40 系统管理 → 4020 流程管理 → 402005 我的待办
  '/system/process/my': { menuId: '402005', component: lazy(() => import('./pages/system/process/MyTasksPage.tsx')) },
  '/system/process/myDeal': {
    menuId: '402005',
    hidden: true,
    titleKey: 'process:deal.title',
    component: lazy(() => import('./pages/system/process/MyDealPage.tsx')),
  },
  // 40 系统管理 → 4020 流程管理 → 402020 流程实例, and its hidden detail page
  '/system/process/instance': { menuId: '402020', component: lazy(() => import('./pages/system/process/InstanceListPage.tsx')) },
  '/system/process/instanceDetail': {
    menuId: '402020',
    hidden: true,
    titleKey: 'process:instance.detail.title',
    component: lazy(() => import('./pages/system/process/InstanceDetailPage.tsx')),
  },
  // 402015 已办任务, 402025 我的申请, 402030 企业申请, with their hidden detail pages
  '/system/process/done': { menuId: '402015', component: lazy(() => import('./pages/system/process/lists/DoneListPage.tsx')) },
  '/system/process/doneDetail': {
    menuId: '402015',
    hidden: true,
    titleKey: 'processLists:done.detail.title',
    component: lazy(() => import('./pages/system/process/lists/DoneDetailPage.tsx')),
  },
  '/system/process/apply': { menuId: '402025', component: lazy(() => import('./pages/system/process/lists/ApplyListPage.tsx')) },
  '/system/process/applyDetails': {
    menuId: '402025',
    hidden: true,
    titleKey: 'processLists:apply.detail.title',
    component: lazy(() => import('./pages/system/process/lists/ApplyDetailPage.tsx')),
  },
  '/system/process/companyApply': { menuId: '402030', component: lazy(() => import('./pages/system/process/lists/CompanyApplyListPage.tsx')) },
  '/system/process/companyApplyDetails': {
    menuId: '402030',
    hidden: true,
    titleKey: 'processLists:apply.detail.title',
    component: lazy(() => import('./pages/system/process/lists/ApplyDetailPage.tsx')),
  },
  // 40 系统管理 → 4025 电子文档设置: 402501 文档类型, 402505 业务文档设置 and its hidden detail
  ...electronicPages,
  // 13 项目管理 → 1309 公示意见, 1310 公示项目查询
  ...publicityPages,
  // 13 项目管理 after registration: 1302 项目管理, 1312 项目暂停, 1313 项目查询, 1314 项目注销, 1315 项目注销管理, with their hidden pages
  ...registeredProjectPages,
  // 13 项目管理 → 1308 指派专家 (draws, appointment, reports) and the hidden expert evaluation page
  ...expertPages,
  // 16 减排量核证 → 1601 申请, 1602 管理, 1603 公示审核, 1604 登记, 1605 登记申请, 1606 待核证, 1611 业主确认, the hidden detail and step pages
  ...certifiedPages,
  ...ccerPages,
  // 50 信息发布 → 5001 栏目管理, 5005 信息发布, 5010 轮播图, 5015 方法学, with their hidden add, edit and detail pages
  ...informationPages,
  // 35 统计报表 → 3545 日报数据 (list, add, edit, statisticsList, statisticsChart), 3555 周报, 3535 机构报告 with its detail, 3540 专家费用
  ...statisticsDailyPages,
  // 50 信息发布 → 5015 方法学: the hidden proposals list and detail (方法学征集)
  ...methodologyCollectPages,
  // 35 统计报表: the area's path, the eight reports on one frame (issue 14)
  ...statisticsPages,
  // 24 交易系统对接 and 30 清算管理: the exchange's call and signature logs, its clearing batches and figures
  ...ccerJointPages,
  ...liquidationPages,
};

const LoginPage = lazy(() => import('./pages/login/LoginPage.tsx'));
const ForgetPasswordPage = lazy(() => import('./pages/forget-password/ForgetPasswordPage.tsx'));
const SystemHome = lazy(() => import('./pages/home/SystemHome.tsx'));
const PlaceholderPage = lazy(() => import('./pages/placeholder/PlaceholderPage.tsx'));

/** Public routes (spec §2.1); the client-network pages join them later. All but the sign-in page need the pages' texts. */
const publicRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  ...withPageTexts([
    // named route forgetPassword (spec §2.2); /client/forgetPassword is its client-network path (§2.1)
    { path: '/forgetPassword', element: <ForgetPasswordPage /> },
    { path: '/client/forgetPassword', element: <ForgetPasswordPage /> },
    { path: '/401', element: <UnauthorizedPage /> },
    { path: '/404', element: <NotFoundPage /> },
    { path: '/redirect/*', element: <RedirectPath /> },
    { path: '/redirectpage', element: <AuthRedirect /> },
    { path: '/auth-redirect', element: <AuthRedirect /> },
    // client registration and account opening (spec §2.1, §2.3)
    ...registrationPublicRoutes,
    ...companyClientRoutes,
    ...unionProvinceClientRoutes,
    // a signed-in client's methodology proposals (issue 14)
    ...methodologyClientRoutes,
    // the public project publicity pages (registry spec §2 public routes)
    ...publicityPublicRoutes,
    // the public portal: home, dashboard, the notice pages, the methodology library and open data (issue 14)
    ...portalPublicRoutes,
  ]),
];

/**
 * Routes whose element waits for the pages' texts (PageTexts), the one place that rule is applied: the public pages but
 * sign-in and the signed-in pages but home. A layout route's children wait with it.
 */
function withPageTexts(routes: RouteObject[]): RouteObject[] {
  return routes.map((r) => (r.element ? { ...r, element: <PageTexts>{r.element}</PageTexts> } : { ...r, children: r.children && withPageTexts(r.children) }) as RouteObject);
}

function RoutePage({ entry, activeMenuPath }: { entry: RouteEntry; activeMenuPath?: string }) {
  const location = useLocation();
  const def = entry.page ? localPages[entry.page] : undefined;
  const hasFormInfo = Boolean((location.state as { formInfo?: unknown } | null)?.formInfo) || location.search !== '';
  // a page that needs its formInfo, reached without it, goes to its active menu (§2.5)
  if (def?.requiresFormInfo && !hasFormInfo && activeMenuPath) return <Navigate to={activeMenuPath} replace />;
  const Page = def?.component;
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
            // every signed-in page but home waits for the pages' texts, as the public pages do
            ...withPageTexts(
              nav.table.map((entry) => ({
                path: entry.path,
                element: <RoutePage entry={entry} activeMenuPath={nav.table.find((e) => e.menuId === entry.menuId && !e.hidden)?.path} />,
              })),
            ),
            { path: '*', element: <Navigate to="/404" replace /> },
          ],
        },
      ]
    : [{ path: '*', element: null }];
  // system B keeps only the sign-in pages public (§2.1); the others lead to /
  const reachable = publicRoutes.map((r) => (r.path && !publicPathReachable(r.path, systemMode) ? { path: r.path, element: <Navigate to="/" replace /> } : r));
  return [...reachable, { element: <RequireSession />, children: signedIn }];
}
