/** The texts' namespace of the bad-behaviour pages. */
export const NS = 'ccerMisconduct';

export const detailPath = (id: string) => `/ccer/unpleasant/detail?id=${encodeURIComponent(id)}`;

export const statusColor: Record<string, string> = { auditing: 'gold', inForce: 'red', rejected: 'default', liftAuditing: 'orange', lifted: 'green' };
