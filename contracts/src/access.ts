/**
 * Function codes (button permissions) and menu ids, as data. Roles hold these; the gateway checks
 * the function code of every route; the web hides what a user cannot do.
 */
export { functionCodes, functionCatalogue, functionNames, type FunctionCode, type FunctionEntry } from './functions/index.ts';

/**
 * How a route is reached: without a session, with any session, with one of the function codes, or (signedCall) by an
 * outside system whose request carries its signature instead of a session (the route checks it: 401 when it fails).
 */
export type RouteAccess = 'public' | 'signedIn' | 'signedCall' | { func: readonly string[] };

/** The full catalogue lives in menus/ (one file per top-level area); re-exported here for existing imports. */
export { menuCatalogue, menuById, withAncestorMenus, type MenuEntry } from './menus/index.ts';
export * from './menus/visibility.ts';

/** Operator type codes (accounts spec §6). */
export const operatorTypes = {
  admin: '01',
  country: '02',
  province: '03',
  testArea: '04',
  configuration: '05',
  representative: '06',
  expert: '07',
  organisation: '08',
  tourist: '09',
  publicPerson: '10',
  publicOrganisation: '11',
  exchange: '15',
} as const;
export type OperatorType = (typeof operatorTypes)[keyof typeof operatorTypes];

/**
 * The registry's own staff, who act for every company: administrators, national and provincial administrators,
 * configuration administrators, the exchange's administrators. Named positively: an operator of any other type
 * (representative, expert, validation body, visitor, public account) is never taken for the registry.
 */
export const registryOperatorTypes: readonly string[] = [operatorTypes.admin, operatorTypes.country, operatorTypes.province, operatorTypes.testArea, operatorTypes.configuration, operatorTypes.exchange];
const registryOperatorTypeSet: ReadonlySet<string> = new Set(registryOperatorTypes);

/** Whether an operator of this type reads every company's rows (the registry's staff) rather than its own company's at most. */
export const actsForEveryCompany = (operatorType: string): boolean => registryOperatorTypeSet.has(operatorType);

/**
 * The engine candidate groups an operator belongs to, derived from its operator type
 * and customer (architecture §4). One place, used by the inbox and by BPMN candidate groups.
 */
export function candidateGroupsOf(op: { operatorType: string; custId?: string | null; provinceId?: string | null }): string[] {
  const groups: string[] = [];
  if (op.operatorType === operatorTypes.admin || op.operatorType === operatorTypes.country) groups.push('country');
  if (op.operatorType === operatorTypes.province && op.provinceId) groups.push(`province:${op.provinceId}`);
  if (op.operatorType === operatorTypes.expert) groups.push('expert');
  if (op.custId) groups.push(`org:${op.custId}`);
  return groups;
}
