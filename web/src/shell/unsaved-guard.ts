import type { Tab } from './tabs.ts';
import type { TabAction } from './TabBar.tsx';

/**
 * Which pages hold unsaved changes: one registry the tab bar, the router blocker and the browser's
 * beforeunload all read, so every way out of a dirty page asks first (useUnsavedGuard registers a
 * page). Keyed by the tab key (the page's path name); a page may register several drafts.
 */
const dirty = new Map<string, { key: string; dirty: boolean }>();

export const unsavedGuards = {
  /** Registers (or updates) one draft of the page under `key`. */
  set(id: string, key: string, isDirty: boolean) {
    dirty.set(id, { key, dirty: isDirty });
  },
  remove(id: string) {
    dirty.delete(id);
  },
  /** The page under `key` may be left without asking: the person chose to discard its changes. */
  release(keys: readonly string[]) {
    for (const entry of dirty.values()) if (keys.includes(entry.key)) entry.dirty = false;
  },
  isDirty(key: string): boolean {
    for (const entry of dirty.values()) if (entry.key === key && entry.dirty) return true;
    return false;
  },
  /** Any page at all: the browser's reload or close asks then. */
  anyDirty(): boolean {
    return unsavedGuards.dirtyKeys().length > 0;
  },
  /** The pages holding unsaved changes (signing out takes them all away). */
  dirtyKeys(): string[] {
    return [...new Set([...dirty.values()].filter((e) => e.dirty).map((e) => e.key))];
  },
};

/**
 * The pages a tab action takes away: close and refresh (it remounts the page) the tab itself,
 * close others every other closable tab, close all every closable tab. Affixed tabs never close.
 */
export function tabsLeftBy(action: TabAction, tabs: readonly Tab[], tab: Tab): string[] {
  if (action === 'refresh') return [tab.key];
  if (action === 'close') return tab.affix ? [] : [tab.key];
  if (action === 'closeOthers') return tabs.filter((t) => !t.affix && t.key !== tab.key).map((t) => t.key);
  return tabs.filter((t) => !t.affix).map((t) => t.key);
}

/** The dirty pages among those a tab action takes away: the action asks when there is one. */
export function dirtyTabsLeftBy(action: TabAction, tabs: readonly Tab[], tab: Tab, isDirty: (key: string) => boolean = unsavedGuards.isDirty): string[] {
  return tabsLeftBy(action, tabs, tab).filter(isDirty);
}
