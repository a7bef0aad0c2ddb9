import { Suspense, useEffect, useMemo } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';
import { AppConfigProvider } from './theme.tsx';
import { buildNavigation } from './navigation/navigation.ts';
import { NavigationContext } from './navigation/NavigationContext.tsx';
import { useSession } from './session/session-store.ts';
import { FullPageSpin } from './session/RequireSession.tsx';
import { HttpFeedback } from './shell/HttpFeedback.tsx';
import { buildRoutes, localPages } from './routes.tsx';

/** Builds the route table from the session's menus and renders the matching route. */
function AppRoutes() {
  const session = useSession();
  const nav = useMemo(
    () => (session.status === 'ready' ? buildNavigation(session.menus, session.user?.operatorType, localPages) : undefined),
    [session.status, session.menus, session.user],
  );
  const routes = useMemo(() => buildRoutes(nav), [nav]);
  const element = useRoutes(routes);
  return <NavigationContext.Provider value={nav}>{element}</NavigationContext.Provider>;
}

/** Scrolling returns to the top on each route change (spec §2.4). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // a block body: newer browsers return a promise from scrollTo, which an effect must not return
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export default function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppConfigProvider>
        <BrowserRouter>
          <HttpFeedback />
          <ScrollToTop />
          <Suspense fallback={<FullPageSpin />}>
            <AppRoutes />
          </Suspense>
        </BrowserRouter>
      </AppConfigProvider>
    </QueryClientProvider>
  );
}
