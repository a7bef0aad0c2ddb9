import type { Stack } from '../../scripts/lib/stack.ts';

/**
 * Whatever ends a benchmark run (an error, Ctrl+C, its end), its stack goes with it
 * (scripts/lib/reaper.ts covers a kill). Returns the exit to call when the run is done.
 */
export function stopStackOnExit(stack: Stack): (code: number) => Promise<void> {
  const stopAndExit = async (code: number) => {
    await stack.stop().catch(() => {});
    process.exit(code);
  };
  for (const event of ['unhandledRejection', 'uncaughtException'] as const) {
    process.on(event, (e) => {
      console.error(e);
      void stopAndExit(1);
    });
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopAndExit(130));
  return stopAndExit;
}
