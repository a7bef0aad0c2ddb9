import type { Knex } from 'knex';
import { EXCHANGE_MESSAGE_BUSINESS, exchangeAnswerSchema, exchangeMessageKinds, type ExchangeMessageKind } from '@ccer/contracts';
import type { Config } from '../../config.ts';
import type { Deliverer } from '../../domain/outbox.ts';
import { signedDeliverer } from '../../domain/connector/signed-deliverer.ts';
import { recordExchangeCall } from './call-log.ts';

interface MessageRow {
  id: string;
  kind: ExchangeMessageKind;
  business_no: string;
  payload: Record<string, unknown>;
}

/**
 * The deliverer of the registry's messages to the exchange (outbox `deliver`, business type exchangeMessage): one
 * signed POST of the message's payload to {EXCHANGE_URL}{the kind's path}, idempotent by the message's id (a re-send is
 * the same key and body); each attempt is kept as a call of the link (exchange_call).
 */
export function exchangeDeliverer(db: Knex, config: Config): Deliverer {
  const base = config.EXCHANGE_URL!.replace(/\/+$/, '');
  return signedDeliverer<MessageRow>({
    table: 'exchange_message',
    secret: config.EXCHANGE_SECRET!,
    timeoutMs: config.EXCHANGE_TIMEOUT_MS,
    backoffSeconds: config.EXCHANGE_BACKOFF_SECONDS,
    accepted: exchangeAnswerSchema,
    load: (id) => db('exchange_message').where({ id }).first<MessageRow | undefined>('id', 'kind', 'business_no', 'payload'),
    call: async (message) => ({ url: `${base}${exchangeMessageKinds[message.kind].path}`, idempotencyKey: message.id, body: JSON.stringify(message.payload) }),
    logAttempt: (trx, message, attempt) =>
      recordExchangeCall(trx, {
        direction: 'out',
        kind: message.kind,
        method: 'POST',
        url: attempt.url,
        messageId: message.id,
        businessNo: message.business_no,
        idempotencyKey: message.id,
        headers: attempt.headers,
        body: attempt.body,
        statusCode: attempt.statusCode,
        answer: attempt.answer,
        receiptNo: attempt.receiptNo,
        error: attempt.error,
        durationMs: attempt.durationMs,
        signatureResult: 'signed',
      }),
  });
}

/** The deliverers this gateway runs: the exchange's when the link is configured (otherwise messages wait, pending). */
export const exchangeDeliverers = (db: Knex, config: Config): Record<string, Deliverer> =>
  config.EXCHANGE_URL && config.EXCHANGE_SECRET ? { [EXCHANGE_MESSAGE_BUSINESS]: exchangeDeliverer(db, config) } : {};
