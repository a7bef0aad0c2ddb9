import type { Knex } from 'knex';
import { translate } from '@ccer/contracts';
import type { ConfigRecord } from './configs.ts';
import { startOfRegistryDayOf } from '../calendar/registry-days.ts';

type Outcome = { ok: true } | { ok: false; error: string };

/**
 * Why the configuration may send no more (its daily or total limit of delivered messages is reached), or null.
 * The text goes into the send record's error, read by an administrator: Chinese.
 */
export async function limitRefusal(
  db: Knex | Knex.Transaction,
  table: 'sms_send_record' | 'email_send_record',
  cfg: Pick<ConfigRecord, 'id' | 'daily_limit' | 'total_limit'>,
): Promise<string | null> {
  if (cfg.daily_limit === null && cfg.total_limit === null) return null;
  const sent = () => db(table).where({ config_id: cfg.id, status: '1' });
  if (cfg.daily_limit !== null) {
    const today = await sent().where('sent_at', '>=', startOfRegistryDayOf(new Date())).count({ n: '*' }).first();
    if (Number(today?.n ?? 0) >= cfg.daily_limit) return translate(`messagingDailyLimitReached:${cfg.daily_limit}`, 'zh');
  }
  if (cfg.total_limit !== null) {
    const all = await sent().count({ n: '*' }).first();
    if (Number(all?.n ?? 0) >= cfg.total_limit) return translate(`messagingTotalLimitReached:${cfg.total_limit}`, 'zh');
  }
  return null;
}

/** The provider, asking `check` before each message: a refusal is a failed send with that text, the provider is not called. */
export function limited<M, P extends { name: string; send(message: M): Promise<Outcome> }>(provider: P, check: () => Promise<string | null>): P {
  return {
    ...provider,
    name: provider.name,
    send: async (message: M) => {
      const refusal = await check();
      return refusal ? { ok: false, error: refusal } : provider.send(message);
    },
  };
}
