import { buildMenuTree, flattenMenu, homePathFor, type MenuNode, type MenuRecord } from './menu-tree.ts';
import { buildRouteTable, pageResolver, type PageDef, type RouteEntry } from './route-table.ts';

/** Everything the shell and the router derive from one session's menu list. */
export interface Navigation {
  tree: MenuNode[];
  /** Menu id → node, for names and paths. */
  byId: Map<string, MenuNode>;
  table: RouteEntry[];
  /** Where `/` leads; undefined when a public user has no page at all. */
  homePath: string | undefined;
}

export function buildNavigation(menus: readonly MenuRecord[], operatorType: string | undefined, pages: Readonly<Record<string, PageDef>>): Navigation {
  const tree = buildMenuTree(menus, pageResolver(pages));
  return {
    tree,
    byId: new Map(flattenMenu(tree).map((n) => [n.menuId, n])),
    table: buildRouteTable(tree, pages),
    homePath: homePathFor(operatorType, tree),
  };
}
