import type { Knex } from 'knex';
import {
  businessesOf,
  businessTokensOf,
  isSmsPurpose,
  placeholdersOf,
  translate,
  unknownPlaceholders,
  type BusinessConfigEditBody,
  type BusinessConfigListQuery,
  type BusinessConfigRow,
  type Lang,
  type MessageChannel,
} from '@ccer/contracts';
import { badRequest, notFound } from '../../errors.ts';
import { pageAndCount } from '../page-and-count.ts';

/** The business templates (msg_business_config): one row per channel and business, seeded by the migration. */
interface BusinessRecord {
  id: string;
  business: string;
  subject: string | null;
  template: string;
  template_no: string | null;
  enabled: boolean;
  updated_at: Date | string;
  updated_by: string | null;
}

export const businessNameOf = (channel: MessageChannel, business: string, lang: Lang) => {
  const tokenOf = businessTokensOf[channel][business];
  return tokenOf ? translate(tokenOf, lang) : business;
};

export async function listBusinessConfigs(db: Knex, channel: MessageChannel, query: BusinessConfigListQuery, lang: Lang) {
  const q = db('msg_business_config').where({ channel }).whereIn('business', [...businessesOf[channel]]);
  if (query.business) q.where({ business: query.business });
  const { rows, total } = await pageAndCount<BusinessRecord>(q.orderBy('id'), query);
  return {
    total,
    rows: rows.map(
      (r): BusinessConfigRow => ({
        id: String(r.id),
        business: r.business,
        businessName: businessNameOf(channel, r.business, lang),
        subject: r.subject,
        template: r.template,
        templateNo: r.template_no,
        enabled: r.enabled,
        placeholders: [...placeholdersOf(channel, r.business)],
        updatedAt: new Date(r.updated_at).toISOString(),
        updatedBy: r.updated_by,
      }),
    ),
  };
}

/**
 * Saves a template; placeholders its business does not fill are refused, and an SMS code template must carry {code}
 * (a notice has no code).
 */
export async function editBusinessConfig(db: Knex, channel: MessageChannel, body: BusinessConfigEditBody, by: string | null) {
  const row = await db('msg_business_config').where({ channel, id: body.id }).first<BusinessRecord | undefined>();
  if (!row) throw notFound('messagingBusinessNotFound');
  const unknown = unknownPlaceholders(channel, body.template, row.business);
  if (unknown.length) throw badRequest([{ field: 'template', message: `messagingTemplateUnknown:${unknown.map((p) => `{${p}}`).join('、')}` }]);
  if (channel === 'sms' && isSmsPurpose(row.business) && !body.template.includes('{code}')) throw badRequest([{ field: 'template', message: 'messagingTemplateNeedsCode' }]);
  const after = { subject: channel === 'email' ? body.subject : null, template: body.template, template_no: body.templateNo, enabled: body.enabled };
  await db('msg_business_config').where({ id: row.id }).update({ ...after, updated_at: db.fn.now(), updated_by: by });
  return { before: { subject: row.subject, template: row.template, template_no: row.template_no, enabled: row.enabled }, after, business: row.business };
}

/** The enabled template of a business, or undefined (disabled or missing). */
export async function businessTemplate(db: Knex | Knex.Transaction, channel: MessageChannel, business: string) {
  const row = await db('msg_business_config').where({ channel, business, enabled: true }).first<BusinessRecord | undefined>();
  return row ? { subject: row.subject, template: row.template, templateNo: row.template_no } : undefined;
}
