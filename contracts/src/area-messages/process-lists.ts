import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: Done tasks, my and company applications, counts. */
export const processListMessages: Catalogue = {};
