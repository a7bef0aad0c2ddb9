import { lazy } from 'react';
import type { LocalPage } from '../../../routes';

/** 22 全国注册登记系统对接 → 2210 账户绑定: a key emitting entity's binding to its national carbon market account. */
export const nationalBindingPages: Record<string, LocalPage> = {
  '/ccer/abutment/association': { menuId: '2210', component: lazy(() => import('./AssociationPage.tsx')) },
};
