import { afterEach, describe, expect, it } from 'vitest';
import { dirtyTabsLeftBy, tabsLeftBy, unsavedGuards } from './unsaved-guard.ts';
import type { Tab } from './tabs.ts';

const home: Tab = { key: '/home', fullPath: '/home', affix: true };
const list: Tab = { key: '/system/process/model', fullPath: '/system/process/model' };
const designer: Tab = { key: '/system/process/model/design', fullPath: '/system/process/model/design?modelKey=a' };
const tabs = [home, list, designer];

describe('the pages a tab action takes away', () => {
  it('close and refresh take the tab itself; an affixed tab never closes', () => {
    expect(tabsLeftBy('close', tabs, designer)).toEqual([designer.key]);
    expect(tabsLeftBy('refresh', tabs, designer)).toEqual([designer.key]);
    expect(tabsLeftBy('close', tabs, home)).toEqual([]);
  });
  it('close others takes every other closable tab, close all every closable one', () => {
    expect(tabsLeftBy('closeOthers', tabs, list)).toEqual([designer.key]);
    expect(tabsLeftBy('closeOthers', tabs, designer)).toEqual([list.key]);
    expect(tabsLeftBy('closeAll', tabs, home)).toEqual([list.key, designer.key]);
  });
});

describe('unsaved changes registry', () => {
  afterEach(() => {
    unsavedGuards.remove('a');
    unsavedGuards.remove('b');
  });

  it('a dirty page makes the actions that take it away ask, and only those', () => {
    unsavedGuards.set('a', designer.key, true);
    expect(dirtyTabsLeftBy('close', tabs, designer)).toEqual([designer.key]);
    expect(dirtyTabsLeftBy('closeOthers', tabs, list)).toEqual([designer.key]);
    expect(dirtyTabsLeftBy('closeAll', tabs, home)).toEqual([designer.key]);
    expect(dirtyTabsLeftBy('closeOthers', tabs, designer)).toEqual([]);
    expect(dirtyTabsLeftBy('close', tabs, list)).toEqual([]);
    expect(unsavedGuards.anyDirty()).toBe(true);
  });

  it('a page is dirty while any of its drafts is; released or removed, it leaves freely', () => {
    unsavedGuards.set('a', designer.key, false);
    unsavedGuards.set('b', designer.key, true);
    expect(unsavedGuards.isDirty(designer.key)).toBe(true);
    expect(unsavedGuards.dirtyKeys()).toEqual([designer.key]);
    unsavedGuards.release([designer.key]);
    expect(unsavedGuards.isDirty(designer.key)).toBe(false);
    unsavedGuards.set('b', designer.key, true);
    unsavedGuards.remove('b');
    expect(unsavedGuards.anyDirty()).toBe(false);
  });
});
