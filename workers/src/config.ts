import { z } from 'zod';
import { numeric } from '@ccer/contracts';

/**
 * The workers' configuration, read from the environment and validated at start-up.
 * Each bad value is reported by name so an operator can fix it without reading code.
 */
const wholeNumber = (min: number, max: number, fallback: number) =>
  numeric(
    z
      .number({ error: `must be a whole number between ${min} and ${max}` })
      .int({ error: `must be a whole number between ${min} and ${max}` })
      .min(min, { error: `must be at least ${min}` })
      .max(max, { error: `must be at most ${max}` })
      .default(fallback),
  );

export const configSchema = z.object({
  ENGINE_REST_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/]+/, { error: 'must be an http(s) URL such as http://127.0.0.1:8080/engine-rest' })
    .default('http://127.0.0.1:8080/engine-rest'),
  ENGINE_REST_USER: z.string().min(1, { error: 'must not be empty' }).default('admin'),
  ENGINE_REST_PASSWORD: z.string().min(1, { error: 'must not be empty' }).default('admin'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
    .default('postgres://postgres@127.0.0.1:5432/registry'),
  DATABASE_POOL_MAX: wholeNumber(1, 50, 5),
  /** Tasks fetched per poll, and the most handlers running at once. */
  WORKER_MAX_TASKS: wholeNumber(1, 100, 10),
  /** How long the engine keeps a fetched task for this worker before another may take it. */
  WORKER_LOCK_MS: wholeNumber(1_000, 3_600_000, 60_000),
  /** Long polling: the engine holds a fetch open this long when no task is waiting (its limit is 30 min). */
  WORKER_LONG_POLL_MS: wholeNumber(1_000, 1_800_000, 20_000),
  /**
   * The pause after each fetch before the next (the client's own default is 300 ms). The long poll already waits at
   * the engine while no task is there; this pause only delays taking the next ones, and bounded a chain's workers to
   * about 10 tasks each 0.3 s.
   */
  WORKER_POLL_INTERVAL_MS: wholeNumber(0, 60_000, 20),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates an environment-like object; throws one error listing every bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // an empty variable means "not set", as in most shells' `VAR= command`
  const source = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = configSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new ConfigError(`Invalid workers configuration:\n${lines.join('\n')}`);
}
