import { flattenMenu, type MenuNode, type MenuRecord } from './menu-tree.ts';

/**
 * The signed-in route table: which paths exist for this user and which menu id gates each
 * (accounts spec §2.4: every route is gated by a menu id; hidden add/edit/detail pages stay
 * under their parent menu entry). Pure, so it is unit-tested.
 */

/** How a local page is declared in routes.tsx (the component itself is kept out of this module). */
export interface PageDef {
  /** The menu entry that grants this page (for hidden pages: the entry they belong to). */
  menuId: string;
  /** Add, edit and detail pages: routed, not shown in the menu. */
  hidden?: boolean;
  /** i18n key of the tab title of a hidden page; menu pages use the menu name. */
  titleKey?: string;
  /** Opened with a formInfo (router state) or a query only; without either it goes to its menu's page (spec §2.5). */
  requiresFormInfo?: boolean;
}

export interface RouteEntry {
  /** Route pattern, may hold `:param` segments. */
  path: string;
  menuId: string;
  /** Key into the local page map; undefined for the placeholder page. */
  page?: string;
  titleKey?: string;
  hidden: boolean;
}

/** The local route path that serves a menu record: by the server's path first, then by menu id. */
export function pageResolver(pages: Readonly<Record<string, PageDef>>) {
  return (m: MenuRecord): string | undefined => {
    if (m.path && pages[m.path] && !pages[m.path].hidden) return m.path;
    return Object.entries(pages).find(([, p]) => p.menuId === m.menuId && !p.hidden)?.[0];
  };
}

export function buildRouteTable(tree: readonly MenuNode[], pages: Readonly<Record<string, PageDef>>): RouteEntry[] {
  const nodes = flattenMenu(tree);
  const granted = new Set(nodes.map((n) => n.menuId));
  const entries: RouteEntry[] = [];
  const paths = new Set<string>();
  const add = (e: RouteEntry) => {
    if (paths.has(e.path)) return;
    paths.add(e.path);
    entries.push(e);
  };
  for (const n of nodes) {
    // parent containers without a page of their own get no route; leaves always do
    if (!n.placeholder) add({ path: n.path, menuId: n.menuId, page: n.path, hidden: false });
    else if (!n.children.length) add({ path: n.path, menuId: n.menuId, hidden: false });
  }
  for (const [path, p] of Object.entries(pages)) {
    if (p.hidden && granted.has(p.menuId)) add({ path, menuId: p.menuId, page: path, titleKey: p.titleKey, hidden: true });
  }
  return entries;
}

/** Matches a route pattern with `:param` segments against a path name (trailing slash ignored). */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.split('/').filter(Boolean);
  if (a.length !== b.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    if (a[i].startsWith(':')) params[a[i].slice(1)] = decodeURIComponent(b[i]);
    else if (a[i] !== b[i]) return undefined;
  }
  return params;
}

export function findRoute(table: readonly RouteEntry[], pathname: string): RouteEntry | undefined {
  // exact patterns win over patterns with parameters
  return (
    table.find((e) => !e.path.includes(':') && matchPattern(e.path, pathname)) ??
    table.find((e) => matchPattern(e.path, pathname))
  );
}
