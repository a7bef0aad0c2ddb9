import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: company information changes through approval, representatives, cancellation, binding (accounts spec §2.4, §7.4). */
export const companyChangeMessages: Catalogue = {
};
