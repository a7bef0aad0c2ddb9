import { VISIBLE_SEARCH_FIELDS } from './constants';

/** The expand/collapse toggle exists only with more than 2 fields (spec 000 §2.9). */
export const isCollapsible = (count: number): boolean => count > VISIBLE_SEARCH_FIELDS;

/** A field is folded away while the form is collapsed and it is past the first 2. */
export const isFolded = (index: number, count: number, expanded: boolean): boolean => isCollapsible(count) && !expanded && index >= VISIBLE_SEARCH_FIELDS;

/** Start expanded when a folded field already holds a value (e.g. from the route), so the search is visible. */
export const startsExpanded = (names: readonly string[], values: Record<string, unknown>): boolean =>
  names.slice(VISIBLE_SEARCH_FIELDS).some((n) => values[n] !== undefined && values[n] !== null && values[n] !== '');
