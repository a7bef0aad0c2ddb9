import { describe, expect, it } from 'vitest';
import { activeTopMenuId, type MenuNode } from './menu-tree.ts';

const node = (menuId: string): MenuNode => ({ menuId, parentId: '-1', name: menuId, path: `/${menuId}`, placeholder: true, children: [] });
const tree = [node('10'), node('13'), node('40')];

describe('activeTopMenuId (the first-level entry the shell marks)', () => {
  it('is the entry the page falls under', () => {
    expect(activeTopMenuId(tree, { trailTop: '13', picked: '40', isHome: false })).toBe('13');
  });

  it('is none on the home page, whatever was chosen before (not 账户管理, the first entry)', () => {
    expect(activeTopMenuId(tree, { isHome: true })).toBeUndefined();
    expect(activeTopMenuId(tree, { picked: '40', isHome: true })).toBeUndefined();
  });

  it('on another page outside the menu keeps the last one chosen, else the first', () => {
    expect(activeTopMenuId(tree, { picked: '40', isHome: false })).toBe('40');
    expect(activeTopMenuId(tree, { picked: 'gone', isHome: false })).toBe('10');
    expect(activeTopMenuId([], { isHome: false })).toBeUndefined();
  });
});
