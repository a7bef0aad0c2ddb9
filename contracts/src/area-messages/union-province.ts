import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: joint company opening and provincial administrator applications (accounts spec §2.3, §7.2, §7.4). */
export const unionProvinceMessages: Catalogue = {
};
