import { useSyncExternalStore } from 'react';
import Cookies from 'js-cookie';

/**
 * The settings panel's switches (spec §2.6: tab bar, fixed header, sidebar logo), kept in
 * localStorage, and the sidebar's collapsed state, kept in a cookie as the spec asks.
 */
export interface ShellSettings {
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  sidebarCollapsed: boolean;
}

const SETTINGS_KEY = 'shellSettings';
/** '1' open, '0' collapsed. */
export const SIDEBAR_COOKIE = 'sidebarStatus';
const DEFAULTS: Omit<ShellSettings, 'sidebarCollapsed'> = { tagsView: true, fixedHeader: true, sidebarLogo: true };

function read(): ShellSettings {
  let stored: Partial<ShellSettings> = {};
  try {
    stored = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Partial<ShellSettings>;
  } catch {
    // a damaged value falls back to the defaults
  }
  const pick = (k: keyof typeof DEFAULTS) => (typeof stored[k] === 'boolean' ? stored[k] : DEFAULTS[k]);
  return {
    tagsView: pick('tagsView'),
    fixedHeader: pick('fixedHeader'),
    sidebarLogo: pick('sidebarLogo'),
    sidebarCollapsed: Cookies.get(SIDEBAR_COOKIE) === '0',
  };
}

let settings = read();
const listeners = new Set<() => void>();

export function updateSettings(patch: Partial<ShellSettings>): void {
  settings = { ...settings, ...patch };
  const { sidebarCollapsed, ...rest } = settings;
  localStorage.setItem(SETTINGS_KEY, JSON.stringify(rest));
  Cookies.set(SIDEBAR_COOKIE, sidebarCollapsed ? '0' : '1', { expires: 365, sameSite: 'lax' });
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useSettings(): ShellSettings {
  return useSyncExternalStore(subscribe, () => settings);
}
