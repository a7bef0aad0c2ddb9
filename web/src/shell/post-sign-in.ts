import type { UserInfo } from '@ccer/contracts/session';

/**
 * The rules of the post-sign-in dialogs (accounts spec §2.7, §4). Pure, so they are unit-tested.
 *
 * Paths: CcerHolding is /ccer/holding (registry §2, menu 201501); company edit and company manage are
 * /account/company/edit and /account/company/manage (accounts §2.4, menu 1025).
 */
export const CCER_HOLDING_PATH = '/ccer/holding';
export const COMPANY_EDIT_PATH = '/account/company/edit';
export const COMPANY_MANAGE_PATH = '/account/company/manage';
const REPRESENTATIVE = '06';

/** An enterprise representative whose company is incomplete ('0') is stopped on every page but company edit and manage. */
export function needsCompletion(user: Pick<UserInfo, 'operatorType' | 'isComplete'> | undefined, pathname: string): boolean {
  if (!user || user.operatorType !== REPRESENTATIVE || user.isComplete !== '0') return false;
  return ![COMPANY_EDIT_PATH, COMPANY_MANAGE_PATH].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * Where the dialog's only button leads: from a menu page to company edit, which loads the first company record
 * of the operator (formInfo); from any other page (home, hidden pages) to company manage in details mode.
 */
export function completionTarget(onMenuPage: boolean): { pathname: string; search?: string; state?: unknown } {
  return onMenuPage
    ? { pathname: COMPANY_EDIT_PATH, state: { formInfo: { loadFirstRecord: true } } }
    : { pathname: COMPANY_MANAGE_PATH, search: '?toDetails=true' };
}
