import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config.ts';
import { LocalFileStore } from '../../../domain/files/file-store.ts';
import { DEFAULT_FILE_STORE_DIR } from '../../file/index.ts';
import { typeRoutes } from './type-routes.ts';
import { templateRoutes } from './template-routes.ts';
import { businessSettingRoutes } from './business-routes.ts';
import { formDocumentRoutes } from './form-routes.ts';

/**
 * Electronic document settings (电子文档设置, /system/electronic; registry spec §2 System area, §3): document types
 * with their templates, business document settings, and what the forms read. Templates live in the same file
 * store as every attachment (FILE_STORE_DIR).
 */
export const electronicRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const store = new LocalFileStore(config.FILE_STORE_DIR ?? DEFAULT_FILE_STORE_DIR);
  await app.register(typeRoutes, { store });
  await app.register(templateRoutes, { store });
  await app.register(businessSettingRoutes);
  await app.register(formDocumentRoutes);
};
