import type { MenuEntry } from './types.ts';
import { accountMenus, connectionMenus } from './account.ts';
import { projectMenus } from './project.ts';
import { certificationMenus } from './certification.ts';
import { ccerMenus, nationalRegistryMenus, tradingConnectionMenus } from './ccer.ts';
import { clearingMenus } from './clearing.ts';
import { statisticsMenus } from './statistics.ts';
import { systemMenus } from './system.ts';
import { publishingMenus } from './publishing.ts';

export type { MenuEntry } from './types.ts';

/**
 * The whole menu catalogue (ids 10 to 5015, registry spec §6), one file per top-level area. Synced
 * into the `menu` table on every start; roles grant entries of it; the web builds its routes from
 * the granted ones.
 */
export const menuCatalogue: MenuEntry[] = [
  ...accountMenus,
  ...projectMenus,
  ...certificationMenus,
  ...ccerMenus,
  ...nationalRegistryMenus,
  ...tradingConnectionMenus,
  ...connectionMenus,
  ...clearingMenus,
  ...statisticsMenus,
  ...systemMenus,
  ...publishingMenus,
];

const byId = new Map(menuCatalogue.map((m) => [m.menuId, m]));

export const menuById = (menuId: string): MenuEntry | undefined => byId.get(menuId);

/** The ids plus every ancestor of each (a granted child needs its parents to show in the tree). */
export function withAncestorMenus(menuIds: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const id of menuIds) {
    for (let m = byId.get(id); m && !out.has(m.menuId); m = byId.get(m.parentId)) out.add(m.menuId);
  }
  return menuCatalogue.filter((m) => out.has(m.menuId)).map((m) => m.menuId);
}
