import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import { informationPaths as paths, methodologyOptionSchema, methodologyOptionsQuery, methodologyPickerFuncs, okList, type MethodologyOption } from '@ccer/contracts';

/** The in-force methodologies (of a project type when given), by field, sequence and version. */
export async function inForceMethodologies(db: Knex | Knex.Transaction, projectType?: string): Promise<MethodologyOption[]> {
  const q = db('methodology').where({ status: 'inForce' }).orderBy(['field_code', 'seq', 'version_no']).select('code', 'name_zh', 'name_en', 'project_types');
  if (projectType) q.whereRaw('project_types @> array[?]::varchar(16)[]', [projectType]);
  const rows = await q;
  return rows.map((r: Record<string, any>) => ({ code: r.code, nameZh: r.name_zh, nameEn: r.name_en, projectTypes: r.project_types ?? [] }));
}

/** The name of an in-force methodology of the library, null when the number is not one (a submission names one and takes its name). */
export async function inForceMethodologyName(db: Knex | Knex.Transaction, code: string): Promise<string | null> {
  const row = await db('methodology').where({ code, status: 'inForce' }).first('name_zh');
  return row ? (row.name_zh as string) : null;
}

/**
 * The project and reduction forms' methodology picker: every signed-in user who may apply (053, 056) or keeps the
 * library (019) reads the in-force methodologies, narrowed to a project type when given. The library is public.
 */
export const methodologyOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(paths.methodologyOptions, {
    config: { access: { func: [...methodologyPickerFuncs] } },
    schema: { tags: ['information'], summary: 'In-force methodologies to pick for a project or reduction (of a project type when given)', querystring: methodologyOptionsQuery, response: { 200: okList(methodologyOptionSchema) } },
    handler: async (request) => {
      const rows = await inForceMethodologies(app.db, request.query.projectType);
      return { flag: 1 as const, total: rows.length, dataInfo: rows };
    },
  });
};
