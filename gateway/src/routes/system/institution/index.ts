import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { functionCodes as fc, INSTITUTION_BUSINESS, institutionModifyBody, institutionPaths as P, institutionPublicSchema, institutionSchema, ok } from '@ccer/contracts';
import { conflict } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { institutionRow, toInstitution, toInstitutionPublic } from '../../../domain/institution/institution.ts';

/**
 * 机构设置 (/system/institutions; contracts/src/institution.ts): the registry's own particulars, read and changed with
 * function 069; the public reads the name and the service contacts.
 */
export const institutionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['system'];

  app.get(P.read, {
    config: { access: { func: [fc.institutionManage] } },
    schema: { tags, summary: 'The registry institution’s particulars, with who changed them last', response: { 200: ok(institutionSchema) } },
    handler: async () => ({ flag: 1 as const, dataInfo: toInstitution(await institutionRow(app.db)) }),
  });

  app.put(P.modify, {
    config: { access: { func: [fc.institutionManage] } },
    schema: { tags, summary: 'Change the particulars, given the version they were read at (a stale one: 409)', body: institutionModifyBody, response: { 200: ok(institutionSchema) } },
    handler: async (request) => {
      const { version, ...fields } = request.body;
      const after = {
        institution_name: fields.institutionName,
        institution_name_en: fields.institutionNameEn,
        credit_code: fields.creditCode,
        address: fields.address,
        postal_code: fields.postalCode,
        service_phone: fields.servicePhone,
        service_email: fields.serviceEmail,
        website: fields.website,
        service_hours: fields.serviceHours,
      };
      await app.db.transaction(async (trx) => {
        const before = await trx('registry_institution').where({ id: 1 }).forUpdate().first();
        if (before.version !== version) throw conflict('CONFLICT', 'institutionStale');
        await trx('registry_institution').where({ id: 1 }).update({ ...after, version: version + 1, updated_by: request.operator!.operatorId, updated_at: trx.fn.now() });
        const changed = Object.keys(after).filter((k) => (before[k] ?? null) !== after[k as keyof typeof after]);
        await writeOperationLog(trx, request, {
          abstract: 'institution.modify',
          businessType: INSTITUTION_BUSINESS,
          businessKey: '1',
          before: Object.fromEntries(changed.map((k) => [k, before[k] ?? null])),
          after: Object.fromEntries(changed.map((k) => [k, after[k as keyof typeof after]])),
        });
      });
      return { flag: 1 as const, dataInfo: toInstitution(await institutionRow(app.db)) };
    },
  });

  app.get(P.portal, {
    config: { access: 'public' },
    schema: { tags: ['portal'], security: [], summary: 'The registry institution’s name and service contacts (public)', response: { 200: ok(institutionPublicSchema) } },
    handler: async () => ({ flag: 1 as const, dataInfo: toInstitutionPublic(await institutionRow(app.db)) }),
  });
};
