import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailSendRecordQuery, emailSendRecordRow, functionCodes, langOf, okList } from '@ccer/contracts';
import { badRequest } from '../../../errors.ts';
import { businessNameOf } from '../../../domain/messaging/templates.ts';

/** A time bound of the list: yyyy-MM-dd[ HH:mm:ss] is read as China time (UTC+8), anything else as ISO. */
function timeBound(value: string | undefined, field: string, endOfDay: boolean): Date | undefined {
  if (!value) return undefined;
  const local = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/.exec(value);
  const date = local ? new Date(`${local[1]}T${local[2] ?? (endOfDay ? '23:59:59' : '00:00:00')}+08:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) throw badRequest([{ field, message: 'dateFormat' }]);
  return date;
}

/** The e-mail send record (/system/email/record), newest first, one page; read with the e-mail manage function. */
export const emailRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/email/send-record', {
    config: { access: { func: [functionCodes.emailManage] } },
    schema: { tags: ['email'], summary: 'E-mail send records, one page', body: emailSendRecordQuery, response: { 200: okList(emailSendRecordRow) } },
    handler: async (request) => {
      const { pageNumber, pageSize, email, business, status } = request.body;
      const from = timeBound(request.body.sentFrom, 'sentFrom', false);
      const to = timeBound(request.body.sentTo, 'sentTo', true);
      const lang = langOf(request.headers['accept-language']);
      const q = app.db('email_send_record');
      if (email) q.where('email', 'like', `${email.replace(/[\\%_]/g, '\\$&')}%`);
      if (business) q.where({ business });
      if (status) q.where({ status });
      if (from) q.where('sent_at', '>=', from);
      if (to) q.where('sent_at', '<=', to);
      const [{ total }, rows] = await Promise.all([
        q.clone().count({ total: '*' }).first() as Promise<{ total: string | number }>,
        q.clone().orderBy([{ column: 'sent_at', order: 'desc' }, { column: 'id', order: 'desc' }]).offset((pageNumber - 1) * pageSize).limit(pageSize),
      ]);
      return {
        flag: 1 as const,
        total: Number(total),
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
