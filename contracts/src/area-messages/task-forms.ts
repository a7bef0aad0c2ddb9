import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: Task forms (form-js). */
export const taskFormMessages: Catalogue = {};
