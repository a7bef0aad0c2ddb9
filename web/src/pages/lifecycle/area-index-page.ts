import { createElement, lazy } from 'react';
import type { LocalPage } from '../../routes';

/**
 * An area's own path (the spec's "/system (redirects to institutions)") as a hidden page of the area's menu that
 * leads to `target`, or to the first page of the area the person has (AreaIndexRedirect).
 */
export const areaIndexPage = (areaMenuId: string, target: string): LocalPage => ({
  menuId: areaMenuId,
  hidden: true,
  component: lazy(() => import('./AreaIndexRedirect.tsx').then((m) => ({ default: () => createElement(m.default, { target, areaMenuId }) }))),
});
