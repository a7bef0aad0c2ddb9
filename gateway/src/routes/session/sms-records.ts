import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { functionCodes, langOf, okList, smsPurposeTokens, smsSendRecordQuery, smsSendRecordRow, translate, type SmsPurpose } from '@ccer/contracts';
import { badRequest } from '../../errors.ts';

/** A time bound of the list: yyyy-MM-dd[ HH:mm:ss] is read as China time (UTC+8), anything else as ISO. */
function timeBound(value: string | undefined, field: string, endOfDay: boolean): Date | undefined {
  if (!value) return undefined;
  const local = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/.exec(value);
  const date = local ? new Date(`${local[1]}T${local[2] ?? (endOfDay ? '23:59:59' : '00:00:00')}+08:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) throw badRequest([{ field, message: 'dateFormat' }]);
  return date;
}

/** The SMS send record (registry-operations §3, §7 POST /api/sms/send-record), newest first, one page. */
export const smsRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/sms/send-record', {
    config: { access: { func: [functionCodes.smsRecordView] } },
    schema: { tags: ['sms'], summary: 'SMS send records, one page', body: smsSendRecordQuery, response: { 200: okList(smsSendRecordRow) } },
    handler: async (request) => {
      const { pageNumber, pageSize, mobile, business, status } = request.body;
      const from = timeBound(request.body.sentFrom, 'sentFrom', false);
      const to = timeBound(request.body.sentTo, 'sentTo', true);
      const lang = langOf(request.headers['accept-language']);
      const q = app.db('sms_send_record');
      if (mobile) q.where('mobile', 'like', `${mobile.replace(/[\\%_]/g, '\\$&')}%`);
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
          mobile: String(r.mobile),
          business: String(r.business),
          businessName: smsPurposeTokens[r.business as SmsPurpose] ? translate(smsPurposeTokens[r.business as SmsPurpose], lang) : String(r.business),
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
