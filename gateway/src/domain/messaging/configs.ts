import type { Knex } from 'knex';
import {
  SECRET_MASK,
  type ConfigListQuery,
  type EmailConfigAddBody,
  type EmailConfigRow,
  type MessageChannel,
  type SmsConfigAddBody,
  type SmsConfigRow,
} from '@ccer/contracts';
import { notFound } from '../../errors.ts';
import { likeText } from '../like-text.ts';
import { pageAndCount } from '../page-and-count.ts';

/**
 * The provider accounts of a channel (table msg_config). Shared columns hold both channels: server_address is the
 * SMS endpoint or the SMTP host, user_name the app key or SMTP user, secret the app secret or SMTP password.
 */
export interface ConfigRecord {
  id: string;
  channel: MessageChannel;
  name: string;
  provider: string;
  server_address: string | null;
  port: number | null;
  tls: boolean;
  user_name: string | null;
  secret: string | null;
  sign_name: string | null;
  sender: string | null;
  remark: string | null;
  daily_limit: number | null;
  total_limit: number | null;
  enabled: boolean;
  updated_at: Date | string;
  updated_by: string | null;
}

const meta = (r: ConfigRecord) => ({
  id: String(r.id),
  name: r.name,
  remark: r.remark,
  dailyLimit: r.daily_limit,
  totalLimit: r.total_limit,
  enabled: r.enabled,
  updatedAt: new Date(r.updated_at).toISOString(),
  updatedBy: r.updated_by,
});
const masked = (secret: string | null) => (secret ? SECRET_MASK : null);

export const smsRowOf = (r: ConfigRecord): SmsConfigRow => ({
  ...meta(r),
  provider: r.provider as SmsConfigRow['provider'],
  endpoint: r.server_address,
  appKey: r.user_name,
  secret: masked(r.secret),
  signName: r.sign_name,
});

export const emailRowOf = (r: ConfigRecord): EmailConfigRow => ({
  ...meta(r),
  provider: r.provider as EmailConfigRow['provider'],
  smtpHost: r.server_address,
  smtpPort: r.port,
  tls: r.tls,
  smtpUser: r.user_name,
  password: masked(r.secret),
  sender: r.sender ?? '',
});

/** The columns of a form; the secret is left out when none is given, so a modify keeps the stored one. */
export function columnsOf(channel: MessageChannel, body: SmsConfigAddBody | EmailConfigAddBody): Record<string, unknown> {
  if (channel === 'sms') {
    const b = body as SmsConfigAddBody;
    return withSecret(
      { ...limitColumns(b), name: b.name, provider: b.provider, server_address: b.endpoint, user_name: b.appKey, sign_name: b.signName, remark: b.remark, port: null, tls: false, sender: null },
      b.secret,
    );
  }
  const b = body as EmailConfigAddBody;
  return withSecret(
    { ...limitColumns(b), name: b.name, provider: b.provider, server_address: b.smtpHost, port: b.smtpPort, tls: b.tls, user_name: b.smtpUser, sender: b.sender, remark: b.remark, sign_name: null },
    b.password,
  );
}
const limitColumns = (b: { dailyLimit: number | null; totalLimit: number | null }) => ({ daily_limit: b.dailyLimit, total_limit: b.totalLimit });
const withSecret = (cols: Record<string, unknown>, secret: string | null) => (secret ? { ...cols, secret } : cols);

export async function listConfigs(db: Knex, channel: MessageChannel, query: ConfigListQuery) {
  const q = db('msg_config').where({ channel });
  if (query.name) q.where('name', 'ilike', likeText(query.name));
  if (query.enabled) q.where({ enabled: query.enabled === '1' });
  return pageAndCount<ConfigRecord>(q.orderBy([{ column: 'updated_at', order: 'desc' }, { column: 'id', order: 'desc' }]), query);
}

export async function findConfig(db: Knex | Knex.Transaction, channel: MessageChannel, id: string): Promise<ConfigRecord> {
  const row = await db('msg_config').where({ channel, id }).first<ConfigRecord | undefined>();
  if (!row) throw notFound('messagingConfigNotFound');
  return row;
}

/**
 * Enables one configuration and disables the others of its channel, or disables it, in one transaction. The
 * channel's advisory lock keeps two concurrent enables from meeting at the one-enabled index.
 */
export async function setEnabled(db: Knex, channel: MessageChannel, id: string, enabled: boolean, by: string | null): Promise<string[]> {
  return db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`msg-config:${channel}`]);
    await findConfig(trx, channel, id);
    const stamp = { updated_at: trx.fn.now(), updated_by: by };
    let disabled: string[] = [];
    if (enabled) {
      const others = await trx('msg_config').where({ channel, enabled: true }).whereNot({ id }).update({ enabled: false, ...stamp }).returning('id');
      disabled = others.map((o: { id: string }) => String(o.id));
    }
    await trx('msg_config').where({ channel, id }).update({ enabled, ...stamp });
    return disabled;
  });
}

/** The enabled configuration of a channel, if any. */
export async function enabledConfig(db: Knex | Knex.Transaction, channel: MessageChannel): Promise<ConfigRecord | undefined> {
  return db('msg_config').where({ channel, enabled: true }).first<ConfigRecord | undefined>();
}
