/** One entry of the menu catalogue (accounts spec §3.2: menuId, parentId, menuName). */
export interface MenuEntry {
  menuId: string;
  parentId: string;
  menuName: string;
  /** English name for the menu, the i18n fallback when the server name is Chinese. */
  menuNameEn: string;
  /** The route path; containers without a page of their own carry their area's path (never routed). */
  path: string;
  sort: number;
}

/** Builds entries compactly: [menuId, parentId, 中文名, English name, path]; sort follows the list order. */
export function menus(rows: ReadonlyArray<readonly [string, string, string, string, string]>): MenuEntry[] {
  return rows.map(([menuId, parentId, menuName, menuNameEn, path], i) => ({ menuId, parentId, menuName, menuNameEn, path, sort: sortOf(menuId, i) }));
}

/** Top-level entries sort by their id (13 before 40); children by their last two digits, then list order. */
function sortOf(menuId: string, index: number): number {
  return menuId.length === 2 ? Number(menuId) : Number(menuId.slice(-2)) * 100 + index;
}
