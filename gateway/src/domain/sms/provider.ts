import type { Config } from '../../config.ts';

/**
 * Where SMS messages go. The gateway records every message it hands over in sms_send_record (with the
 * provider's result), whatever the provider. SMS_PROVIDER=none turns SMS off; otherwise the enabled SMS
 * configuration of /system/msg/config chooses the provider (domain/messaging/sms-providers.ts), and with none
 * enabled the record provider below is used. A vendor with its own protocol is one more implementation.
 */
export interface SmsMessage {
  mobile: string;
  content: string;
  /** The provider's template number of the business, for vendors that send by template code. */
  templateNo?: string | null;
}

export type SmsSendResult = { ok: true; providerMessageId?: string } | { ok: false; error: string };

export interface SmsProvider {
  /** Stored with each record, so the record view shows which provider sent it. */
  readonly name: string;
  send(message: SmsMessage): Promise<SmsSendResult>;
}

/**
 * The default provider: the message is delivered into the send record only (read under /system/msg/record),
 * which is what a development or test installation needs and what an installation without an SMS contract
 * can run on (an administrator reads the code to the user).
 */
export const recordProvider: SmsProvider = {
  name: 'record',
  send: async () => ({ ok: true }),
};

/** The provider of the environment alone (no database); null when SMS is turned off. */
export function smsProviderOf(config: Pick<Config, 'SMS_PROVIDER'>): SmsProvider | null {
  return config.SMS_PROVIDER === 'record' ? recordProvider : null;
}
