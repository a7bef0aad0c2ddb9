import { functionCatalogue, menuCatalogue } from '@ccer/contracts';

/**
 * The role form's permission tree: the menu catalogue with each menu's function buttons under it
 * (contracts: menus/ and functions/). Pure, so the check rules are unit-tested.
 * Keys: `m:<menuId>` for menus, `f:<funcId>` for buttons.
 */
export interface PermissionNode {
  key: string;
  /** Menu or button name in the page's language. */
  title: string;
  isButton: boolean;
  children: PermissionNode[];
}

export const menuKey = (menuId: string) => `m:${menuId}`;
export const funcKey = (funcId: string) => `f:${funcId}`;

export function buildPermissionTree(lang: string): PermissionNode[] {
  const en = !lang.startsWith('zh');
  const nodes = new Map<string, PermissionNode>();
  for (const m of menuCatalogue) nodes.set(m.menuId, { key: menuKey(m.menuId), title: en ? m.menuNameEn : m.menuName, isButton: false, children: [] });
  const roots: PermissionNode[] = [];
  for (const m of menuCatalogue) {
    const node = nodes.get(m.menuId)!;
    const parent = nodes.get(m.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  // buttons after the submenus of their menu
  for (const f of functionCatalogue) {
    nodes.get(f.menuId)?.children.push({ key: funcKey(f.funcId), title: `${en ? f.en : f.zh} (${f.funcId})`, isButton: true, children: [] });
  }
  return roots;
}

/** Parent of every key, and the keys under each, for the check cascade. */
export function indexTree(tree: readonly PermissionNode[]) {
  const parentOf = new Map<string, string>();
  const below = new Map<string, string[]>();
  const walk = (n: PermissionNode): string[] => {
    const keys = n.children.flatMap((c) => {
      parentOf.set(c.key, n.key);
      return [c.key, ...walk(c)];
    });
    below.set(n.key, keys);
    return keys;
  };
  tree.forEach(walk);
  return { parentOf, below };
}

/**
 * Checking a node checks everything under it and its ancestors (a granted child needs its parents
 * to show); unchecking a node unchecks everything under it and leaves the ancestors.
 */
export function toggleKey(checked: readonly string[], key: string, on: boolean, index: ReturnType<typeof indexTree>): string[] {
  const next = new Set(checked);
  const affected = [key, ...(index.below.get(key) ?? [])];
  if (on) {
    affected.forEach((k) => next.add(k));
    for (let p = index.parentOf.get(key); p; p = index.parentOf.get(p)) next.add(p);
  } else affected.forEach((k) => next.delete(k));
  return [...next];
}

export const keysFromGrants = (menuIds: readonly string[], funcIds: readonly string[]): string[] => [...menuIds.map(menuKey), ...funcIds.map(funcKey)];

export function grantsFromKeys(keys: readonly string[]): { menuIds: string[]; funcIds: string[] } {
  const set = new Set(keys);
  return {
    menuIds: menuCatalogue.map((m) => m.menuId).filter((id) => set.has(menuKey(id))),
    funcIds: functionCatalogue.map((f) => f.funcId).filter((id) => set.has(funcKey(id))),
  };
}

/** Every key of the tree (the system-administrator role shows them all checked). */
export const allKeys = (): string[] => keysFromGrants(menuCatalogue.map((m) => m.menuId), functionCatalogue.map((f) => f.funcId));
