import { describe, expect, it } from 'vitest';
import { buildPermissionTree, grantsFromKeys, indexTree, keysFromGrants, toggleKey } from './permission-tree.ts';

describe('role permission tree', () => {
  const tree = buildPermissionTree('zh');
  const index = indexTree(tree);

  it('nests menus by parent and puts each button under its menu', () => {
    const system = tree.find((n) => n.key === 'm:40')!;
    const role = system.children.find((n) => n.key === 'm:4015')!;
    expect(role.children.map((c) => c.key)).toEqual(['f:060', 'f:061', 'f:062', 'f:063']);
    expect(role.children[0]).toMatchObject({ isButton: true, title: '角色查询 (060)' });
    expect(buildPermissionTree('en').find((n) => n.key === 'm:40')!.title).toBe('System');
  });

  it('checks a node with everything under it and its ancestors; unchecking keeps the ancestors', () => {
    const on = toggleKey([], 'm:4015', true, index);
    expect(grantsFromKeys(on)).toEqual({ menuIds: ['40', '4015'], funcIds: ['060', '061', '062', '063'] });
    const off = toggleKey(on, 'f:063', false, index);
    expect(grantsFromKeys(off).funcIds).toEqual(['060', '061', '062']);
    const button = toggleKey([], 'f:090', true, index);
    expect(grantsFromKeys(button)).toEqual({ menuIds: ['40', '4020', '402005'], funcIds: ['090'] });
    expect(grantsFromKeys(toggleKey(button, 'm:4020', false, index))).toEqual({ menuIds: ['40'], funcIds: [] });
  });

  it('round-trips grants and keys', () => {
    expect(grantsFromKeys(keysFromGrants(['13', '1301'], ['053']))).toEqual({ menuIds: ['13', '1301'], funcIds: ['053'] });
  });
});
