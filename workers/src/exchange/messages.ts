import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { EXCHANGE_MESSAGE_BUSINESS, type ExchangeMessageKind } from '@ccer/contracts';
import { enqueue } from '../outbox/enqueue.ts';

/**
 * The one writer of the registry's messages to the exchange (contracts/src/exchange/link.ts), for the gateway (a
 * deposit, a withdrawal) and the workers (a clearing batch's outcome) alike: the message with its payload as decided,
 * and its outbox delivery, in the business change's transaction. The gateway's deliverer sends it
 * (gateway/src/routes/ccer-joint/exchange-deliverer.ts).
 */
export async function sendToExchange(
  trx: Knex.Transaction,
  message: { kind: ExchangeMessageKind; businessType: string; businessKey: string; businessNo: string; payload: (messageId: string) => Record<string, unknown> },
): Promise<string> {
  // the payload names the message (the exchange's key for it)
  const id = randomUUID();
  await trx('exchange_message').insert({
    id,
    kind: message.kind,
    business_type: message.businessType,
    business_key: message.businessKey,
    business_no: message.businessNo,
    payload: JSON.stringify(message.payload(id)),
  });
  await enqueue(trx, { kind: 'deliver', businessType: EXCHANGE_MESSAGE_BUSINESS, businessKey: id });
  return id;
}
