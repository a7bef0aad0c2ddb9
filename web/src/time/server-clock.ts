import { parseServerDateTime } from './registry-time.ts';

/**
 * The top bar's clock shows the server's time (spec §7: GET /api/common/datetime "is used for time
 * sync and retried every 30 seconds on failure"; §8: 未获取到系统时间). The browser keeps the
 * offset between the server's clock and its own, so a wrong computer clock shows the right time.
 */
export const SERVER_TIME_RETRY_MS = 30_000;

export interface ServerClockSync {
  /** GET /api/common/datetime's dataInfo (yyyyMMddHHmmss in registry time). */
  fetchServerTime: () => Promise<unknown>;
  /** server time − browser time, in ms, once an answer came. */
  onSynced: (offsetMs: number) => void;
  /** Each failed attempt (the clock shows 未获取到系统时间 until one succeeds). */
  onFailed: () => void;
  now?: () => number;
  schedule?: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  cancel?: (timer: ReturnType<typeof setTimeout>) => void;
}

/**
 * Asks the server's time, then retries every 30 s while it fails. The answer is whole seconds,
 * read at the middle of the round trip; half a second is added for the part the text cut off.
 * Returns the stop function (a late answer after it is ignored).
 */
export function startServerClockSync({
  fetchServerTime,
  onSynced,
  onFailed,
  now = Date.now,
  schedule = setTimeout,
  cancel = clearTimeout,
}: ServerClockSync): () => void {
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const attempt = async () => {
    const sent = now();
    const server = await fetchServerTime().then(parseServerDateTime, () => undefined);
    if (stopped) return;
    if (server === undefined) {
      onFailed();
      retry = schedule(() => void attempt(), SERVER_TIME_RETRY_MS);
      return;
    }
    const received = now();
    onSynced(server + 500 - Math.round((sent + received) / 2));
  };
  void attempt();
  return () => {
    stopped = true;
    if (retry !== undefined) cancel(retry);
  };
}
