import type { AccountStatusAction } from '@ccer/contracts';

/** The status filter of the account lists (codes of contracts registration.ts / org-accounts.ts), labels in registration:status.*. */
export const accountStatusCodes = ['1', '2', '3', '4', '5'] as const;
export const statusColors: Record<string, string> = { '0': 'default', '1': 'blue', '2': 'green', '3': 'red', '4': 'default', '5': 'orange' };

/** Which review actions a row in a state offers (the server checks again). */
export const actionsFor = (status: string): AccountStatusAction[] =>
  status === '1' ? ['approve', 'reject'] : status === '2' ? ['disable'] : status === '5' ? ['enable'] : [];
