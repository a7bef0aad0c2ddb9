import { Suspense, useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider, useLocation, useRoutes } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';
import { AppConfigProvider } from './theme.tsx';
import { buildNavigation } from './navigation/navigation.ts';
import { NavigationContext } from './navigation/NavigationContext.tsx';
import { useSession } from './session/session-store.ts';
import { FullPageSpin } from './session/RequireSession.tsx';
import { HttpFeedback } from './shell/HttpFeedback.tsx';
import { UnsavedChangesPrompt } from './shell/useUnsavedGuard.tsx';
import { buildRoutes, localPages } from './routes.tsx';
import RouteErrorPage from './pages/errors/RouteErrorPage.tsx';

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

function Root() {
  return (
    <>
      <HttpFeedback />
      <UnsavedChangesPrompt />
      <ScrollToTop />
      <Suspense fallback={<FullPageSpin />}>
        <AppRoutes />
      </Suspense>
    </>
  );
}

/**
 * A data router (one catch-all route; the session's routes match inside it) because only a data
 * router can hold a navigation while a page with unsaved changes asks (useBlocker). What cannot render outside the
 * signed-in frame shows RouteErrorPage with a reload, not a blank window; a page inside the frame fails within it.
 */
const router = createBrowserRouter([{ path: '*', element: <Root />, errorElement: <RouteErrorPage /> }]);

export default function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppConfigProvider>
        <RouterProvider router={router} />
      </AppConfigProvider>
    </QueryClientProvider>
  );
}
