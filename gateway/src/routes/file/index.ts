import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extensionCodes, extensionMimeTypes, type ExtensionCode } from '@ccer/contracts';
import type { Config } from '../../config.ts';
import { AppError, notFound } from '../../errors.ts';
import { LocalFileStore } from '../../domain/files/file-store.ts';
import { findReadableAttachment } from '../../domain/files/attachments.ts';
import { attachmentBusinesses } from '../../domain/files/owners.ts';
import { sendDownload } from '../../domain/files/download.ts';
import { uploadRoutes } from './upload-routes.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const DEFAULT_MANUAL_DIR = path.join(REPO_ROOT, 'docs/manual');
/** Where attachments go when FILE_STORE_DIR is unset (the stack passes its own data folder). */
export const DEFAULT_FILE_STORE_DIR = path.join(REPO_ROOT, '.data/files');

/**
 * GET /api/file/download/single serves two groups: groupName `manual` with an extension code
 * (001 pdf …) is the operator manual of the user menu; any other group (the forms send `attachment`)
 * is a stored attachment by its type code (B02 …), path and optional business code, for the readers
 * findReadableAttachment allows (whose row the file belongs to: domain/files/owners.ts). Both are served
 * by sendDownload, as every file of the platform. Uploads: upload-routes.ts.
 */
export const fileRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const manualDir = config.MANUAL_DIR ?? DEFAULT_MANUAL_DIR;
  const store = new LocalFileStore(config.FILE_STORE_DIR ?? DEFAULT_FILE_STORE_DIR);
  await app.register(uploadRoutes, { config, store });

  app.get('/api/file/download/single', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['file'],
      summary: 'Download one file: the operator manual or a stored attachment',
      querystring: z.object({
        groupName: z.string().min(1).max(40),
        // an extension code (manual) or an attachment type code
        typeNo: z.string().regex(/^(\d{3}|[A-Z]\d{2})$/),
        businessCode: z.string().max(64).optional(),
        filePath: z.string().min(1).max(256),
      }),
    },
    handler: async (request, reply) => {
      const { groupName, typeNo, filePath, businessCode } = request.query;
      if (groupName === 'manual') {
        const ext = extensionCodes[typeNo as ExtensionCode];
        const name = path.basename(filePath);
        if (!ext || path.extname(name).slice(1).toLowerCase() !== ext) throw notFound();
        const full = path.join(manualDir, name);
        if (!fs.existsSync(full)) throw notFound();
        return sendDownload(reply, { name, contentType: extensionMimeTypes[ext], body: fs.createReadStream(full) });
      }
      const row = await findReadableAttachment(app.db, request.operator!, { typeNo, filePath, businessCode });
      const data = row && (await store.get(row.store_key));
      if (!row || !data) throw new AppError(404, 'NOT_FOUND', 'attachmentNotFound');
      // the type stored at upload is the sniffed one (checkFile), never the client's
      return sendDownload(reply, { name: row.original_name, contentType: row.mime, body: data });
    },
  });

  // a public file (a published release's attachment, an enabled banner's image, a methodology's document) by its store
  // path alone, signed in or not: its business declares publicRead (owners.ts) and says the row is public now
  app.get('/api/file/download/public', {
    config: { access: 'public' },
    schema: { tags: ['file', 'public'], summary: 'Download a public file by its path (public; the file module’s publicRead rule of its business)', querystring: z.object({ filePath: z.string().min(1).max(256) }) },
    handler: async (request, reply) => {
      const row = await app.db('attachment').where({ store_key: request.query.filePath }).first<{ store_key: string; original_name: string; mime: string; type_no: string; business_type: string | null; business_code: string | null } | undefined>('store_key', 'original_name', 'mime', 'type_no', 'business_type', 'business_code');
      const rule = row?.business_type ? attachmentBusinesses[row.business_type]?.publicRead : undefined;
      const readable = row && rule && row.business_code && rule.typeNos.includes(row.type_no) && (await rule.isPublic(app.db, row.business_code));
      const data = readable ? await store.get(row.store_key) : undefined;
      if (!row || !data) throw new AppError(404, 'NOT_FOUND', 'attachmentNotFound');
      return sendDownload(reply, { name: row.original_name, contentType: row.mime, body: data });
    },
  });
};
