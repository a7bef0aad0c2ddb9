/** The list-page constants of spec 000 §9 and registry spec §9. */
export const PAGE_SIZES = [5, 10, 20, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Inline row operations; the rest go under 'more'. */
export const MAX_INLINE_OPERATIONS = 4;
/** Search fields shown while the form is collapsed. */
export const VISIBLE_SEARCH_FIELDS = 2;
/** Parameter names of a server-side sort (columns declared with `sorter: true`). */
export const SORT_FIELD_PARAM = 'sortField';
export const SORT_ORDER_PARAM = 'sortOrder';
