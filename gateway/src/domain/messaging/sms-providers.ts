import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import type { Config } from '../../config.ts';
import { recordProvider, type SmsProvider } from '../sms/provider.ts';
import { enabledConfig, type ConfigRecord } from './configs.ts';
import { limitRefusal, limited } from './limits.ts';

/** Where a message goes now: the provider and the configuration it came from (null: the default). */
export interface SmsRoute {
  provider: SmsProvider;
  configId: string | null;
}

/**
 * An HTTP SMS gateway: a JSON POST of {appKey, signName, mobile, content, templateNo, timestamp}, signed with HMAC-SHA256 of
 * the body under the app secret (header X-Signature); any 2xx is a delivery. A vendor with another protocol is
 * one more provider kind.
 */
export function httpSmsProvider(cfg: Pick<ConfigRecord, 'server_address' | 'user_name' | 'secret' | 'sign_name'>): SmsProvider {
  return {
    name: 'http',
    send: async ({ mobile, content, templateNo }) => {
      const body = JSON.stringify({ appKey: cfg.user_name, signName: cfg.sign_name, mobile, content, templateNo: templateNo ?? null, timestamp: Date.now() });
      const signature = createHmac('sha256', cfg.secret ?? '').update(body).digest('hex');
      try {
        const res = await fetch(cfg.server_address ?? '', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-signature': signature },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        if (res.ok) return { ok: true };
        return { ok: false, error: `HTTP ${res.status} ${(await res.text()).slice(0, 200)}` };
      } catch (e) {
        return { ok: false, error: e instanceof Error ? e.message : String(e) };
      }
    },
  };
}

/**
 * The provider of the enabled SMS configuration (held to its daily and total limits); the record provider when
 * none is enabled; null when SMS is off.
 */
export async function currentSmsRoute(db: Knex | Knex.Transaction, config: Pick<Config, 'SMS_PROVIDER'>): Promise<SmsRoute | null> {
  if (config.SMS_PROVIDER === 'none') return null;
  const row = await enabledConfig(db, 'sms');
  if (!row) return { provider: recordProvider, configId: null };
  const provider = row.provider === 'http' ? httpSmsProvider(row) : recordProvider;
  return { provider: limited(provider, () => limitRefusal(db, 'sms_send_record', row)), configId: String(row.id) };
}
