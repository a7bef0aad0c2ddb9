import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { functionCodes, langOf, okList, smsSendRecordQuery, smsSendRecordRow } from '@ccer/contracts';
import { pageOfSendRecords } from '../../domain/messaging/send-records.ts';
import { businessNameOf } from '../../domain/messaging/templates.ts';

/** The SMS send record (registry-operations §3, §7 POST /api/sms/send-record), newest first, one page. */
export const smsRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/sms/send-record', {
    config: { access: { func: [functionCodes.smsRecordView] } },
    schema: { tags: ['sms'], summary: 'SMS send records, one page', body: smsSendRecordQuery, response: { 200: okList(smsSendRecordRow) } },
    handler: async (request) => {
      const { mobile, ...rest } = request.body;
      const lang = langOf(request.headers['accept-language']);
      const { total, rows } = await pageOfSendRecords(app.db, 'sms_send_record', 'mobile', { ...rest, address: mobile });
      return {
        flag: 1 as const,
        total,
        dataInfo: rows.map((r: Record<string, unknown>) => ({
          id: String(r.id),
          mobile: String(r.mobile),
          business: String(r.business),
          businessName: businessNameOf('sms', String(r.business), lang),
          verificationCode: (r.verification_code as string | null) ?? null,
          content: String(r.content),
          status: String(r.status),
          times: Number(r.times),
          provider: String(r.provider),
          ip: (r.ip as string | null) ?? null,
          sentAt: new Date(r.sent_at as string).toISOString(),
        })),
      };
    },
  });
};
