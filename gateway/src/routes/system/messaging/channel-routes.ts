import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  businessConfigEditBody,
  businessConfigListQuery,
  businessConfigRow,
  configIdBody,
  configListQuery,
  emailConfigAddBody,
  emailConfigEditBody,
  emailConfigRow,
  functionCodes,
  langOf,
  ok,
  okList,
  resendBody,
  resendResult,
  smsConfigAddBody,
  smsConfigEditBody,
  smsConfigRow,
  type EmailConfigAddBody,
  type MessageChannel,
  type SmsConfigAddBody,
} from '@ccer/contracts';
import type { Config } from '../../../config.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { columnsOf, emailRowOf, findConfig, listConfigs, setEnabled, smsRowOf } from '../../../domain/messaging/configs.ts';
import { editBusinessConfig, listBusinessConfigs } from '../../../domain/messaging/templates.ts';
import { resendSms } from '../../../domain/messaging/sms-resend.ts';
import { resendEmail } from '../../../domain/messaging/email-send.ts';

/** What differs between the SMS and the e-mail set; the calls are the same (accounts spec §7.6). */
const channels = {
  sms: { func: functionCodes.smsManage, addBody: smsConfigAddBody, editBody: smsConfigEditBody, row: smsConfigRow, rowOf: smsRowOf },
  email: { func: functionCodes.emailManage, addBody: emailConfigAddBody, editBody: emailConfigEditBody, row: emailConfigRow, rowOf: emailRowOf },
} as const;

const idResult = ok(z.object({ id: z.string() }));
const enableResult = ok(z.object({ id: z.string(), enabled: z.boolean(), disabledIds: z.array(z.string()) }));
/** The operation log shows what changed, never a secret. */
const loggable = (row: Record<string, unknown>) => ({ ...row, secret: row.secret ? '******' : null });

/**
 * One channel's configurations, business templates and resend, under /api/{sms,email}/: managing needs the
 * channel's manage function (065 SMS, 066 e-mail); the SMS send-record list lives in routes/session/sms-records.ts.
 */
export function channelRoutes(channel: MessageChannel, config: Pick<Config, 'SMS_PROVIDER'>): FastifyPluginAsyncZod {
  const c = channels[channel];
  const access = { func: [c.func] };
  const tags = [channel];
  const base = `/api/${channel}`;
  const businessType = `${channel}-config`;
  const by = (operator: { loginName: string } | null | undefined) => operator?.loginName ?? null;

  return async (app) => {
    app.post(`${base}/config/list`, {
      config: { access },
      schema: { tags, summary: `${channel} configurations, one page`, body: configListQuery, response: { 200: okList(c.row) } },
      handler: async (request) => {
        const { total, rows } = await listConfigs(app.db, channel, request.body);
        return { flag: 1 as const, total, dataInfo: rows.map((r) => c.rowOf(r) as never) };
      },
    });

    app.post(`${base}/config`, {
      config: { access },
      schema: { tags, summary: `Adds a ${channel} configuration (disabled)`, body: c.addBody as typeof smsConfigAddBody, response: { 200: idResult } },
      handler: async (request) => {
        const cols = columnsOf(channel, request.body as SmsConfigAddBody | EmailConfigAddBody);
        const id = await app.db.transaction(async (trx) => {
          const [row] = await trx('msg_config').insert({ ...cols, channel, enabled: false, updated_by: by(request.operator) }).returning('id');
          const key = String(row.id);
          await writeOperationLog(trx, request, { abstract: `${channel}-config.add`, businessType, businessKey: key, after: loggable(cols) });
          return key;
        });
        return { flag: 1 as const, dataInfo: { id } };
      },
    });

    app.put(`${base}/config`, {
      config: { access },
      schema: { tags, summary: `Modifies a ${channel} configuration; no new secret keeps the old one`, body: c.editBody as typeof smsConfigEditBody, response: { 200: idResult } },
      handler: async (request) => {
        const body = request.body as (SmsConfigAddBody | EmailConfigAddBody) & { id: string };
        const cols = columnsOf(channel, body);
        await app.db.transaction(async (trx) => {
          const before = await findConfig(trx, channel, body.id);
          await trx('msg_config').where({ id: body.id }).update({ ...cols, updated_at: trx.fn.now(), updated_by: by(request.operator) });
          await writeOperationLog(trx, request, {
            abstract: `${channel}-config.modify`,
            businessType,
            businessKey: body.id,
            before: loggable(before as unknown as Record<string, unknown>),
            after: loggable(cols),
          });
        });
        return { flag: 1 as const, dataInfo: { id: body.id } };
      },
    });

    for (const [action, enabled] of [['enable', true], ['disable', false]] as const) {
      app.put(`${base}/config/${action}`, {
        config: { access },
        schema: {
          tags,
          summary: enabled ? `Enables a ${channel} configuration and disables the others` : `Disables a ${channel} configuration`,
          body: configIdBody,
          response: { 200: enableResult },
        },
        handler: async (request) => {
          const { id } = request.body;
          const disabledIds = await setEnabled(app.db, channel, id, enabled, by(request.operator));
          await writeOperationLog(app.db, request, { abstract: `${channel}-config.${action}`, businessType, businessKey: id, after: { enabled, disabledIds } });
          return { flag: 1 as const, dataInfo: { id, enabled, disabledIds } };
        },
      });
    }

    app.post(`${base}/business-config/list`, {
      config: { access },
      schema: { tags, summary: `${channel} business templates`, body: businessConfigListQuery, response: { 200: okList(businessConfigRow) } },
      handler: async (request) => {
        const { total, rows } = await listBusinessConfigs(app.db, channel, request.body, langOf(request.headers['accept-language']));
        return { flag: 1 as const, total, dataInfo: rows };
      },
    });

    app.put(`${base}/business-config`, {
      config: { access },
      schema: { tags, summary: `Saves a ${channel} business template and its enabled flag`, body: businessConfigEditBody, response: { 200: idResult } },
      handler: async (request) => {
        const change = await editBusinessConfig(app.db, channel, request.body, by(request.operator));
        await writeOperationLog(app.db, request, {
          abstract: `${channel}-business-config.modify`,
          businessType,
          businessKey: change.business,
          before: change.before,
          after: change.after,
        });
        return { flag: 1 as const, dataInfo: { id: request.body.id } };
      },
    });

    app.put(`${base}/resend`, {
      config: { access },
      schema: { tags, summary: `Sends a recorded ${channel} message again through the current provider`, body: resendBody, response: { 200: ok(resendResult) } },
      handler: async (request) => {
        const { id } = request.body;
        const result = channel === 'sms' ? await resendSms(app.db, config, id, request.ip) : await resendEmail(app.db, id, request.ip);
        await writeOperationLog(app.db, request, { abstract: `${channel}.resend`, businessType, businessKey: id, after: result });
        return { flag: 1 as const, dataInfo: result };
      },
    });
  };
}
