import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldMessage, translate, langOf, messages, type Failure, type ErrorCode, type Lang } from '@ccer/contracts';
import { AppError } from '../errors.ts';
import { EngineError } from '../engine/engine-client.ts';
import { uniqueViolationError } from './unique-violations.ts';
import { referenceViolationError } from './reference-violations.ts';
import { InsufficientUnitsError } from '@ccer/workers/ledger/postings';

/**
 * Turns every error into the failure envelope of architecture §3: a real HTTP status,
 * field messages in the user's language, and the 5xx details hidden from the client.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = langOf(request.headers['accept-language']);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({ field: v.instancePath.replace(/^\//, '').replace(/\//g, '.'), token: v.message ?? 'badRequest' }));
      return send(reply, request, 400, 'BAD_REQUEST', namingFirst(issues, lang) ?? translate('badRequest', lang), besideFields(issues, lang));
    }
    // a race the route's own check lost to a unique index, answered as the sequential case (unique-violations.ts), or
    // a row the body names that does not exist (reference-violations.ts)
    const constraint = uniqueViolationError(error) ?? referenceViolationError(error);
    if (constraint) {
      const issues = constraint.fields?.map((f) => ({ field: f.field, token: f.message }));
      return send(reply, request, constraint.status, constraint.code, translate(constraint.message, lang), issues && besideFields(issues, lang));
    }
    if (error instanceof InsufficientUnitsError) {
      // a ledger posting asked for more units than the position holds (workers/src/ledger/postings.ts)
      const message = translate(`ledgerInsufficient:${error.available}`, lang);
      return send(reply, request, 409, 'CONFLICT', message, [{ field: 'quantity', message }]);
    }
    if (error instanceof AppError) {
      const issues = error.fields?.map((f) => ({ field: f.field, token: f.message }));
      const msg = error.status === 400 && issues?.length && error.message === 'badRequest' ? namingFirst(issues, lang)! : translate(error.message, lang);
      return send(reply, request, error.status, error.code, msg, issues && besideFields(issues, lang));
    }
    if (error instanceof EngineError) {
      // by its meaning (engine-client mapEngineError): the engine's own text goes to the log only
      const detail = { engineStatus: error.status, engineType: error.engineType, engineMessage: error.message };
      if (error.status >= 500) request.log.error(detail, 'workflow engine failure');
      else request.log.info(detail, 'workflow engine refused the request');
      return send(reply, request, error.status, error.code, translate(error.userMessage, lang));
    }
    if (error.statusCode === 429) return send(reply, request, 429, 'TOO_MANY_REQUESTS', translate('tooManyRequests', lang));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code: ErrorCode = error.statusCode === 401 ? 'UNAUTHORIZED' : error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
      return send(reply, request, error.statusCode, code, translate(clientErrorToken(error), lang));
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, request, 500, 'INTERNAL', translate('serverError', lang));
  });

  app.setNotFoundHandler((request, reply) => {
    send(reply, request, 404, 'NOT_FOUND', translate('notFound', langOf(request.headers['accept-language'])));
  });
});

/** Fastify's and its plugins' own 4xx (bad JSON, media type, size) in the user's language, never their English text. */
function clientErrorToken(error: FastifyError): string {
  if (error.statusCode === 401) return 'unauthorized';
  if (error.statusCode === 403) return 'forbidden';
  if (error.statusCode === 404) return 'notFound';
  if (error.statusCode === 413) return 'payloadTooLarge';
  if (error.statusCode === 415) return 'unsupportedMediaType';
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return 'invalidJson';
  // a message token thrown on purpose keeps its text
  return messages[error.message.split(':')[0]] ? error.message : 'badRequest';
}

/**
 * The router's own refusals, before any route or hook (Fastify's `frameworkErrors`): a path that does not decode
 * (`%ED%A0%80`) or a path parameter past its length. Answered in the envelope, in the user's language, as 400.
 */
export function answerFrameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return send(reply, request, 400, 'BAD_REQUEST', translate('invalidPath', langOf(request.headers['accept-language'])));
}

function send(reply: FastifyReply, request: FastifyRequest, status: number, code: ErrorCode, msg: string, fields?: Failure['dataInfo']) {
  const body: Failure = { flag: 0, successful: false, msg, code, requestId: String(request.id) };
  if (fields?.length) body.dataInfo = fields;
  return reply.status(status).send(body);
}

/** A refused field: its path and its message token. */
interface FieldIssue {
  field: string;
  token: string;
}

/** The fields' messages as their rules word them (the spec's text, shown beside the field the path names). */
const besideFields = (issues: FieldIssue[], lang: Lang) => issues.map((i) => ({ field: i.field, message: translate(i.token, lang) }));

/** The answer's own message, read without the form beside it: the first refused field, named (issue 9 §11). */
const namingFirst = (issues: FieldIssue[], lang: Lang): string | undefined => (issues[0] ? fieldMessage(issues[0].token, issues[0].field, lang) : undefined);
