import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import svgCaptcha from 'svg-captcha';
import { randomUUID } from 'node:crypto';
import { ok, captchaSchema } from '@ccer/contracts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';

/** SVG captcha, single use, stored in the database so any gateway instance can check it. */
export const captchaRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const handler = async () => {
    const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', color: true, background: '#f4f8f8' });
    const captchaId = randomUUID();
    await app.db('captcha').insert({
      captcha_id: captchaId,
      answer: c.text.toLowerCase(),
      expires_at: new Date(Date.now() + config.CAPTCHA_TTL_SECONDS * 1000),
    });
    // expired captchas are swept now and then rather than on every call
    if (Math.random() < 0.05) await app.db('captcha').where('expires_at', '<', app.db.fn.now()).delete();
    return { flag: 1 as const, dataInfo: { captchaId, image: c.data } };
  };
  const route = {
    config: { access: 'public' as const },
    schema: { tags: ['session'], summary: 'A new captcha image', response: { 200: ok(captchaSchema) } },
    handler,
  };
  app.get('/api/verification-code', route);
  app.get('/api/common/verification-code', route);
};

/** Consumes a captcha, or refuses the call with the `code` field error when the answer is wrong or expired. */
export async function requireCaptcha(db: import('knex').Knex, config: Config, captchaId: string, code: string): Promise<void> {
  if (!(await consumeCaptcha(db, config, captchaId, code))) {
    throw new AppError(400, 'CAPTCHA_WRONG', 'captchaWrong', [{ field: 'code', message: 'captchaWrong' }]);
  }
}

/** Consumes a captcha: true when the answer matches and it has not expired. */
export async function consumeCaptcha(db: import('knex').Knex, config: Config, captchaId: string, code: string): Promise<boolean> {
  if (config.CAPTCHA_BYPASS_CODE && code === config.CAPTCHA_BYPASS_CODE) return true;
  if (!/^[0-9a-f-]{36}$/i.test(captchaId)) return false;
  const rows = await db('captcha').where({ captcha_id: captchaId }).delete().returning(['answer', 'expires_at']);
  const row = rows[0];
  return Boolean(row && new Date(row.expires_at) > new Date() && row.answer === code.trim().toLowerCase());
}
