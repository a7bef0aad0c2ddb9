/**
 * The one way to turn what a user typed into a LIKE pattern. `%` and `_` typed in a search box are
 * literal characters, not wildcards (a lone `%` must not list every row). The escape character is
 * the backslash, which is PostgreSQL's default for LIKE/ILIKE (knex's whereILike adds no ESCAPE) and
 * the one the engine's `…Like` query parameters declare (Camunda's MyBatis mappings: `ESCAPE '\'`).
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** "contains": `%text%` with the text's wildcards escaped. */
export function likeText(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** "starts with": `text%` with the text's wildcards escaped. */
export function likePrefix(text: string): string {
  return `${escapeLike(text)}%`;
}
