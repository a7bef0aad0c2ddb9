import type { Knex } from 'knex';
import { EXCHANGE_MESSAGE_BUSINESS, exchangeAnswerSchema, exchangeMessageKinds, type ExchangeMessageKind } from '@ccer/contracts';
import type { Config } from '../../config.ts';
import type { Deliverer, DeliveryResult } from '../../domain/outbox.ts';
import { postSigned, settleDeliveredRow, type SignedAttempt } from '../../domain/connector/signed-post.ts';
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
 * the same key and body), and in the transaction that settles the command, the call (exchange_call) and the message's
 * status, attempts, receipt and last error.
 */
export function exchangeDeliverer(db: Knex, config: Config): Deliverer {
  const base = config.EXCHANGE_URL!.replace(/\/+$/, '');
  const secret = config.EXCHANGE_SECRET!;
  return {
    backoffSeconds: config.EXCHANGE_BACKOFF_SECONDS,
    async send({ businessKey }): Promise<DeliveryResult> {
      const message = await db('exchange_message').where({ id: businessKey }).first<MessageRow | undefined>('id', 'kind', 'business_no', 'payload');
      if (!message) return { delivered: false, retryable: false, error: `no exchange message ${businessKey}`, record: async () => {} };
      const attempt = await postSigned({
        url: `${base}${exchangeMessageKinds[message.kind].path}`,
        secret,
        idempotencyKey: message.id,
        body: JSON.stringify(message.payload),
        timeoutMs: config.EXCHANGE_TIMEOUT_MS,
        accepted: exchangeAnswerSchema,
      });
      return settle(message, attempt);
    },
  };
}

function settle(message: MessageRow, attempt: SignedAttempt): DeliveryResult {
  const delivered = attempt.receiptNo !== null;
  return {
    delivered,
    retryable: !delivered && attempt.retryable,
    error: attempt.error ?? undefined,
    async record(trx, { status, current }) {
      await trx('exchange_message').where({ id: message.id }).update({ attempts: trx.raw('attempts + 1'), last_attempt_at: trx.fn.now(), updated_at: trx.fn.now() });
      await recordExchangeCall(trx, {
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
      });
      // another dispatcher that took the command over records its outcome
      if (!current) return;
      await settleDeliveredRow(trx, { table: 'exchange_message', id: message.id }, { status, receiptNo: attempt.receiptNo, error: attempt.error });
    },
  };
}

/** The deliverers this gateway runs: the exchange's when the link is configured (otherwise messages wait, pending). */
export const exchangeDeliverers = (db: Knex, config: Config): Record<string, Deliverer> =>
  config.EXCHANGE_URL && config.EXCHANGE_SECRET ? { [EXCHANGE_MESSAGE_BUSINESS]: exchangeDeliverer(db, config) } : {};
