import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const MethodologyCollectPage = lazy(() => import('./MethodologyCollectPage.tsx'));

/** /client/methodology/collect (issue 14): outside the shell, for a signed-in client (the page sends to sign-in). */
export const methodologyClientRoutes: RouteObject[] = [{ path: '/client/methodology/collect', element: <MethodologyCollectPage /> }];
