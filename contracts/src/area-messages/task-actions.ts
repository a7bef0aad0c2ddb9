import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: Task actions (return, reject, transfer, delegate, cc, add-sign, revoke). */
export const taskActionMessages: Catalogue = {};
