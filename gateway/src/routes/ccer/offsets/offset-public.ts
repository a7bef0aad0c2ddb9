import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { offsetKindName, offsetPaths as paths, okList, publicRetiredQuery, publicRetiredRowSchema, type PublicRetiredRow } from '@ccer/contracts';
import { likeText } from '../../../domain/like-text.ts';
import { offsetRanges, projectNames, type OffsetDbRow } from './offset-repository.ts';

/**
 * The public list of retirements (public, no 401): every retired offset with its serial ranges and the holder; a
 * voluntary cancellation's beneficiary and purpose only where the holder chose to publish them.
 */
export const offsetPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const handler = async (query: z.infer<typeof publicRetiredQuery>) => {
    const { pageNumber, pageSize, kind, projectCode } = query;
    const base = () => {
      const q = app.db('ccer_offset as o').where('o.status', 'retired');
      if (kind) q.where('o.kind', kind);
      if (projectCode) q.whereILike('o.project_code', likeText(projectCode));
      return q;
    };
    const [rows, [{ count }]] = await Promise.all([
      base()
        .leftJoin('customer as c', 'c.cust_id', 'o.cust_id')
        .leftJoin(projectNames(app.db), 'pn.project_code', 'o.project_code')
        .select('o.*', 'c.cust_name', 'pn.project_name')
        .orderBy('o.retired_at', 'desc')
        .orderBy('o.id')
        .limit(pageSize)
        .offset((pageNumber - 1) * pageSize),
      base().count({ count: '*' }),
    ]);
    const ranges = await offsetRanges(app.db, rows as OffsetDbRow[]);
    const dataInfo = (rows as OffsetDbRow[]).map(
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
    return { flag: 1 as const, total: Number(count), dataInfo };
  };
  const schema = { tags: ['public'], summary: 'Retired units: offsets and voluntary cancellations, one page (public)', response: { 200: okList(publicRetiredRowSchema) } };
  app.get(paths.publicList, { config: { access: 'public' }, schema: { ...schema, querystring: publicRetiredQuery }, handler: (request) => handler(request.query) });
  app.post(paths.publicList, { config: { access: 'public' }, schema: { ...schema, body: publicRetiredQuery }, handler: (request) => handler(request.body) });
};
