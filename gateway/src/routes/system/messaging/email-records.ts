import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailSendRecordQuery, emailSendRecordRow, functionCodes, langOf, okList } from '@ccer/contracts';
import { businessNameOf } from '../../../domain/messaging/templates.ts';
import { pageOfSendRecords } from '../../../domain/messaging/send-records.ts';

/** The e-mail send record (/system/email/record), newest first, one page; read with the e-mail manage function. */
export const emailRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/email/send-record', {
    config: { access: { func: [functionCodes.emailManage] } },
    schema: { tags: ['email'], summary: 'E-mail send records, one page', body: emailSendRecordQuery, response: { 200: okList(emailSendRecordRow) } },
    handler: async (request) => {
      const { email, ...rest } = request.body;
      const lang = langOf(request.headers['accept-language']);
      const { total, rows } = await pageOfSendRecords(app.db, 'email_send_record', 'email', { ...rest, address: email });
      return {
        flag: 1 as const,
        total,
        dataInfo: rows.map((r: Record<string, unknown>) => ({
          id: String(r.id),
          email: String(r.email),
          business: String(r.business),
          businessName: businessNameOf('email', String(r.business), lang),
          subject: String(r.subject),
          content: String(r.content),
          status: String(r.status),
          error: (r.error as string | null) ?? null,
          times: Number(r.times),
          provider: String(r.provider),
          resendOf: r.resend_of == null ? null : String(r.resend_of),
          ip: (r.ip as string | null) ?? null,
          sentAt: new Date(r.sent_at as string).toISOString(),
        })),
      };
    },
  });
};
