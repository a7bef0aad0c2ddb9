import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../config.ts';
import { notFound } from '../../errors.ts';

/** Downloadable extensions by type code (spec §9). */
export const extensionsByTypeNo: Record<string, string> = { '001': 'pdf', '002': 'doc', '003': 'docx', '004': 'jpg', '005': 'png' };
const contentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  png: 'image/png',
};

const DEFAULT_MANUAL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/manual');

/**
 * GET /api/file/download/single. For now it serves the operator manual group; attachments of
 * accounts and projects join it when the file store arrives.
 */
export const fileRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const manualDir = config.MANUAL_DIR ?? DEFAULT_MANUAL_DIR;
  app.get('/api/file/download/single', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['file'],
      summary: 'Download one file',
      querystring: z.object({
        groupName: z.string().min(1),
        typeNo: z.string().regex(/^\d{3}$/),
        businessCode: z.string().optional(),
        filePath: z.string().min(1).max(256),
      }),
    },
    handler: async (request, reply) => {
      const { groupName, typeNo, filePath } = request.query;
      const ext = extensionsByTypeNo[typeNo];
      const name = path.basename(filePath);
      if (groupName !== 'manual' || !ext || path.extname(name).slice(1).toLowerCase() !== ext) throw notFound();
      const full = path.join(manualDir, name);
      if (!fs.existsSync(full)) throw notFound();
      reply.header('Content-Type', contentTypes[ext]);
      reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
      return reply.send(fs.createReadStream(full));
    },
  });
};
