import { z } from 'zod';
import { parseTrustProxy } from './trust-proxy.ts';
import { numeric, OPINION_RATE_PER_MINUTE, OPEN_DATA_RATE_PER_MINUTE, translate } from '@ccer/contracts';

/**
 * The gateway's configuration, read from the environment and validated at start-up.
 * Each bad value is reported by name so an operator can fix it without reading code.
 */
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
/** Seconds between a failed delivery's attempts to an outside system (5,30,120,…). */
const backoffSeconds = z
  .string()
  .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'must be whole seconds separated by commas, such as 5,30,120')
  .default('5,30,120,600,1800')
  .transform((v) => v.split(',').map((n) => Number(n.trim())));

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: numeric(z.number().int().min(1).max(65535).default(3000)),
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').default('postgres://postgres@127.0.0.1:5432/registry'),
    DATABASE_POOL_MAX: numeric(z.number().int().min(1).max(200).default(10)),
    ENGINE_REST_URL: z.string().url('must be a URL such as http://127.0.0.1:8080/engine-rest').default('http://127.0.0.1:8080/engine-rest'),
    ENGINE_REST_USER: z.string().min(1).default('admin'),
    ENGINE_REST_PASSWORD: z.string().min(1).default('admin'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').default('local-development-secret-change-me-please-0123456789'),
    SESSION_HOURS: numeric(z.number().positive().max(720).default(8)),
    ADMIN_LOGIN_NAME: z.string().min(2).default('admin'),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').default('Admin@123456'),
    SEED_DEMO: bool.default(true),
    DEMO_PASSWORD: z.string().min(8).default('Demo@123456'),
    /** Test-only: a captcha answer that always passes. Production refuses it. */
    CAPTCHA_BYPASS_CODE: z.string().optional(),
    CAPTCHA_TTL_SECONDS: numeric(z.number().int().min(30).max(3600).default(300)),
    LOGIN_MAX_FAILURES: numeric(z.number().int().min(1).max(100).default(5)),
    LOGIN_LOCK_MINUTES: numeric(z.number().int().min(1).max(1440).default(15)),
    LOGIN_RATE_PER_MINUTE: numeric(z.number().int().min(1).max(10000).default(20)),
    /**
     * Whose X-Forwarded-For to believe (request.ip: sign-in, SMS and upload limits, the operator IP allow-list).
     * Unset or off: nobody's, the socket's address is the client. A hop count, or the proxies' addresses/CIDRs.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if ('error' in parsed) {
          ctx.addIssue({ code: 'custom', message: parsed.error });
          return z.NEVER;
        }
        return parsed.trust;
      }),
    PROCESSES_DIR: z.string().optional(),
    WEB_DIST_DIR: z.string().optional(),
    MANUAL_DIR: z.string().optional(),
    /** The local folder of the attachment file store; unset: .data/files under the repository (the stack passes <dataDir>/files). */
    FILE_STORE_DIR: z.string().optional(),
    /** Uploads per minute and IP address of the public (registration) upload. */
    UPLOAD_PUBLIC_RATE_PER_MINUTE: numeric(z.number().int().min(1).max(10000).default(10)),
    /** Public comments per minute and IP address on projects in publicity (/api/public/project/opinion-add). */
    OPINION_RATE_PER_MINUTE: numeric(z.number().int().min(1).max(10000).default(OPINION_RATE_PER_MINUTE)),
    DEPLOY_PROCESSES: bool.default(true),
    OUTBOX_INTERVAL_MS: numeric(z.number().int().min(50).max(600000).default(2000)),
    /** How often the "action required" notices (action_notice) are looked for and sent. */
    NOTICE_INTERVAL_MS: numeric(z.number().int().min(50).max(600000).default(3000)),
    /** How often the ledger's new entries are folded into its figures for the statistics (reports are exact either way). */
    LEDGER_FOLD_INTERVAL_MS: numeric(z.number().int().min(50).max(3600000).default(10000)),
    /** When the ledger's invariants are checked nightly, hh:mm China time, or 'off'; unset: 00:30 (off when NODE_ENV is test). */
    LEDGER_CHECK_AT: z.string().regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, 'must be hh:mm (China time) or off').optional(),
    /** Public serial lookups (/api/public/serial/lookup) per minute and IP address. */
    SERIAL_LOOKUP_RATE_PER_MINUTE: numeric(z.number().int().min(1).max(10000).default(30)),
    /** Public figures (/api/portal/statistics/totals and /dashboard) per minute and IP address. */
    PUBLIC_FIGURES_RATE_PER_MINUTE: numeric(z.number().int().min(1).max(100000).default(120)),
    /** Open-data calls (/api/open/v1/*, JSON and CSV) per minute and IP address, one budget for all of them. */
    OPEN_DATA_RATE_PER_MINUTE: numeric(z.number().int().min(1).max(100000).default(OPEN_DATA_RATE_PER_MINUTE)),
    // the public site's address, as documents print it (a certificate's QR code leads to its verification page)
    PUBLIC_SITE_URL: z.string().regex(/^https?:\/\//, 'must be an http(s):// URL').default('http://127.0.0.1:3000'),
    /**
     * The compliance markets' systems (sync records, issue 13): retired compliance offsets are POSTed to
     * {MARKET_SYNC_URL}/markets/{market}/offsets, signed with MARKET_SYNC_SECRET (HMAC-SHA256). Unset: this gateway
     * sends no reports (they wait, pending, for one that does). `npm start` and the test stack start a local
     * counterpart (scripts/market-counterpart.ts) and set both.
     */
    MARKET_SYNC_URL: z.string().regex(/^https?:\/\/[^\s]+$/, 'must be an http(s):// URL').optional(),
    MARKET_SYNC_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Seconds between a failed report's attempts; after the last one more attempt it is failed (re-send by hand). */
    MARKET_SYNC_BACKOFF_SECONDS: backoffSeconds,
    /** How long one report waits for the market's answer. */
    MARKET_SYNC_TIMEOUT_MS: numeric(z.number().int().min(100).max(60000).default(10000)),
    /**
     * The exchange's trading system (contracts/src/exchange/link.ts): the registry's messages (deposits, withdrawals,
     * clearing results) are POSTed to {EXCHANGE_URL}/registry/…, and the exchange's clearing batches received at
     * /api/exchange/v1/clearing-batches, both signed with EXCHANGE_SECRET (HMAC-SHA256). Unset: messages wait, pending,
     * and batches are refused (503). `npm start` and the test stack start a local counterpart (scripts/exchange-counterpart.ts).
     */
    EXCHANGE_URL: z.string().regex(/^https?:\/\/[^\s]+$/, 'must be an http(s):// URL').optional(),
    EXCHANGE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Seconds between a failed message's attempts; after the last one more attempt it is failed (re-send by hand). */
    EXCHANGE_BACKOFF_SECONDS: backoffSeconds,
    /** How long one message waits for the exchange's answer. */
    EXCHANGE_TIMEOUT_MS: numeric(z.number().int().min(100).max(60000).default(10000)),
    /** The exchange's calls to the registry (clearing batches) per minute and IP address; past it 429 before the body is read. */
    EXCHANGE_INBOUND_RATE_PER_MINUTE: numeric(z.number().int().min(1).max(10000).default(30)),
    /** Working days a publicity audit may take (its task's due date): the default of system parameter publicity.audit.workingDays. */
    PUBLICITY_AUDIT_WORKING_DAYS: numeric(z.number().int().min(0).max(365).default(5)),
    /** Where SMS codes go: `record` keeps each message in the send record only (/system/msg/record); `none` turns SMS off. */
    SMS_PROVIDER: z.enum(['record', 'none']).default('record'),
    /** Sign-in asks for an SMS code after the password (POST /api/login/manager-mobile-code). */
    SMS_SECOND_FACTOR: z.enum(['off', 'on']).default('off'),
    SMS_CODE_TTL_SECONDS: numeric(z.number().int().min(60).max(3600).default(300)),
    SMS_RESEND_SECONDS: numeric(z.number().int().min(10).max(3600).default(60)),
    SMS_DAILY_LIMIT_PER_PHONE: numeric(z.number().int().min(1).max(1000).default(10)),
    SMS_HOURLY_LIMIT_PER_IP: numeric(z.number().int().min(1).max(100000).default(30)),
    SMS_MAX_VERIFY_ATTEMPTS: numeric(z.number().int().min(1).max(20).default(5)),
    /** The first administrator's mobile number (set when it has none), needed to sign in with the SMS second factor. */
    ADMIN_MOBILE: z.string().regex(/^1[3-9]\d{9}$/, 'must be a mainland mobile number such as 13812345678').optional(),
    /**
     * System A or B (accounts spec §2.1), the same variable the web build reads: in B only the sign-in, registration
     * and forgotten-password calls of the public API answer (plugins/system-mode.ts), the other public ones 404.
     */
    VITE_SYSTEM_MODE: z.enum(['A', 'B'], { error: 'must be A or B' }).default('A'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((c, ctx) => {
    if (c.SMS_SECOND_FACTOR === 'on' && c.SMS_PROVIDER === 'none') {
      ctx.addIssue({ code: 'custom', path: ['SMS_SECOND_FACTOR'], message: 'needs an SMS provider (SMS_PROVIDER is none)' });
    }
    if (c.NODE_ENV === 'production' && c.CAPTCHA_BYPASS_CODE) {
      ctx.addIssue({ code: 'custom', path: ['CAPTCHA_BYPASS_CODE'], message: 'is a test-only setting and is refused in production' });
    }
    if (c.EXCHANGE_URL && !c.EXCHANGE_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['EXCHANGE_SECRET'], message: 'is needed to sign the messages to EXCHANGE_URL' });
    }
    if (c.MARKET_SYNC_URL && !c.MARKET_SYNC_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['MARKET_SYNC_SECRET'], message: 'is needed to sign the reports to MARKET_SYNC_URL' });
    }
    if (c.NODE_ENV === 'production' && c.JWT_SECRET.startsWith('local-development-secret')) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'must be set to a secret of your own in production' });
    }
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Validates an environment-like object; throws one error listing every bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const source = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  // the shared schemas word their refusals as message tokens: an operator reads them in English
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${translate(i.message, 'en')}`);
  throw new ConfigError(`Invalid gateway configuration:\n${lines.join('\n')}`);
}
