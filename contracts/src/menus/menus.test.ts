import { describe, expect, it } from 'vitest';
import { menuCatalogue, withAncestorMenus } from './index.ts';
import { functionCatalogue, functionCodes } from '../functions/index.ts';
import { builtInRoles } from '../built-in-roles.ts';

/** Hierarchical position of an id on the 10..5015 scale: its first four digits ('13' → 1300). */
const position = (id: string) => Number(id.slice(0, 4).padEnd(4, '0'));

describe('menu catalogue (registry spec §6: ids 10 to 5015)', () => {
  const ids = menuCatalogue.map((m) => m.menuId);
  const byId = new Map(menuCatalogue.map((m) => [m.menuId, m]));

  it('has unique ids and unique paths', () => {
    expect(new Set(ids).size).toBe(ids.length);
    const paths = menuCatalogue.map((m) => m.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('runs from 10 to 5015, every id within that range', () => {
    expect(ids[0]).toBe('10');
    expect(ids.at(-1)).toBe('5015');
    for (const id of ids) {
      expect(id, id).toMatch(/^\d{2}(\d{2}){0,2}$/);
      expect(position(id), id).toBeGreaterThanOrEqual(1000);
      expect(position(id), id).toBeLessThanOrEqual(5015);
    }
  });

  it('nests by id: top level two digits under -1, children extend their parent id by two digits', () => {
    for (const m of menuCatalogue) {
      if (m.menuId.length === 2) expect(m.parentId, m.menuId).toBe('-1');
      else {
        expect(byId.has(m.parentId), `${m.menuId} parent ${m.parentId}`).toBe(true);
        expect(m.menuId.startsWith(m.parentId) && m.menuId.length === m.parentId.length + 2, m.menuId).toBe(true);
      }
      expect(m.path, m.menuId).toMatch(/^\/[\w/-]+$/);
      expect(m.menuName && m.menuNameEn, m.menuId).toBeTruthy();
    }
  });

  it('keeps the menus pages already use, with their paths', () => {
    const kept: Record<string, string> = {
      '13': '/project',
      '1301': '/project/add',
      '40': '/system',
      '4005': '/system/tradeDate',
      '4020': '/system/process',
      '402001': '/system/process/model',
      '402005': '/system/process/my',
      '402010': '/system/process/business',
      '402015': '/system/process/done',
      '402020': '/system/process/instance',
      '402025': '/system/process/apply',
      '402030': '/system/process/companyApply',
    };
    for (const [id, path] of Object.entries(kept)) expect(byId.get(id)?.path, id).toBe(path);
  });

  it('covers the route areas of both specs and the menus they number', () => {
    const paths = new Set(menuCatalogue.map((m) => m.path));
    for (const p of ['/account', '/project', '/certified', '/ccer', '/ccer/abutment', '/ccerJoint', '/network', '/openLog', '/liquidation', '/statistical-report', '/system', '/information', '/system/role', '/account/temporary', '/ccer/corsia']) {
      expect(paths.has(p), p).toBe(true);
    }
    expect(byId.get('16')?.path).toBe('/certified');
    expect(byId.get('1605')?.path).toBe('/certified/regist');
    expect(byId.get('1606')?.path).toBe('/certified/authorize');
    expect(byId.get('1607')?.path).toBe('/certified/cancel');
    expect(byId.get('25')?.path).toBe('/network');
    expect(byId.get('27')?.path).toBe('/openLog');
    expect(byId.get('1040')?.path).toBe('/account/temporary');
    expect(byId.get('100101')?.path).toBe('/account/country/add');
    for (const id of ['201001', '201005', '201010', '2210']) expect(byId.has(id), id).toBe(true);
  });

  it('adds ancestors to granted menus', () => {
    expect(withAncestorMenus(['402005'])).toEqual(['40', '4020', '402005']);
    expect(withAncestorMenus(['nope'])).toEqual([]);
  });
});

describe('function catalogue', () => {
  it('has unique three-digit codes, each under a catalogue menu', () => {
    const codes = functionCatalogue.map((f) => f.funcId);
    expect(new Set(codes).size).toBe(codes.length);
    const menus = new Set(menuCatalogue.map((m) => m.menuId));
    for (const f of functionCatalogue) {
      expect(f.funcId).toMatch(/^\d{3}$/);
      expect(menus.has(f.menuId), `${f.funcId} → ${f.menuId}`).toBe(true);
    }
  });

  it('holds the spec’s known codes and every named code', () => {
    const codes = new Set(functionCatalogue.map((f) => f.funcId));
    for (const c of ['001', '002', '003', '004', '005', '006', '007', '008', '019', '020', '025', '053', '056', '072', '073', '074', '075', '076', '077', '081', '082']) expect(codes.has(c), c).toBe(true);
    for (const c of Object.values(functionCodes)) expect(codes.has(c), c).toBe(true);
    // codes the workflow centre and its tests rely on
    expect(functionCodes).toMatchObject({ projectAdd: '053', projectPubAudit: '054', certifiedAdd: '056', publicityOpinions: '025', taskHandle: '090', companyApplications: '098' });
  });
});

describe('built-in roles', () => {
  it('grant only catalogue entries, with their ancestors', () => {
    const menus = new Set(menuCatalogue.map((m) => m.menuId));
    const funcs = new Set(functionCatalogue.map((f) => f.funcId));
    for (const r of builtInRoles) {
      for (const m of r.menus) expect(menus.has(m), `${r.name} ${m}`).toBe(true);
      for (const f of r.funcs) expect(funcs.has(f), `${r.name} ${f}`).toBe(true);
      expect(withAncestorMenus(r.menus), r.name).toEqual(menuCatalogue.filter((m) => r.menus.includes(m.menuId)).map((m) => m.menuId));
      expect(r.menus.length + r.funcs.length, r.name).toBeGreaterThan(0);
    }
  });

  it('cover every operator type once', () => {
    const types = builtInRoles.flatMap((r) => r.operatorTypes);
    expect(new Set(types).size).toBe(types.length);
    expect([...types].sort()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '15']);
  });
});
