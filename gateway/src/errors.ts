import type { z } from 'zod';
import type { ErrorCode, FieldError } from '@ccer/contracts';

/** An error a route throws on purpose: a real HTTP status, a code, a message token, field messages. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    /** A message token of contracts/messages or plain text. */
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
  }
}

export const badRequest = (fields: FieldError[], message = 'badRequest') => new AppError(400, 'BAD_REQUEST', message, fields);
/** A schema's refusals checked inside a route (a merged form, a multipart's fields) as field messages: path and token. */
export const fieldErrorsOf = (error: z.ZodError): FieldError[] => error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
export const notFound = (message = 'notFound') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);
export const forbidden = () => new AppError(403, 'FORBIDDEN', 'forbidden');
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'unauthorized');
