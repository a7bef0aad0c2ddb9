import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: Business-process association, versions and migration. */
export const businessProcessMessages: Catalogue = {};
