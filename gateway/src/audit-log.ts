import type { Knex } from 'knex';
import type { FastifyRequest } from 'fastify';

/** Writes one operation-log row for a mutating call (who, when, IP, what, before and after). */
export async function writeOperationLog(
  db: Knex,
  request: FastifyRequest,
  entry: { abstract: string; businessType: string; businessKey: string; before?: unknown; after?: unknown; message?: string },
): Promise<void> {
  await db('operation_log').insert({
    operator_id: request.operator?.operatorId ?? null,
    operator_name: request.operator?.operatorName ?? request.operator?.loginName ?? null,
    ip: request.ip,
    abstract: entry.abstract,
    business_type: entry.businessType,
    business_key: entry.businessKey,
    result: 'success',
    message: entry.message ?? null,
    before_value: entry.before === undefined ? null : JSON.stringify(entry.before),
    after_value: entry.after === undefined ? null : JSON.stringify(entry.after),
    request_id: String(request.id),
  });
}
