import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  ok,
  REGION_COUNTRY_ID,
  dictionaries,
  dictionaryById,
  dictItemQuery,
  dictionarySchema,
  regionListQuery,
  provinceRowSchema,
  citiesQuery,
  cityRowSchema,
  countiesQuery,
  countyRowSchema,
  countryNodeSchema,
  industryTree,
  industrySectionSchema,
  projectTypes,
  projectTypeSchema,
  projectTypeLevelParams,
  type Dictionary,
} from '@ccer/contracts';
import { regions } from '../../domain/reference/regions.ts';

/** Reference data changes only with a release: browsers and proxies may keep it for an hour. */
const CACHE_CONTROL = 'public, max-age=3600';
const isChina = (countryId: string | undefined) => !countryId || countryId.toUpperCase() === REGION_COUNTRY_ID;

/** dictId and dictIds together, in the order asked, without repeats; none asked: every dictionary. */
function askedDictionaries(q: z.infer<typeof dictItemQuery>): readonly Dictionary[] {
  const ids = [q.dictId, ...(q.dictIds ?? '').split(',')].map((s) => s?.trim()).filter((s): s is string => !!s);
  if (ids.length === 0) return dictionaries;
  return [...new Set(ids)].map(dictionaryById).filter((d): d is Dictionary => !!d);
}

/**
 * The shared reference calls of accounts spec §7.6 and registry spec §7: dictionaries, China's divisions,
 * the industry tree and the project-type tree. Public, because the registration pages load them before
 * sign-in; served from memory (declarations in contracts/src/reference, divisions from the GB/T 2260 package).
 */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const region = regions();
  // the whole tree is ~160 kB: serialised once, answered with an ETag so a browser revalidates for free
  const regionAllBody = Buffer.from(JSON.stringify({ flag: 1, dataInfo: [region.tree] }));
  const regionAllEtag = `"${createHash('sha1').update(regionAllBody).digest('base64url')}"`;

  app.get('/api/common/dict-item', {
    config: { access: 'public' },
    schema: {
      tags: ['common'],
      summary: 'Dictionaries with their items: dictId, or dictIds comma-separated, or none for all (unknown ids are left out)',
      querystring: dictItemQuery,
      response: { 200: ok(z.array(dictionarySchema)) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return { flag: 1 as const, dataInfo: askedDictionaries(request.query).map((d) => ({ ...d, items: [...d.items] })) };
    },
  });

  app.get('/api/common/region/all', {
    config: { access: 'public' },
    schema: {
      tags: ['common'],
      summary: 'The whole division tree: country CHN → provinces → cities → counties (GB/T 2260 codes); ETag revalidation',
      response: { 200: ok(z.array(countryNodeSchema)), 304: z.null().describe('Not modified: If-None-Match matched the ETag (no body)') },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL).header('etag', regionAllEtag).type('application/json; charset=utf-8');
      // 304 Not Modified with no body when the browser already holds this version
      if (request.headers['if-none-match'] === regionAllEtag) return reply.code(304).send(Buffer.alloc(0) as never);
      // pre-serialised: a Buffer goes out as it is, past the schema serializer
      return reply.send(regionAllBody as never);
    },
  });

  app.get('/api/common/region/list', {
    config: { access: 'public' },
    schema: {
      tags: ['common'],
      summary: 'Provincial-level divisions (provinceId, provinceName); countryId optional, CHN only',
      querystring: regionListQuery,
      response: { 200: ok(z.array(provinceRowSchema)) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return { flag: 1 as const, dataInfo: isChina(request.query.countryId) ? region.provinces : [] };
    },
  });

  app.get('/api/common/cities', {
    config: { access: 'public' },
    schema: {
      tags: ['common'],
      summary: 'Prefecture-level divisions of a province (municipalities: 市辖区 / 县 groups)',
      querystring: citiesQuery,
      response: { 200: ok(z.array(cityRowSchema)) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      const { countryId, provinceId } = request.query;
      return { flag: 1 as const, dataInfo: isChina(countryId) ? region.citiesOf(provinceId) : [] };
    },
  });

  app.get('/api/common/counties', {
    config: { access: 'public' },
    schema: {
      tags: ['common'],
      summary: 'County-level divisions of a city (a municipality may be asked with its own code as cityId)',
      querystring: countiesQuery,
      response: { 200: ok(z.array(countyRowSchema)) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      const { countryId, provinceId, cityId } = request.query;
      return { flag: 1 as const, dataInfo: isChina(countryId) ? region.countiesOf(provinceId, cityId) : [] };
    },
  });

  app.get('/api/common/industry', {
    config: { access: 'public' },
    schema: {
      tags: ['common'],
      summary: 'Industry tree of GB/T 4754-2017: sections A–T with their divisions 01–97',
      response: { 200: ok(z.array(industrySectionSchema)) },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return { flag: 1 as const, dataInfo: industryTree.map((s) => ({ ...s, children: (s.children ?? []).map((d) => ({ ...d, parentCode: s.industryCode })) })) };
    },
  });

  app.get('/api/common/project-type/list', {
    config: { access: 'public' },
    schema: {
      tags: ['common'],
      summary: 'Every CCER project type, flat (typeId, parentId, typeName; parentId 0 for a scope)',
      response: { 200: ok(z.array(projectTypeSchema)) },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return { flag: 1 as const, dataInfo: [...projectTypes] };
    },
  });

  app.get('/api/common/project-type/list-for-level/:level', {
    config: { access: 'public' },
    schema: {
      tags: ['common'],
      summary: 'Project types of one level: 0 scopes (A energy … N forestry and other sinks …), 1 groups, 2 types',
      params: projectTypeLevelParams,
      response: { 200: ok(z.array(projectTypeSchema)) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return { flag: 1 as const, dataInfo: projectTypes.filter((t) => t.level === request.params.level) };
    },
  });
};
