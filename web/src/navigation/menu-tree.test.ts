import { describe, expect, it } from 'vitest';
import {
  buildMenuTree,
  filterMenusForCustomer,
  findTrail,
  firstLeaf,
  homePathFor,
  isTopLevel,
  submenuKeys,
  type MenuRecord,
} from './menu-tree.ts';
import { buildRouteTable, findRoute, matchPattern, pageResolver, type PageDef } from './route-table.ts';

const menus: MenuRecord[] = [
  { menuId: '13', parentId: '-1', menuName: '项目管理', path: '/project' },
  { menuId: '1301', parentId: '13', menuName: '项目申请', path: '/project/add' },
  { menuId: '40', parentId: '-1', menuName: '系统管理', path: '/system' },
  { menuId: '4020', parentId: '40', menuName: '流程管理', path: '/system/process' },
  { menuId: '402005', parentId: '4020', menuName: '我的待办', path: '/system/process/my' },
  { menuId: '402010', parentId: '4020', menuName: '流程模型', path: '/system/process/model' },
];
const pages: Record<string, PageDef> = {
  '/project/add': { menuId: '1301' },
  '/project/add/detail/:applyId': { menuId: '1301', hidden: true, titleKey: 'page.applyDetail' },
  '/system/process/my': { menuId: '402005' },
  '/account/country': { menuId: '1001' },
};
const tree = () => buildMenuTree(menus, pageResolver(pages));

describe('menu tree (spec §2.4)', () => {
  it('treats a parent id starting with a minus sign, or none, as first level', () => {
    expect(isTopLevel('-1')).toBe(true);
    expect(isTopLevel('-99')).toBe(true);
    expect(isTopLevel('')).toBe(true);
    expect(isTopLevel('13')).toBe(false);
  });

  it('nests children under their parent, in the server order', () => {
    const t = tree();
    expect(t.map((n) => n.menuId)).toEqual(['13', '40']);
    expect(t[1].children[0].children.map((n) => n.menuId)).toEqual(['402005', '402010']);
  });

  it('gives a menu without a local page the placeholder path /<menuId>', () => {
    const model = findTrail(tree(), '402010').at(-1)!;
    expect(model.placeholder).toBe(true);
    expect(model.path).toBe('/402010');
    const my = findTrail(tree(), '402005').at(-1)!;
    expect(my).toMatchObject({ placeholder: false, path: '/system/process/my' });
  });

  it('finds a local page by menu id when the server sends no path', () => {
    const t = buildMenuTree([{ menuId: '1001', parentId: '-1', menuName: '国家管理员' }], pageResolver(pages));
    expect(t[0].path).toBe('/account/country');
  });

  it('drops orphans, duplicates and cycles', () => {
    const t = buildMenuTree(
      [
        { menuId: '13', parentId: '-1', menuName: 'a' },
        { menuId: '13', parentId: '-1', menuName: 'a again' },
        { menuId: '99', parentId: '98', menuName: 'orphan' },
        { menuId: '97', parentId: '96', menuName: 'cycle' },
        { menuId: '96', parentId: '97', menuName: 'cycle' },
      ],
      () => undefined,
    );
    expect(t.map((n) => n.menuId)).toEqual(['13']);
    expect(t[0].name).toBe('a');
  });

  it('finds trails, first leaves and submenu keys', () => {
    const t = tree();
    expect(findTrail(t, '402005').map((n) => n.menuId)).toEqual(['40', '4020', '402005']);
    expect(findTrail(t, 'nope')).toEqual([]);
    expect(firstLeaf(t[1]).menuId).toBe('402005');
    expect(submenuKeys(t[1])).toEqual(['4020']);
  });
});

describe('route table', () => {
  it('routes leaves and local pages, not bare parent containers', () => {
    const table = buildRouteTable(tree(), pages);
    expect(table.map((e) => e.path)).toEqual(['/project/add', '/system/process/my', '/402010', '/project/add/detail/:applyId']);
  });

  it('routes hidden pages only when their menu is granted', () => {
    const t = buildMenuTree(menus.filter((m) => m.menuId !== '1301'), pageResolver(pages));
    expect(buildRouteTable(t, pages).some((e) => e.path.startsWith('/project'))).toBe(false);
  });

  it('matches patterns with parameters, exact ones first', () => {
    const table = buildRouteTable(tree(), pages);
    expect(matchPattern('/a/:id', '/a/7/')).toEqual({ id: '7' });
    expect(matchPattern('/a/:id', '/a')).toBeUndefined();
    expect(findRoute(table, '/project/add/detail/42')).toMatchObject({ menuId: '1301', hidden: true });
    expect(findRoute(table, '/402010')?.page).toBeUndefined();
    expect(findRoute(table, '/13')).toBeUndefined();
  });
});

describe('account-type filtering (spec §6)', () => {
  const list: MenuRecord[] = [
    { menuId: '13', parentId: '-1', menuName: '' },
    { menuId: '1301', parentId: '13', menuName: '' },
    { menuId: '2010', parentId: '-1', menuName: '' },
    { menuId: '201001', parentId: '2010', menuName: '' },
    { menuId: '201005', parentId: '2010', menuName: '' },
    { menuId: '201010', parentId: '2010', menuName: '' },
    { menuId: '2210', parentId: '-1', menuName: '' },
  ];
  const ids = (type: string, cust: string | null) => filterMenusForCustomer(list, type, cust).map((m) => m.menuId);

  it('leaves non-representatives and representatives without a type alone', () => {
    expect(ids('02', '03')).toHaveLength(list.length);
    expect(ids('06', null)).toHaveLength(list.length);
  });

  it('applies the per-type rules to representatives', () => {
    expect(ids('06', '01')).toEqual(['13', '1301', '2010', '201010']);
    expect(ids('06', '02')).toEqual(['2010', '201001', '201010', '2210']);
    expect(ids('06', '03')).toEqual(['2010', '201005', '201010']);
    expect(ids('06', '01,03')).toEqual(['13', '1301', '2010', '201005', '201010']);
  });
});

describe('home path', () => {
  it('sends back-office users to SystemHome and public users to their first page', () => {
    expect(homePathFor('02', tree())).toBe('/home');
    expect(homePathFor('09', tree())).toBe('/project/add');
    expect(homePathFor('10', [])).toBeUndefined();
  });
});
