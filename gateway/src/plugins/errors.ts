import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translate, langOf, type Failure, type ErrorCode } from '@ccer/contracts';
import { AppError } from '../errors.ts';
import { EngineError } from '../engine/engine-client.ts';

/**
 * Turns every error into the failure envelope of architecture §3: a real HTTP status,
 * field messages in the user's language, and the 5xx details hidden from the client.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = langOf(request.headers['accept-language']);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: translate(v.message ?? 'badRequest', lang),
      }));
      return send(reply, request, 400, 'BAD_REQUEST', fields[0]?.message ?? translate('badRequest', lang), fields);
    }
    if (error instanceof AppError) {
      const fields = error.fields?.map((f) => ({ field: f.field, message: translate(f.message, lang) }));
      const msg = error.status === 400 && fields?.length && error.message === 'badRequest' ? fields[0].message : translate(error.message, lang);
      return send(reply, request, error.status, error.code, msg, fields);
    }
    if (error instanceof EngineError && error.status < 500) {
      return send(reply, request, error.status, error.code, translate(error.userMessage, lang));
    }
    if (error.statusCode === 429) return send(reply, request, 429, 'TOO_MANY_REQUESTS', translate('tooManyRequests', lang));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code: ErrorCode = error.statusCode === 401 ? 'UNAUTHORIZED' : error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
      return send(reply, request, error.statusCode, code, error.statusCode === 401 ? translate('unauthorized', lang) : error.message);
    }
    request.log.error({ err: error }, 'unexpected error');
    const engineDown = error instanceof EngineError;
    return send(reply, request, engineDown ? 503 : 500, engineDown ? 'ENGINE_UNAVAILABLE' : 'INTERNAL', translate(engineDown ? 'engineUnavailable' : 'serverError', lang));
  });

  app.setNotFoundHandler((request, reply) => {
    send(reply, request, 404, 'NOT_FOUND', translate('notFound', langOf(request.headers['accept-language'])));
  });
});

function send(reply: FastifyReply, request: FastifyRequest, status: number, code: ErrorCode, msg: string, fields?: Failure['dataInfo']) {
  const body: Failure = { flag: 0, successful: false, msg, code, requestId: String(request.id) };
  if (fields?.length) body.dataInfo = fields;
  return reply.status(status).send(body);
}
