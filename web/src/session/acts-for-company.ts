import { actsForEveryCompany } from '@ccer/contracts';
import { useSession } from './session-store';

/**
 * Whether the signed-in operator acts for a company (a representative, a body): the registry's own staff have no
 * company, so no units to transfer or offset, and the pages that move a company's units say so instead of asking.
 */
export function useActsForCompany(): boolean {
  const { user } = useSession();
  return Boolean(user?.custType || user?.custName);
}

/**
 * Whether the signed-in operator reads every company's rows (the registry's staff): anyone else reads their own
 * company's at most (a public account or a visitor nobody's), as the gateway scopes them (ownCompanyOf).
 */
export function useReadsEveryCompany(): boolean {
  const { user } = useSession();
  return user ? actsForEveryCompany(user.operatorType) : false;
}
