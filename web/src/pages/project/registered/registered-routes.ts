import { lazy } from 'react';
import type { LocalPage } from '../../../routes';

const list = (name: 'QueryPage' | 'ManagePage' | 'StopPage') => lazy(() => import('./RegisteredListPage.tsx').then((m) => ({ default: m[name] })));
const cancels = (name: 'LogoutPage' | 'LogoutManagePage') => lazy(() => import('./CancelListPage.tsx').then((m) => ({ default: m[name] })));
const cancel = (name: 'LogoutDetailPage' | 'LogoutManageDetailPage') => lazy(() => import('./CancelDetailPage.tsx').then((m) => ({ default: m[name] })));
const insideEdit = lazy(() => import('./InsideEditPage.tsx'));

/**
 * 13 项目管理 after registration (registry spec §2 Project area): 1302 项目管理 with the registry's edit (insideEdit,
 * manage/edit), 1312 项目暂停, 1313 项目查询 with its detail, 1314 项目注销 and 1315 项目注销管理 with their details.
 */
export const registeredProjectPages: Record<string, LocalPage> = {
  '/project/manage': { menuId: '1302', component: list('ManagePage') },
  '/project/insideEdit': { menuId: '1302', hidden: true, titleKey: 'projectRegistered:title.edit', requiresFormInfo: true, component: insideEdit },
  '/project/manage/edit': { menuId: '1302', hidden: true, titleKey: 'projectRegistered:title.edit', requiresFormInfo: true, component: insideEdit },
  '/project/stop': { menuId: '1312', component: list('StopPage') },
  '/project/query': { menuId: '1313', component: list('QueryPage') },
  '/project/query/detail': {
    menuId: '1313',
    hidden: true,
    titleKey: 'projectRegistered:title.detail',
    requiresFormInfo: true,
    component: lazy(() => import('./RegisteredDetailPage.tsx')),
  },
  '/project/logout': { menuId: '1314', component: cancels('LogoutPage') },
  '/project/logout/detail': { menuId: '1314', hidden: true, titleKey: 'projectRegistered:title.cancelDetail', requiresFormInfo: true, component: cancel('LogoutDetailPage') },
  '/project/logoutManage': { menuId: '1315', component: cancels('LogoutManagePage') },
  '/project/logoutManage/detail': {
    menuId: '1315',
    hidden: true,
    titleKey: 'projectRegistered:title.manageCancelDetail',
    requiresFormInfo: true,
    component: cancel('LogoutManageDetailPage'),
  },
};
