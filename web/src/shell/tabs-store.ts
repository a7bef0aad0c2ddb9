import { useSyncExternalStore } from 'react';
import { closeAllTabs, closeOtherTabs, closeTab, openTab, type Tab } from './tabs.ts';

/**
 * The live tab list and the per-tab refresh counters. A module store (not React state) because
 * sign-out, which happens outside the shell's tree, must close every tab (spec §4).
 */
interface TabsState {
  tabs: Tab[];
  /** Bumped by "refresh": the page under that key remounts. */
  refresh: Record<string, number>;
}

let state: TabsState = { tabs: [], refresh: {} };
const listeners = new Set<() => void>();
const set = (next: Partial<TabsState>) => {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
};

export const tabsStore = {
  open: (tab: Tab) => set({ tabs: openTab(state.tabs, tab) }),
  /** Returns the tab to show next when the closed one was active. */
  close: (key: string, activeKey: string): Tab | undefined => {
    const r = closeTab(state.tabs, key, activeKey);
    set({ tabs: r.tabs });
    return r.next;
  },
  closeOthers: (key: string) => set({ tabs: closeOtherTabs(state.tabs, key) }),
  closeAll: () => set({ tabs: closeAllTabs(state.tabs) }),
  refresh: (key: string) => set({ refresh: { ...state.refresh, [key]: (state.refresh[key] ?? 0) + 1 } }),
  /** Sign-out: every tab goes, affixed ones too (they are re-added for the next user). */
  reset: () => set({ tabs: [], refresh: {} }),
  get: () => state,
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useTabs(): TabsState {
  return useSyncExternalStore(subscribe, () => state);
}
