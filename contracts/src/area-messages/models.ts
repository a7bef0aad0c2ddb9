import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: Process models and the designer. */
export const modelMessages: Catalogue = {};
