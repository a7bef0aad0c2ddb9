import { useCallback, useEffect, useId, useRef } from 'react';
import { useBlocker, useLocation, type Location } from 'react-router';
import { App } from 'antd';
import type { HookAPI } from 'antd/es/modal/useModal';
import i18n from 'i18next';
import { dirtyTabsLeftBy, unsavedGuards } from './unsaved-guard.ts';
import type { TabAction } from './TabBar.tsx';
import type { Tab } from './tabs.ts';
import { testIdProps } from '../components/test-id-props';

/** The one question every way out of a dirty page asks; resolves true when the person leaves. */
export function askToDiscard(modal: HookAPI): Promise<boolean> {
  return new Promise((resolve) => {
    modal.confirm({
      title: i18n.t('unsaved.title'),
      content: <span data-testid="unsaved-confirm">{i18n.t('unsaved.content')}</span>,
      okText: i18n.t('unsaved.leave'),
      cancelText: i18n.t('unsaved.stay'),
      okButtonProps: testIdProps('confirm-ok'),
      cancelButtonProps: testIdProps('confirm-cancel'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

export interface UnsavedGuard {
  /** The page's own way out (返回, 取消): runs `leave` at once when clean, after the person agrees when dirty. */
  confirmLeave(leave: () => void): void;
  /** The changes are gone on purpose (saved, or discarded): leaving no longer asks. */
  release(): void;
}

/**
 * Registers a page's (or a drawer's) unsaved changes: while `dirty`, closing its tab, close others,
 * close all, refresh, any navigation and the browser's reload or close ask before the changes are
 * lost. The tab bar and UnsavedChangesPrompt (mounted once in the app) read the same registry.
 */
export function useUnsavedGuard(dirty: boolean): UnsavedGuard {
  const id = useId();
  const { pathname } = useLocation();
  // the tab the page opened under (a page may change its own query, never its path)
  const key = useRef(pathname).current;
  const { modal } = App.useApp();

  useEffect(() => unsavedGuards.set(id, key, dirty), [id, key, dirty]);
  useEffect(() => () => unsavedGuards.remove(id), [id]);

  const release = useCallback(() => unsavedGuards.set(id, key, false), [id, key]);
  const confirmLeave = useCallback(
    (leave: () => void) => {
      if (!unsavedGuards.isDirty(key)) return leave();
      void askToDiscard(modal).then((ok) => {
        if (!ok) return;
        unsavedGuards.release([key]);
        leave();
      });
    },
    [key, modal],
  );
  return { confirmLeave, release };
}

/** A navigation that takes the page away: another path, or the same page with other parameters. */
function leavesPage(current: Location, next: Location): boolean {
  // signing out (or an expired session) ends the page whatever it holds: nothing could be saved any more
  if (next.pathname === '/login') return false;
  return current.pathname !== next.pathname || current.search !== next.search;
}

/**
 * Mounted once inside the router: the navigation blocker (react-router allows one) and the browser's
 * beforeunload, both asking when the page being left holds unsaved changes.
 */
export function UnsavedChangesPrompt() {
  const { modal } = App.useApp();
  /** The page the blocked navigation would leave. */
  const leaving = useRef('');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const block = unsavedGuards.isDirty(currentLocation.pathname) && leavesPage(currentLocation, nextLocation);
    if (block) leaving.current = currentLocation.pathname;
    return block;
  });
  const current = useRef(blocker);
  current.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void askToDiscard(modal).then((ok) => {
      if (!ok) return current.current.reset?.();
      unsavedGuards.release([leaving.current]);
      current.current.proceed?.();
    });
    // once per blocked navigation, not per render while the question is open
  }, [blocker.state, modal]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!unsavedGuards.anyDirty()) return;
      e.preventDefault();
      // older browsers show their own text only when returnValue is set
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  return null;
}

/**
 * The shell's ways out: a tab action (close, close others, close all, refresh) and signing out run
 * at once when the pages they take away are clean, and after the person agrees when one is dirty.
 */
export function useShellLeaveGuard() {
  const { modal } = App.useApp();
  const ask = (dirtyKeys: string[], run: () => void) => {
    if (dirtyKeys.length === 0) return run();
    void askToDiscard(modal).then((ok) => {
      if (!ok) return;
      unsavedGuards.release(dirtyKeys);
      run();
    });
  };
  return {
    tabAction: (action: TabAction, tab: Tab, tabs: readonly Tab[], run: (action: TabAction, tab: Tab) => void) => ask(dirtyTabsLeftBy(action, tabs, tab), () => run(action, tab)),
    signOut: (run: () => void) => ask(unsavedGuards.dirtyKeys(), run),
  };
}
