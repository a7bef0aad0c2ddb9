import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Knex } from 'knex';
import { certificateNoQuery, offsetKindName, offsetPaths as paths, ok, okList, publicRetiredQuery, publicRetiredRowSchema, type PublicRetiredRow } from '@ccer/contracts';
import { notFound } from '../../../errors.ts';
import { likeText } from '../../../domain/like-text.ts';
import { offsetRanges, type OffsetDbRow } from './offset-repository.ts';
import { projectNames } from '../holdings/holdings-repository.ts';
import { pageAndCount } from '../../../domain/page-and-count.ts';

/**
 * The public list of retirements (public, no 401): every retired offset with its serial ranges and the holder; a
 * voluntary cancellation's beneficiary and purpose only where the holder chose to publish them.
 */
export const offsetPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const retired = (filter: { kind?: string; projectCode?: string; certificateNo?: string }) => {
    const q = app.db('ccer_offset as o').where('o.status', 'retired');
    if (filter.kind) q.where('o.kind', filter.kind);
    if (filter.projectCode) q.whereILike('o.project_code', likeText(filter.projectCode));
    if (filter.certificateNo) q.where('o.certificate_no', filter.certificateNo);
    return q;
  };
  /** With the holder's and the project's names. */
  const named = (q: Knex.QueryBuilder) => q.leftJoin('customer as c', 'c.cust_id', 'o.cust_id').leftJoin(projectNames(app.db).as('pn'), 'pn.project_code', 'o.project_code').select('o.*', 'c.cust_name', 'pn.project_name');
  const handler = async (query: z.infer<typeof publicRetiredQuery>) => {
    const { rows, total } = await pageAndCount(named(retired(query)).orderBy('o.retired_at', 'desc').orderBy('o.id'), query, retired(query));
    return { flag: 1 as const, total, dataInfo: await toPublicRows(rows as OffsetDbRow[]) };
  };
  /** Retired offsets as the public sees them, with their serials. */
  const toPublicRows = async (rows: OffsetDbRow[]): Promise<PublicRetiredRow[]> => {
    const ranges = await offsetRanges(app.db, rows);
    return rows.map(
      (r): PublicRetiredRow => ({
        offsetNo: r.offset_no,
        certificateNo: r.certificate_no,
        kind: r.kind,
        kindName: offsetKindName(r.kind, 'zh'),
        projectCode: r.project_code,
        projectName: r.project_name ?? null,
        vintage: r.vintage,
        quantity: Number(r.quantity),
        holderName: r.cust_name ?? null,
        beneficiary: r.is_public ? r.beneficiary : null,
        purpose: r.is_public ? r.purpose : null,
        retiredAt: new Date(r.retired_at!).toISOString(),
        serials: (ranges.get(r.id) ?? []).map((x) => x.serial),
      }),
    );
  };
  app.get(paths.publicCertificate, {
    config: { access: 'public', rateLimit: { max: app.config.SERIAL_LOOKUP_RATE_PER_MINUTE, timeWindow: '1 minute' } },
    schema: { tags: ['public'], summary: "Verify a certificate by its number: the retirement it certifies (public; limited per address)", querystring: certificateNoQuery, response: { 200: ok(publicRetiredRowSchema) } },
    handler: async (request) => {
      const rows = await named(retired({ certificateNo: request.query.no }));
      if (rows.length === 0) throw notFound('certificateNotFound');
      return { flag: 1 as const, dataInfo: (await toPublicRows(rows as OffsetDbRow[]))[0] };
    },
  });

  const schema = { tags: ['public'], summary: 'Retired units: offsets and voluntary cancellations, one page (public)', response: { 200: okList(publicRetiredRowSchema) } };
  app.get(paths.publicList, { config: { access: 'public' }, schema: { ...schema, querystring: publicRetiredQuery }, handler: (request) => handler(request.query) });
  app.post(paths.publicList, { config: { access: 'public' }, schema: { ...schema, body: publicRetiredQuery }, handler: (request) => handler(request.body) });
};
