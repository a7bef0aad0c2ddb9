import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: Trade calendar and working-day deadlines. */
export const calendarMessages: Catalogue = {};
