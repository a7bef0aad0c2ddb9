import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: system parameters, trading periods, operation log and operator info calls (accounts spec §7.1, §7.6). */
export const settingsMessages: Catalogue = {
};
