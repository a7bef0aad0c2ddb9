import { lazy } from 'react';
import type { LocalPage } from '../../../routes';
import { operatorPageDeclarations } from './declarations';

const ListPage = lazy(() => import('./OperatorListPage.tsx'));
const FormPage = lazy(() => import('./OperatorFormPage.tsx'));

/**
 * The local pages of every back-office account family (accounts spec §2.4), from the declarations: 开户 (add
 * menu) and 管理 (manage menu), and the hidden 修改 and 详情 pages under the manage menu.
 */
export const operatorAccountPages: Record<string, LocalPage> = Object.fromEntries(
  operatorPageDeclarations.flatMap((d) => [
    [`${d.basePath}/add`, { menuId: d.menus.add, component: FormPage }],
    [`${d.basePath}/manage`, { menuId: d.menus.manage, component: ListPage }],
    [`${d.basePath}/edit`, { menuId: d.menus.manage, hidden: true, titleKey: 'operators:title.edit', component: FormPage }],
    [`${d.basePath}/detail`, { menuId: d.menus.manage, hidden: true, titleKey: 'operators:title.detail', component: FormPage }],
  ]),
);
