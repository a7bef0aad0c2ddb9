import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@ccer/contracts';
import { writeOperationLog } from '../../audit-log.ts';

/**
 * Old-registry holdings configuration (accounts spec §2.7, §3.1 oldCarbonConf, §7.1). A customer whose
 * holdings in the former registry await configuration has an open old_carbon_conf row (written when those
 * holdings are loaded); user-info carries its notice until one of the customer's operators confirms here.
 * Confirming records who and when; moving the holdings themselves belongs to the holdings area. Calling it with
 * nothing open succeeds and changes nothing (a second click, another representative confirming first).
 */
export const oldCarbonConfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/carbon-manage/holder/old-carbon-conf', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['session'],
      summary: 'Confirm the old-registry holdings configuration of the signed-in operator’s customer',
      body: z.object({}).passthrough().optional(),
      response: { 200: ok(z.object({ confirmed: z.number().int() })) },
    },
    handler: async (request) => {
      const op = request.operator!;
      if (!op.custId) return { flag: 1 as const, dataInfo: { confirmed: 0 } };
      const confirmed = await app.db.transaction(async (trx) => {
        const ids = await trx('old_carbon_conf')
          .where({ cust_id: op.custId })
          .whereNull('confirmed_at')
          .update({ confirmed_at: trx.fn.now(), confirmed_by: op.operatorId })
          .returning('id');
        if (ids.length) {
          await writeOperationLog(trx, request, {
            abstract: 'holder.old-carbon-conf',
            businessType: 'customer',
            businessKey: op.custId!,
            after: { confirmed: ids.map((r: { id: string | number }) => String(r.id)) },
          });
        }
        return ids.length;
      });
      return { flag: 1 as const, dataInfo: { confirmed } };
    },
  });
};

/** The open notice of a customer for user-info's oldCarbonConf, or null. */
export async function openOldCarbonNotice(db: import('knex').Knex, custId: string | null): Promise<string | null> {
  if (!custId) return null;
  const row = await db('old_carbon_conf').where({ cust_id: custId }).whereNull('confirmed_at').orderBy('created_at').first('notice');
  if (!row) return null;
  return row.notice || 'oldCarbonConfNotice';
}
