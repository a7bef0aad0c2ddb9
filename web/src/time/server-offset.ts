/**
 * The server's clock minus the browser's, once the top bar's clock has synced (server-clock.ts), else 0: "today" on
 * every screen (a picker's limits, the calendar notice) is the server's, so a computer whose clock is wrong by a day
 * still offers the registry's today.
 */
let knownOffsetMs = 0;

export const rememberServerOffset = (offsetMs: number): void => {
  knownOffsetMs = offsetMs;
};

/** Now on the server's clock, as far as the browser knows it (an epoch instant). */
export const serverNow = (): number => Date.now() + knownOffsetMs;
