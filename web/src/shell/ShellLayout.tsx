import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Drawer, Layout, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { activeTopMenuId, findTrail, firstLeaf, type MenuNode } from '../navigation/menu-tree.ts';
import { findRoute } from '../navigation/route-table.ts';
import { useMenuLabel, useNavigationModel } from '../navigation/NavigationContext.tsx';
import { signOut, useSession } from '../session/session-store.ts';
import { loadPageTexts } from '../i18n.ts';
import { currentUiLanguage } from '../language.ts';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { PostSignInDialogs } from './PostSignInDialogs.tsx';
import { SettingsDrawer } from './SettingsDrawer.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TabBar, type TabAction } from './TabBar.tsx';
import { TopBar } from './TopBar.tsx';
import { TopNav } from './TopNav.tsx';
import { updateSettings, useSettings } from './settings.ts';
import { tabsStore, useTabs } from './tabs-store.ts';
import type { Tab } from './tabs.ts';
import { useIsMobile } from './use-media.ts';
import { useShellLeaveGuard } from './useUnsavedGuard.tsx';
import { STICKY_AFTER_PX, useScrolledPast } from './use-scrolled.ts';
import './shell.css';

/** Width of the side menu (spec §9). */
export const SIDEBAR_WIDTH = 210;
const HOME_TAB: Tab = { key: '/home', fullPath: '/home', titleKey: 'shell.home', affix: true };

/** The signed-in layout of spec §2.6: top bar, first-level navigation, side menu, tabs, settings. */
export function ShellLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useSession();
  const nav = useNavigationModel();
  const label = useMenuLabel();
  const settings = useSettings();
  const isMobile = useIsMobile();
  const scrolled = useScrolledPast(STICKY_AFTER_PX);
  const { tabs, refresh } = useTabs();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [picked, setPicked] = useState<string>();
  const leaveGuard = useShellLeaveGuard();

  const { pathname, search } = location;
  const entry = findRoute(nav.table, pathname);
  const trail = findTrail(nav.tree, entry?.menuId);
  const isHome = pathname === '/home' && nav.homePath === '/home';
  // the entry the path falls under; none on the home page; on other pages outside the menu the last one chosen
  const topId = activeTopMenuId(nav.tree, { trailTop: trail[0]?.menuId, picked, isHome });
  const top = topId ? nav.byId.get(topId) : undefined;

  const trailTop = trail[0]?.menuId;
  useEffect(() => {
    if (trailTop) setPicked(trailTop);
  }, [trailTop]);

  // once the frame shows, the pages' texts come in the background: the next page opens without waiting for them
  // (a failure here is tried again by the page that needs them, PageTexts)
  useEffect(() => {
    loadPageTexts(currentUiLanguage()).catch(() => undefined);
  }, []);

  // the home page is the first, affixed tab; every routed page opens (or updates) its tab
  useEffect(() => {
    if (nav.homePath === '/home') tabsStore.open(HOME_TAB);
    if (isHome) tabsStore.open({ ...HOME_TAB, fullPath: pathname + search });
    else if (entry) tabsStore.open({ key: pathname, fullPath: pathname + search, menuId: entry.menuId, titleKey: entry.titleKey });
  }, [pathname, search, entry, isHome, nav.homePath]);

  const tabTitle = (tab: Tab) => (tab.titleKey ? t(tab.titleKey) : label(tab.menuId));
  const pageTitle = isHome ? t('shell.home') : entry ? (entry.titleKey ? t(entry.titleKey) : label(entry.menuId)) : '';
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${t('app.title')}` : t('app.title');
  }, [pageTitle, t]);

  const go = (path: string) => {
    navigate(path);
    setDrawerOpen(false);
  };
  const chooseTop = (node: MenuNode) => {
    setPicked(node.menuId);
    go(firstLeaf(node).path);
  };

  const onTabAction = (action: TabAction, tab: Tab) => {
    const active = pathname;
    if (action === 'refresh') {
      if (tab.key !== active) navigate(tab.fullPath);
      tabsStore.refresh(tab.key);
    } else if (action === 'close') {
      const next = tabsStore.close(tab.key, active);
      if (tab.key === active) navigate(next?.fullPath ?? '/');
    } else if (action === 'closeOthers') {
      tabsStore.closeOthers(tab.key);
      if (tab.key !== active) navigate(tab.fullPath);
    } else {
      tabsStore.closeAll();
      const left = tabsStore.get().tabs;
      if (!left.some((x) => x.key === active)) navigate(left.at(-1)?.fullPath ?? '/');
    }
  };

  const logout = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };

  const sidebarOpen = isMobile ? drawerOpen : !settings.sidebarCollapsed;
  const toggleSidebar = () => (isMobile ? setDrawerOpen((o) => !o) : updateSettings({ sidebarCollapsed: !settings.sidebarCollapsed }));
  const collapsed = !isMobile && settings.sidebarCollapsed;
  const sideMenu = <SideMenu top={top} selected={entry?.menuId} collapsed={collapsed} onOpen={(n) => go(n.path)} home={isHome ? () => go('/home') : undefined} />;
  const logo = (
    <div className="shell-logo" data-testid="sidebar-logo">
      <img src="/logo.svg" alt="" />
      {!collapsed && <span>{t('app.shortTitle')}</span>}
    </div>
  );

  return (
    <Layout className={isMobile ? 'shell shell-mobile' : 'shell'}>
      {isMobile ? (
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} placement="left" size={SIDEBAR_WIDTH} closable={false} styles={{ body: { padding: 0 } }}>
          {settings.sidebarLogo && logo}
          {sideMenu}
        </Drawer>
      ) : (
        <Layout.Sider className="shell-sider" theme="light" width={SIDEBAR_WIDTH} collapsedWidth={64} collapsed={collapsed} trigger={null}>
          {settings.sidebarLogo && logo}
          {sideMenu}
        </Layout.Sider>
      )}
      <Layout className="shell-main">
        <header className={settings.fixedHeader && scrolled ? 'shell-header is-sticky' : 'shell-header'} data-testid="shell-header">
          <TopBar
            user={user}
            sidebarOpen={sidebarOpen}
            onToggleSidebar={toggleSidebar}
            onOpenSettings={() => setSettingsOpen(true)}
            onChangePassword={() => setPasswordOpen(true)}
            onLogout={() => leaveGuard.signOut(() => void logout())}
          />
          <TopNav tree={nav.tree} active={topId} onChoose={chooseTop} />
          {settings.tagsView && tabs.length > 0 && (
            <TabBar tabs={tabs} activeKey={pathname} title={tabTitle} onSelect={(tab) => navigate(tab.fullPath)} onAction={(action, tab) => leaveGuard.tabAction(action, tab, tabs, onTabAction)} />
          )}
        </header>
        <Layout.Content className="shell-content">
          <Suspense fallback={<Spin className="shell-page-spin" />}>
            <PageErrorBoundary key={`${pathname}#${refresh[pathname] ?? 0}`}>
              <Outlet />
            </PageErrorBoundary>
          </Suspense>
        </Layout.Content>
      </Layout>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      <PostSignInDialogs />
    </Layout>
  );
}
