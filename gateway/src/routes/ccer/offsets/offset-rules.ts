import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import {
  functionCodes as fc,
  ok,
  okList,
  offsetPaths as paths,
  offsetRuleSaveBody,
  offsetRuleSchema,
  offsetRulesQuery,
  token,
  type FieldError,
  type OffsetApplyBody,
  type OffsetKind,
  type OffsetRule,
} from '@ccer/contracts';
import { AppError, notFound } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';

interface RuleDbRow {
  id: string;
  kind: OffsetKind;
  name: string;
  min_vintage: number | null;
  max_vintage: number | null;
  project_types: string[];
  cap_share: string | number | null;
  enabled: boolean;
  updated_at: Date | string;
}

const toRule = (r: RuleDbRow): OffsetRule => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  minVintage: r.min_vintage,
  maxVintage: r.max_vintage,
  projectTypes: r.project_types ?? [],
  capShare: r.cap_share === null ? null : Number(r.cap_share),
  enabled: r.enabled,
  updatedAt: new Date(r.updated_at).toISOString(),
});

/**
 * The eligibility rules of an application's kind that its units or quantity break, each as the field it refuses and
 * a message naming the rule: a vintage outside the rule's years, a project type the rule does not take, a quantity
 * beyond the rule's share of the verified emissions (the compliance kinds).
 */
export async function eligibilityErrors(trx: Knex.Transaction, body: OffsetApplyBody, projectType: string | null): Promise<FieldError[]> {
  const rules = (await trx('ccer_offset_rule').where({ kind: body.kind, enabled: true }).orderBy('created_at')) as RuleDbRow[];
  const errors: FieldError[] = [];
  for (const r of rules) {
    if ((r.min_vintage !== null && body.vintage < r.min_vintage) || (r.max_vintage !== null && body.vintage > r.max_vintage)) {
      errors.push({ field: 'vintage', message: token('offsetRuleVintage', r.name, body.vintage, r.min_vintage ?? '—', r.max_vintage ?? '—') });
    }
    if (r.project_types?.length && !r.project_types.includes(projectType ?? '')) {
      errors.push({ field: 'projectCode', message: token('offsetRuleProjectType', r.name, projectType ?? '—') });
    }
    if (r.cap_share !== null && 'verifiedEmissions' in body) {
      const share = Number(r.cap_share);
      const most = Math.floor(body.verifiedEmissions * share);
      if (body.quantity > most) errors.push({ field: 'quantity', message: token('offsetRuleCap', r.name, most, Math.round(share * 10000) / 100) });
    }
  }
  return errors;
}

/** The eligibility rules the registry maintains (088 keeps them; 089 and 087 read them). */
export const offsetRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(paths.rules, {
    config: { access: { func: [fc.offsetApply, fc.offsetAudit, fc.offsetConfirm, fc.abutmentManage] } },
    schema: { tags: ['ccer'], summary: 'The offset eligibility rules, by kind (market)', body: offsetRulesQuery, response: { 200: okList(offsetRuleSchema) } },
    handler: async (request) => {
      const q = app.db('ccer_offset_rule').orderBy('kind').orderBy('created_at');
      if (request.body.kind) q.where({ kind: request.body.kind });
      const dataInfo = ((await q) as RuleDbRow[]).map(toRule);
      return { flag: 1 as const, total: dataInfo.length, dataInfo };
    },
  });

  app.post(paths.ruleSave, {
    // 履约配置 (/ccer/abutment/performance): the national registry link (102) keeps the national market's rules only
    config: { access: { func: [fc.offsetAudit, fc.abutmentManage] } },
    schema: { tags: ['ccer'], summary: 'Add or change an offset eligibility rule', body: offsetRuleSaveBody, response: { 200: ok(offsetRuleSchema) } },
    handler: async (request) => {
      const { id, kind, name, minVintage, maxVintage, projectTypes, capShare, enabled } = request.body;
      const values = {
        kind,
        name,
        min_vintage: minVintage ?? null,
        max_vintage: maxVintage ?? null,
        project_types: projectTypes,
        cap_share: capShare ?? null,
        enabled,
        updated_by: request.operator!.operatorId,
        updated_at: app.db.fn.now(),
      };
      const saved = await app.db.transaction(async (trx) => {
        const before = id ? await trx('ccer_offset_rule').where({ id }).forUpdate().first() : undefined;
        if (id && !before) throw notFound('offsetRuleNotFound');
        const nationalOnly = !request.operator!.funcs.has(fc.offsetAudit);
        if (nationalOnly && (kind !== 'country' || (before && before.kind !== 'country'))) throw new AppError(403, 'FORBIDDEN', 'offsetRuleNationalOnly');
        const [row] = id ? await trx('ccer_offset_rule').where({ id }).update(values).returning('*') : await trx('ccer_offset_rule').insert(values).returning('*');
        await writeOperationLog(trx, request, { abstract: 'ccer.offset-rule-save', businessType: 'ccerOffsetRule', businessKey: row.id, before: before ?? null, after: request.body });
        return row as RuleDbRow;
      });
      return { flag: 1 as const, dataInfo: toRule(saved) };
    },
  });
};
