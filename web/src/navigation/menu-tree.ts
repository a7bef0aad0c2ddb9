import { filterMenusForAccount, landsOnSystemHome, PUBLIC_OPERATOR_TYPES } from '@ccer/contracts';

/**
 * The navigation tree built from the server's menu list (accounts spec §2.4). Pure: no React,
 * no router, so the rules are unit-tested in node.
 */

/** One entry of `menuList` in GET /api/menu/permission-list. */
export interface MenuRecord {
  menuId: string;
  parentId: string;
  menuName: string;
  path?: string;
}

export interface MenuNode {
  menuId: string;
  parentId: string;
  /** The server's name (Chinese, or English when the request asked for it). */
  name: string;
  /** Route path: the local page serving this entry, else `/<menuId>` (the placeholder page). */
  path: string;
  /** No local page serves this entry: the generic placeholder page shows. */
  placeholder: boolean;
  children: MenuNode[];
}

/** First-level entries: parent id starting with a minus sign ('-1'), or no parent at all. */
export function isTopLevel(parentId: string | null | undefined): boolean {
  return !parentId || parentId.startsWith('-');
}

/**
 * Builds the tree in the server's order. `resolvePage` returns the local route path that serves a
 * record, or undefined. Entries whose parent is not in the list are dropped: the user was not
 * granted the parent, so the child has nowhere to show (and hidden menus stay hidden).
 */
export function buildMenuTree(list: readonly MenuRecord[], resolvePage: (m: MenuRecord) => string | undefined): MenuNode[] {
  const byParent = new Map<string, MenuRecord[]>();
  const seen = new Set<string>();
  const roots: MenuRecord[] = [];
  for (const m of list) {
    if (seen.has(m.menuId)) continue; // a menu granted by two roles arrives twice
    seen.add(m.menuId);
    if (isTopLevel(m.parentId)) roots.push(m);
    else byParent.set(m.parentId, [...(byParent.get(m.parentId) ?? []), m]);
  }
  const visited = new Set<string>();
  const toNode = (m: MenuRecord): MenuNode | undefined => {
    if (visited.has(m.menuId)) return undefined; // a cycle in bad data must not loop forever
    visited.add(m.menuId);
    const local = resolvePage(m);
    return {
      menuId: m.menuId,
      parentId: m.parentId,
      name: m.menuName,
      path: local ?? `/${m.menuId}`,
      placeholder: !local,
      children: (byParent.get(m.menuId) ?? []).map(toNode).filter((n): n is MenuNode => !!n),
    };
  };
  return roots.map(toNode).filter((n): n is MenuNode => !!n);
}

/** Every node, depth first. */
export function flattenMenu(tree: readonly MenuNode[]): MenuNode[] {
  return tree.flatMap((n) => [n, ...flattenMenu(n.children)]);
}

/** The nodes from the first level down to `menuId`; empty when it is not in the tree. */
export function findTrail(tree: readonly MenuNode[], menuId: string | undefined): MenuNode[] {
  if (!menuId) return [];
  for (const n of tree) {
    if (n.menuId === menuId) return [n];
    const below = findTrail(n.children, menuId);
    if (below.length) return [n, ...below];
  }
  return [];
}

/** The page a first-level entry opens: its first leaf (or itself when it has no children). */
export function firstLeaf(node: MenuNode): MenuNode {
  return node.children.length ? firstLeaf(node.children[0]) : node;
}

/** Keys of every node with children under `node` (the side menu opens them all). */
export function submenuKeys(node: MenuNode | undefined): string[] {
  if (!node) return [];
  return node.children.filter((c) => c.children.length).flatMap((c) => [c.menuId, ...submenuKeys(c)]);
}

/**
 * Account-type filtering for enterprise representatives (accounts spec §6): the one rule of
 * contracts, which the gateway already applied to the permission list; applied again here so a
 * stale or cached list cannot show what the company's account types hide.
 */
export function filterMenusForCustomer(list: readonly MenuRecord[], operatorType: string, custType: string | null | undefined): MenuRecord[] {
  return filterMenusForAccount(list, operatorType, custType);
}

/** Visitors (09) and public users (10, 11) never land on SystemHome (accounts spec §2.5, §6). */
export { PUBLIC_OPERATOR_TYPES };

/** Where `/` leads: SystemHome for back-office users, else the first page of their menu. */
export function homePathFor(operatorType: string | undefined, tree: readonly MenuNode[]): string | undefined {
  if (landsOnSystemHome(operatorType)) return '/home';
  return tree.length ? firstLeaf(tree[0]).path : undefined;
}

/**
 * The first-level entry the shell marks and whose children the side menu shows: the one the page falls
 * under; none on the home page, which belongs to no menu; on other pages outside the menu the last one
 * chosen, else the first.
 */
export function activeTopMenuId(tree: readonly MenuNode[], at: { trailTop?: string; picked?: string; isHome: boolean }): string | undefined {
  if (at.trailTop) return at.trailTop;
  if (at.isHome) return undefined;
  if (at.picked && tree.some((n) => n.menuId === at.picked)) return at.picked;
  return tree[0]?.menuId;
}
