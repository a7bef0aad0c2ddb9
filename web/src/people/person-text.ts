/**
 * A person the workflow names by login (a starter, an assignee, an action's target), as every screen shows them:
 * 张三（owner01）, the login alone when no operator's name is known, '-' for nobody.
 */
export function personText(login: string | null | undefined, name?: string | null): string {
  if (!login) return '-';
  return name ? `${name}（${login}）` : login;
}
