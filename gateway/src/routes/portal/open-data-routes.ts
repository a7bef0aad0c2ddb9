import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import {
  langOf,
  ok,
  openCsvQuery,
  openDataPaths,
  openDatasetKeys,
  openDatasetListSchema,
  openDatasets,
  openPageQuery,
  openPageSchema,
  type Lang,
  type OpenDataset,
} from '@ccer/contracts';
import { AppError } from '../../errors.ts';
import { datasetBatches, datasetPage } from '../../domain/portal/open-datasets.ts';
import { UTF8_BOM, csvHeader, csvLines } from '../../domain/portal/csv.ts';

const tags = ['open-data'];
const open = { tags, security: [] };

/**
 * Open data (contracts/src/portal/open-data.ts): each public dataset as JSON pages and as one CSV, no account. One
 * budget per client address for every call of this API (OPEN_DATA_RATE_PER_MINUTE a minute): past it, 429 in the
 * client's language with Retry-After. The CSV is written batch by batch (keyset), never held whole in memory.
 */
export const openDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.createRateLimit({ max: app.config.OPEN_DATA_RATE_PER_MINUTE, timeWindow: 60_000 });
  // scoped to this plugin: one counter per address across the JSON and CSV calls of every dataset
  app.addHook('onRequest', async (request, reply) => {
    const state = await limit(request);
    if (state.isAllowed) return;
    reply.header('X-RateLimit-Limit', state.max).header('X-RateLimit-Remaining', state.remaining);
    if (state.isExceeded) {
      reply.header('Retry-After', state.ttlInSeconds);
      throw new AppError(429, 'TOO_MANY_REQUESTS', 'openDataTooManyRequests');
    }
  });

  app.get(openDataPaths.datasets, {
    config: { access: 'public' },
    schema: { ...open, summary: 'The open datasets with their columns and addresses (public; rate-limited per client)', response: { 200: ok(openDatasetListSchema) } },
    handler: async (request) => {
      const lang = langOf(request.headers['accept-language']);
      return {
        flag: 1 as const,
        dataInfo: openDatasetKeys.map((dataset) => ({
          dataset,
          name: openDatasets[dataset][lang],
          json: openDataPaths.json(dataset),
          csv: openDataPaths.csv(dataset),
          columns: openDatasets[dataset].columns.map((c) => ({ key: c.key, kind: c.kind, name: c[lang] })),
        })),
      };
    },
  });

  for (const dataset of openDatasetKeys) {
    const { en } = openDatasets[dataset];
    app.get(openDataPaths.json(dataset), {
      config: { access: 'public' },
      schema: {
        ...open,
        summary: `${en}: one page as JSON (public; stable ids; pageSize up to 500; rate-limited per client)`,
        querystring: openPageQuery,
        response: { 200: openPageSchema(dataset) },
      },
      handler: async (request) => {
        const { pageNumber, pageSize } = request.query;
        const { rows, total } = await datasetPage(app.db, dataset, langOf(request.headers['accept-language']), pageNumber, pageSize);
        return { flag: 1 as const, dataInfo: rows, total, pageNumber, pageSize };
      },
    });

    app.get(openDataPaths.csv(dataset), {
      config: { access: 'public' },
      schema: {
        ...open,
        summary: `${en}: every row as CSV (public; UTF-8 with BOM, a header row, times in China time; rate-limited per client)`,
        querystring: openCsvQuery,
        produces: ['text/csv'],
      },
      handler: async (request, reply) => {
        const lang: Lang = request.query.lang ?? langOf(request.headers['accept-language']);
        reply.header('Content-Type', 'text/csv; charset=utf-8');
        reply.header('Content-Disposition', `attachment; filename="${dataset}.csv"`);
        reply.header('X-Content-Type-Options', 'nosniff');
        return reply.send(Readable.from(csvChunks(dataset, lang)));
      },
    });
  }

  async function* csvChunks(dataset: OpenDataset, lang: Lang): AsyncGenerator<string> {
    const { columns } = openDatasets[dataset];
    yield UTF8_BOM + csvHeader(columns, lang);
    for await (const rows of datasetBatches(app.db, dataset, lang)) yield csvLines(columns, rows);
  }
};
