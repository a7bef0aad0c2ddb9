import fs from 'node:fs';
import { startStack, type Stack } from '../../scripts/lib/stack.ts';
import { EngineClient } from '../../gateway/src/engine/engine-client.ts';
import { nameDatabases } from './cpu-use.ts';
import { stopStackOnExit } from './stack-exit.ts';

/**
 * A benchmark's own stack on a fresh database (an earlier run's instances, an interrupted one's, would go on costing
 * the engine and the workers during this run), its two databases named for the CPU readings (cpu-use.ts), stopped
 * however the run ends (stack-exit.ts), with a client of its engine. `env` adds to the test environment.
 */
export async function freshBenchStack(
  dataDir: string,
  options: { env?: Record<string, string>; gatewayNodeArgs?: string[] } = {},
): Promise<{ stack: Stack; engine: EngineClient; stopAndExit: (code: number) => Promise<void> }> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const stack = await startStack({
    dataDir,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'warn', ...options.env },
    gatewayNodeArgs: options.gatewayNodeArgs ?? [],
    log: () => {},
  });
  nameDatabases(stack.databaseUrl);
  const stopAndExit = stopStackOnExit(stack);
  const engine = new EngineClient({ baseUrl: stack.engineRestUrl, user: stack.engineUser, password: stack.enginePassword });
  return { stack, engine, stopAndExit };
}
