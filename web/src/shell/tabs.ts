/**
 * The tab bar's list (accounts spec §2.6: refresh, close, close others, close all). Pure list
 * operations; tabs-store.ts holds the live list. Affixed tabs (the home page) never close.
 */
export interface Tab {
  /** The path name: one tab a page, whatever its query. */
  key: string;
  /** Path with query, to return to the page as it was left. */
  fullPath: string;
  /** Menu id whose name titles the tab, or an i18n key for pages outside the menu. */
  menuId?: string;
  titleKey?: string;
  affix?: boolean;
}

/** Adds a tab at the end, or updates the one with the same key in place. */
export function openTab(tabs: readonly Tab[], tab: Tab): Tab[] {
  const i = tabs.findIndex((t) => t.key === tab.key);
  if (i < 0) return [...tabs, tab];
  const next = [...tabs];
  next[i] = { ...tabs[i], ...tab, affix: tabs[i].affix || tab.affix };
  return next;
}

/**
 * Closes one tab. When it was the active one, `next` is the tab to show: the right-hand
 * neighbour, else the left-hand one; undefined when nothing is left (the caller goes home).
 */
export function closeTab(tabs: readonly Tab[], key: string, activeKey: string): { tabs: Tab[]; next?: Tab } {
  const i = tabs.findIndex((t) => t.key === key);
  if (i < 0 || tabs[i].affix) return { tabs: [...tabs] };
  const rest = tabs.filter((t) => t.key !== key);
  if (key !== activeKey) return { tabs: rest, next: rest.find((t) => t.key === activeKey) };
  return { tabs: rest, next: rest[i] ?? rest[i - 1] };
}

/** Keeps the affixed tabs and `key`. */
export function closeOtherTabs(tabs: readonly Tab[], key: string): Tab[] {
  return tabs.filter((t) => t.affix || t.key === key);
}

/** Keeps the affixed tabs only. */
export function closeAllTabs(tabs: readonly Tab[]): Tab[] {
  return tabs.filter((t) => t.affix);
}

/** How many tabs other than `key` can close (enables or disables "close others"). */
export function closableOthers(tabs: readonly Tab[], key: string): number {
  return tabs.filter((t) => !t.affix && t.key !== key).length;
}
