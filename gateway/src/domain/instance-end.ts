import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { HistoricProcessInstance } from '../engine/types.ts';
import { enqueue } from './outbox.ts';

/**
 * Ends one running instance together with the business change that goes with it (an application back
 * to draft, a task action recorded): the change and an outbox `end` command commit in one transaction,
 * and the engine is called only after the commit. A change that rolls back leaves the instance running;
 * a committed one never leaves it running (the dispatcher retries until the engine takes the end).
 */
export async function endInstanceWith<T>(
  app: FastifyInstance,
  instance: { id: string; processDefinitionKey: string },
  reason: string,
  change: (trx: Knex.Transaction) => Promise<T>,
): Promise<{ result: T; ended: HistoricProcessInstance }> {
  const result = await app.db.transaction(async (trx) => {
    const done = await change(trx);
    await enqueue(trx, {
      kind: 'end',
      processKey: instance.processDefinitionKey,
      businessType: 'processInstance',
      businessKey: instance.id,
      processInstanceIds: [instance.id],
      reason,
    });
    return done;
  });
  await app.outbox.endNow([instance.id]);
  return { result, ended: await app.engine.waitUntilEnded(instance.id) };
}
