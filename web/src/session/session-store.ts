import { useSyncExternalStore } from 'react';
import type { UserInfo } from '@ccer/contracts/session';
import { TOKEN_KEY } from '../api/http.ts';
import { sessionApi } from '../api/session.ts';
import { setFunctionCodes } from '../access.ts';
import { filterMenusForCustomer, type MenuRecord } from '../navigation/menu-tree.ts';
import { tabsStore } from '../shell/tabs-store.ts';
import { queryClient } from '../query-client.ts';

/**
 * The signed-in state (accounts spec §4): not signed in until the user info and the permission
 * list are loaded; clearing empties token, user info, function codes and tabs.
 */
export type SessionStatus = 'idle' | 'loading' | 'ready';

export interface SessionState {
  status: SessionStatus;
  user?: UserInfo;
  /** The server's menu list after the account-type filter of spec §6. */
  menus: MenuRecord[];
}

/** Where the user info is kept between reloads (spec §4 "removes the stored user info"). */
export const USER_INFO_KEY = 'userInfo';
/** The spec's rejection text when the login or user-info flag is not 1 (spec §8). */
export const VERIFICATION_FAILED = 'Verification failed, please Login again.';

let state: SessionState = { status: 'idle', menus: [] };
let loading: Promise<void> | undefined;
/** Bumped on every clear, so a load that finishes after sign-out is thrown away. */
let generation = 0;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  listeners.forEach((l) => l());
}

/** Set by logout: the guard then sends to a bare /login rather than back to the page left. */
let signedOutByUser = false;
export const wasSignedOut = () => signedOutByUser;

export const getToken = () => localStorage.getItem(TOKEN_KEY);
export function setToken(token: string): void {
  signedOutByUser = false;
  localStorage.setItem(TOKEN_KEY, token);
}
export const getSession = () => state;

/** Loads user info, then menus and function codes (one at a time: a dead token fails quietly on the first). */
export function loadSession(): Promise<void> {
  if (state.status === 'ready') return Promise.resolve();
  if (loading) return loading;
  const gen = generation;
  set({ ...state, status: 'loading' });
  loading = (async () => {
    try {
      const info = await sessionApi.userInfo();
      if (info.flag !== 1 || !info.dataInfo) throw new Error(VERIFICATION_FAILED);
      const perms = await sessionApi.permissionList();
      if (gen !== generation) return;
      const user = info.dataInfo;
      localStorage.setItem(USER_INFO_KEY, JSON.stringify(user));
      setFunctionCodes(perms.dataInfo.funcList.map((f) => f.funcId));
      set({ status: 'ready', user, menus: filterMenusForCustomer(perms.dataInfo.menuList, user.operatorType, user.custType) });
    } catch (e) {
      if (gen === generation) {
        localStorage.removeItem(USER_INFO_KEY);
        set({ status: 'idle', menus: [] });
      }
      throw e;
    } finally {
      loading = undefined;
    }
  })();
  return loading;
}

/** Menu names come localised from the server: reload them after a language switch. */
export async function reloadMenus(): Promise<void> {
  if (state.status !== 'ready' || !state.user) return;
  const gen = generation;
  const perms = await sessionApi.permissionList();
  if (gen !== generation || !state.user) return;
  setFunctionCodes(perms.dataInfo.funcList.map((f) => f.funcId));
  set({ ...state, menus: filterMenusForCustomer(perms.dataInfo.menuList, state.user.operatorType, state.user.custType) });
}

export function clearSession(): void {
  generation++;
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_INFO_KEY);
  setFunctionCodes([]);
  tabsStore.reset();
  queryClient.clear();
  set({ status: 'idle', menus: [] });
}

/** Logout: tells the server (best effort: the token may already be dead), then clears locally. */
export async function signOut(): Promise<void> {
  try {
    if (getToken()) await sessionApi.logout();
  } catch {
    // the local session goes regardless
  }
  signedOutByUser = true;
  clearSession();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, () => state);
}

/** The display name: the operator name, else the operator code (spec §3.1). */
export function displayName(user: UserInfo | undefined): string {
  return user?.operatorName || user?.operatorCode || '';
}
