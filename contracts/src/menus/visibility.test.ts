import { describe, expect, it } from 'vitest';
import { filterMenusForAccount, functionsForAccount, landsOnSystemHome, menuAllowedForAccount, operatorTypeFlags } from './visibility.ts';
import { functionCatalogue } from '../functions/index.ts';
import { menuCatalogue } from './index.ts';

/** Accounts spec §6, as a table: company account types → which of the filtered menus show. */
const list = [
  { menuId: '13', parentId: '-1' },
  { menuId: '1301', parentId: '13' },
  { menuId: '16', parentId: '-1' },
  { menuId: '1601', parentId: '16' },
  { menuId: '20', parentId: '-1' },
  { menuId: '2010', parentId: '20' },
  { menuId: '201001', parentId: '2010' },
  { menuId: '201005', parentId: '2010' },
  { menuId: '201010', parentId: '2010' },
  { menuId: '22', parentId: '-1' },
  { menuId: '2210', parentId: '22' },
  { menuId: '40', parentId: '-1' },
];
const ALWAYS = ['40'];
// a folder shows while something under it does: 20 and 2010 with an offset entry, 22 with 2210
const withFolders = (shown: string[]) => [
  ...shown,
  ...(shown.some((id) => id.startsWith('2010')) ? ['20', '2010'] : []),
  ...(shown.includes('2210') ? ['22'] : []),
];

const table: Array<[custType: string, shown: string[]]> = [
  ['01', ['13', '1301', '16', '1601', '201010']],
  ['02', ['201001', '201010', '2210']],
  ['03', ['201005', '201010']],
  ['04', ['201010']],
  ['05', ['201010']],
  ['06', ['201010']],
  ['01,02', ['13', '1301', '16', '1601', '201001', '201010', '2210']],
  ['01, 03', ['13', '1301', '16', '1601', '201005', '201010']],
  ['02,03', ['201001', '201005', '201010', '2210']],
  ['99', []],
];

describe('menus by company account type (accounts spec §6)', () => {
  it.each(table)('a representative of a type %s company sees %j', (custType, shown) => {
    const ids = filterMenusForAccount(list, '06', custType).map((m) => m.menuId);
    expect(ids).toEqual(list.map((m) => m.menuId).filter((id) => ALWAYS.includes(id) || withFolders(shown).includes(id)));
  });

  it('filters only enterprise representatives with an account type', () => {
    for (const type of ['01', '02', '03', '05', '07', '08', '09', '10', '11', '15']) expect(filterMenusForAccount(list, type, '02')).toHaveLength(list.length);
    expect(filterMenusForAccount(list, '06', null)).toHaveLength(list.length);
    expect(filterMenusForAccount(list, '06', '')).toHaveLength(list.length);
  });

  it('drops a folder left empty, but keeps an entry granted without children', () => {
    const ids = filterMenusForAccount(list, '06', '01').map((m) => m.menuId);
    expect(ids).not.toContain('22');
    expect(ids).toContain('40');
  });

  it('drops everything under a hidden entry, in any order, and keeps the order', () => {
    const reversed = [...menuCatalogue].reverse();
    const ids = filterMenusForAccount(reversed, '06', '02').map((m) => m.menuId);
    expect(ids.some((id) => id.startsWith('13') || id.startsWith('16'))).toBe(false);
    expect(ids).toContain('2210');
    expect(ids).toEqual(reversed.map((m) => m.menuId).filter((id) => ids.includes(id)));
  });
});

describe('operator types (accounts spec §2.5, §6)', () => {
  it('keeps visitors and public users off SystemHome', () => {
    for (const t of ['09', '10', '11']) expect(landsOnSystemHome(t), t).toBe(false);
    for (const t of ['01', '02', '03', '05', '06', '07', '08', '15']) expect(landsOnSystemHome(t), t).toBe(true);
  });

  it('flags the types the helper names', () => {
    expect(operatorTypeFlags('03')).toMatchObject({ isProvince: true, isCountry: false });
    expect(operatorTypeFlags('11')).toMatchObject({ isPublicOrganisation: true, isPublic: true });
    expect(operatorTypeFlags('06')).toMatchObject({ isRepresentative: true, isPublic: false });
    expect(operatorTypeFlags('08').isOrganisation).toBe(true);
    expect(operatorTypeFlags('02').isCountry).toBe(true);
  });
});

describe('the account-type rule for one menu and for function codes (the gateway checks what the menus hide)', () => {
  it("reads a menu as filterMenusForAccount does: its own rule or an ancestor's", () => {
    for (const custType of ['01', '02', '03', '01,02', '02,03', '01,02,03']) {
      const shown = new Set(filterMenusForAccount(menuCatalogue, '06', custType).map((m) => m.menuId));
      for (const m of menuCatalogue) expect(menuAllowedForAccount(m.menuId, '06', custType), `${custType} ${m.menuId}`).toBe(shown.has(m.menuId) || m.menuId === '22');
    }
    // only a representative of a company with types is filtered
    expect(menuAllowedForAccount('1301', '01', '02')).toBe(true);
    expect(menuAllowedForAccount('1301', '06', '')).toBe(true);
  });

  it("cuts the codes whose screens the company's types hide, and nothing for anyone else", () => {
    const all = functionCatalogue.map((f) => f.funcId);
    const emitter = functionsForAccount(all, '06', '02');
    expect(emitter.has('053')).toBe(false); // 项目申请 (1301, under 13: type 01)
    expect(emitter.has('103')).toBe(true); // 账户绑定 (2210: type 02)
    expect(emitter.has('087')).toBe(true); // 抵销申请 (2010: every type; its kinds are checked by the offset route)
    const owner = functionsForAccount(all, '06', '01');
    expect([owner.has('053'), owner.has('103')]).toEqual([true, false]);
    expect(functionsForAccount(all, '06', '01,02').size).toBe(new Set(all).size);
    expect(functionsForAccount(all, '02', '01').size).toBe(new Set(all).size);
  });
});
