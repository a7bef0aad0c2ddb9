/**
 * What a signed-in user sees of the menus they were granted (accounts spec §6), as pure rules shared
 * by the gateway (GET /api/menu/permission-list) and the web (home path, defensive re-filtering).
 */

import { menuById } from './index.ts';
import { functionCatalogue } from '../functions/index.ts';

/** Any menu record: the catalogue entry, a permission-list row, a web menu record. */
export interface MenuLink {
  menuId: string;
  parentId: string;
}

/** The enterprise representative's operator type: the one filtered by the company's account types. */
export const REPRESENTATIVE_TYPE = '06';

/**
 * Menus that need one of the company's account types (custType, comma-separated codes):
 * 201001 全国碳市场抵销 type 02; 201005 地方试点抵销 type 03; 201010 自愿注销 types 01, 06, 04, 05
 * (and 02, 03, who see it beside their own); 13 项目管理 and 16 减排量核证 (with everything under
 * them) type 01; 2210 账户绑定 type 02.
 */
export const accountTypeMenuRules: Readonly<Record<string, readonly string[]>> = {
  '201001': ['02'],
  '201005': ['03'],
  '201010': ['01', '02', '03', '04', '05', '06'],
  '13': ['01'],
  '16': ['01'],
  '2210': ['02'],
};

/** Splits custType ("01,03") into its codes. */
export function accountTypesOf(custType: string | null | undefined): Set<string> {
  return new Set((custType ?? '').split(',').map((t) => t.trim()).filter(Boolean));
}

/**
 * The menus an operator sees: only enterprise representatives (06) whose company has account types
 * are filtered; a hidden entry takes everything under it along. Order is kept.
 */
export function filterMenusForAccount<M extends MenuLink>(list: readonly M[], operatorType: string | null | undefined, custType: string | null | undefined): M[] {
  const types = accountTypesOf(custType);
  if (operatorType !== REPRESENTATIVE_TYPE || types.size === 0) return [...list];
  const removed = new Set(Object.entries(accountTypeMenuRules).filter(([, need]) => !need.some((t) => types.has(t))).map(([menuId]) => menuId));
  // descendants of removed entries go too (the list is not ordered parent first)
  for (let grew = true; grew; ) {
    grew = false;
    for (const m of list) {
      if (!removed.has(m.menuId) && removed.has(m.parentId)) {
        removed.add(m.menuId);
        grew = true;
      }
    }
  }
  // a folder whose every entry went goes too (22 without 2210 would be an empty first-level entry)
  const parents = new Set(list.map((m) => m.parentId));
  for (let shrank = true; shrank; ) {
    shrank = false;
    for (const m of list) {
      if (removed.has(m.menuId) || !parents.has(m.menuId)) continue;
      if (list.every((c) => c.parentId !== m.menuId || removed.has(c.menuId))) {
        removed.add(m.menuId);
        shrank = true;
      }
    }
  }
  return list.filter((m) => !removed.has(m.menuId));
}

/**
 * Whether a company's account types allow one menu to an operator: false when the menu or one of its ancestors has a
 * rule (accountTypeMenuRules) naming none of the types. The same reading as filterMenusForAccount, for one entry.
 */
export function menuAllowedForAccount(menuId: string, operatorType: string | null | undefined, custType: string | null | undefined): boolean {
  const types = accountTypesOf(custType);
  if (operatorType !== REPRESENTATIVE_TYPE || types.size === 0) return true;
  for (let m = menuById(menuId); m; m = menuById(m.parentId)) {
    const need = accountTypeMenuRules[m.menuId];
    if (need && !need.some((t) => types.has(t))) return false;
  }
  return true;
}

const funcsAllowedByCustType = new Map<string, ReadonlySet<string>>();

/**
 * The function codes an operator holds once the account-type rule is applied: a representative of a company whose
 * types do not allow a code's menu (项目管理 for a key emitting entity) does not hold it, whatever its roles grant, so
 * the gateway's function check refuses it as the menus hide it. Worked out once per company type.
 */
export function functionsForAccount(funcs: Iterable<string>, operatorType: string | null | undefined, custType: string | null | undefined): Set<string> {
  const held = new Set(funcs);
  if (operatorType !== REPRESENTATIVE_TYPE || accountTypesOf(custType).size === 0) return held;
  const key = custType ?? '';
  let allowed = funcsAllowedByCustType.get(key);
  if (!allowed) {
    allowed = new Set(functionCatalogue.filter((f) => menuAllowedForAccount(f.menuId, operatorType, custType)).map((f) => f.funcId));
    funcsAllowedByCustType.set(key, allowed);
  }
  for (const f of held) if (!allowed.has(f)) held.delete(f);
  return held;
}

/** Visitors (09) and public users (10 individual, 11 organisation) never land on SystemHome (accounts §2.5, §6). */
export const PUBLIC_OPERATOR_TYPES: readonly string[] = ['09', '10', '11'];

export function landsOnSystemHome(operatorType: string | null | undefined): boolean {
  return !PUBLIC_OPERATOR_TYPES.includes(operatorType ?? '');
}

/** The operator-type helper of accounts §6: province, publicity organisation, representative, organisation, country. */
export function operatorTypeFlags(operatorType: string | null | undefined) {
  return {
    isProvince: operatorType === '03',
    isPublicOrganisation: operatorType === '11',
    isRepresentative: operatorType === REPRESENTATIVE_TYPE,
    isOrganisation: operatorType === '08',
    isCountry: operatorType === '02',
    isPublic: !landsOnSystemHome(operatorType),
  };
}
