import { describe, expect, it } from 'vitest';
import { closableOthers, closeAllTabs, closeOtherTabs, closeTab, openTab, type Tab } from './tabs.ts';

const home: Tab = { key: '/home', fullPath: '/home', titleKey: 'shell.home', affix: true };
const a: Tab = { key: '/a', fullPath: '/a', menuId: '1' };
const b: Tab = { key: '/b', fullPath: '/b?x=1', menuId: '2' };
const c: Tab = { key: '/c', fullPath: '/c', menuId: '3' };
const keys = (tabs: Tab[]) => tabs.map((t) => t.key);

describe('tab list', () => {
  it('appends new tabs and updates known ones in place', () => {
    let tabs = openTab([home], a);
    tabs = openTab(tabs, b);
    tabs = openTab(tabs, { ...a, fullPath: '/a?page=2' });
    expect(keys(tabs)).toEqual(['/home', '/a', '/b']);
    expect(tabs[1].fullPath).toBe('/a?page=2');
  });

  it('keeps a tab affixed once affixed', () => {
    const tabs = openTab([home], { key: '/home', fullPath: '/home?y=1' });
    expect(tabs[0]).toMatchObject({ affix: true, fullPath: '/home?y=1' });
  });

  it('closing the active tab shows its right neighbour, else its left one', () => {
    const tabs = [home, a, b, c];
    expect(closeTab(tabs, '/b', '/b').next?.key).toBe('/c');
    expect(closeTab(tabs, '/c', '/c').next?.key).toBe('/b');
    const r = closeTab(tabs, '/a', '/c');
    expect(keys(r.tabs)).toEqual(['/home', '/b', '/c']);
    expect(r.next?.key).toBe('/c');
  });

  it('never closes an affixed tab', () => {
    expect(keys(closeTab([home, a], '/home', '/home').tabs)).toEqual(['/home', '/a']);
    expect(closeTab([a], '/a', '/a').next).toBeUndefined();
  });

  it('closes others and all, keeping affixed tabs', () => {
    expect(keys(closeOtherTabs([home, a, b, c], '/b'))).toEqual(['/home', '/b']);
    expect(keys(closeAllTabs([home, a, b, c]))).toEqual(['/home']);
    expect(closableOthers([home, a, b, c], '/b')).toBe(2);
  });
});
