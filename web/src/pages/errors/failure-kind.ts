/**
 * Whether an error that stopped a page from rendering is a file of the app that did not load (a lazy page's chunk or
 * the pages' texts: the connection dropped, or a new version replaced the hashed files the open window asks for)
 * rather than a fault of the page. Browsers word a failed dynamic import each their own way; Vite's own preload
 * failure names the CSS or script it could not fetch.
 */
const LOAD_FAILURE = /dynamically imported module|importing a module script failed|unable to preload|loading chunk/i;

export function isLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return LOAD_FAILURE.test(message);
}
