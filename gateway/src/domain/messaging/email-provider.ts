import nodemailer from 'nodemailer';
import type { Knex } from 'knex';
import { enabledConfig, type ConfigRecord } from './configs.ts';
import { limitRefusal, limited } from './limits.ts';

/** Where e-mail goes; like the SMS provider, every message handed over is recorded in email_send_record. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}
export type EmailSendResult = { ok: true; messageId?: string } | { ok: false; error: string };
export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<EmailSendResult>;
}

/** The default: the message goes into the send record only (read under /system/email/record). */
export const recordEmailProvider: EmailProvider = { name: 'record', send: async () => ({ ok: true }) };

/** An SMTP server through nodemailer: tls true is implicit TLS; false is plain, upgraded when STARTTLS is offered. */
export function smtpProvider(cfg: Pick<ConfigRecord, 'server_address' | 'port' | 'tls' | 'user_name' | 'secret' | 'sender' | 'name'>): EmailProvider {
  return {
    name: 'smtp',
    send: async ({ to, subject, text }) => {
      const transport = nodemailer.createTransport({
        host: cfg.server_address ?? undefined,
        port: cfg.port ?? undefined,
        secure: cfg.tls,
        auth: cfg.user_name ? { user: cfg.user_name, pass: cfg.secret ?? '' } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      });
      try {
        const info = await transport.sendMail({ from: { name: cfg.name, address: cfg.sender ?? '' }, to, subject, text });
        return { ok: true, messageId: info.messageId };
      } catch (e) {
        return { ok: false, error: e instanceof Error ? e.message : String(e) };
      } finally {
        transport.close();
      }
    },
  };
}

export interface EmailRoute {
  provider: EmailProvider;
  configId: string | null;
}

/** The provider of the enabled e-mail configuration (held to its limits), or the record provider when none is enabled. */
export async function currentEmailRoute(db: Knex | Knex.Transaction): Promise<EmailRoute> {
  const row = await enabledConfig(db, 'email');
  if (!row) return { provider: recordEmailProvider, configId: null };
  const provider = row.provider === 'smtp' ? smtpProvider(row) : recordEmailProvider;
  return { provider: limited(provider, () => limitRefusal(db, 'email_send_record', row)), configId: String(row.id) };
}
