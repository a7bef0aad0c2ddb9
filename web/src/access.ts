import { useSyncExternalStore } from 'react';

/**
 * The signed-in user's function codes (button permissions) from /api/menu/permission-list.
 * The web hides what a user cannot do; the gateway still decides.
 */
let funcs = new Set<string>();
const listeners = new Set<() => void>();

export function setFunctionCodes(codes: Iterable<string>): void {
  funcs = new Set(codes);
  listeners.forEach((l) => l());
}

export function hasFunc(codes: string | readonly string[] | undefined): boolean {
  if (!codes || (Array.isArray(codes) && codes.length === 0)) return true;
  const list = typeof codes === 'string' ? [codes] : codes;
  return list.some((c) => funcs.has(c));
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** Re-renders when the codes change; returns a checker. */
export function useAccess(): { hasFunc: typeof hasFunc } {
  useSyncExternalStore(subscribe, () => funcs);
  return { hasFunc };
}

/** Whether the user holds one of the codes (no codes: yes); re-renders when the codes change. */
export function usePermission(codes: string | readonly string[] | undefined): boolean {
  useSyncExternalStore(subscribe, () => funcs);
  return hasFunc(codes);
}
