import fp from 'fastify-plugin';
import { fieldRef, token, type FieldError } from '@ccer/contracts';
import { badRequest } from '../errors.ts';

/**
 * Text no field may carry: NUL (PostgreSQL refuses it in text, the engine's persistence fails on it)
 * and lone UTF-16 surrogates (not encodable as UTF-8). Checked for every route in one place, before
 * any schema or handler sees the request.
 */
const INVALID_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasInvalidText = (text: string): boolean => INVALID_TEXT.test(text);

const MAX_REPORTED = 20;

/**
 * The fields (dotted paths) of a parsed value whose text or key carries an invalid character.
 * Multipart parsers call it for their text fields; JSON bodies, query strings and params are
 * checked by the plugin below.
 */
export function invalidTextFields(value: unknown, path: Array<string | number> = [], found: FieldError[] = []): FieldError[] {
  if (found.length >= MAX_REPORTED) return found;
  if (typeof value === 'string') {
    if (hasInvalidText(value)) found.push(invalidField(path));
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => invalidTextFields(item, [...path, i], found));
  } else if (value !== null && typeof value === 'object' && isPlain(value)) {
    for (const [key, item] of Object.entries(value)) {
      const keyPath = [...path, key.replace(INVALID_TEXT_GLOBAL, '\ufffd')];
      if (hasInvalidText(key)) found.push(invalidField(keyPath));
      else invalidTextFields(item, keyPath, found);
    }
  }
  return found;
}

const INVALID_TEXT_GLOBAL = new RegExp(INVALID_TEXT.source, 'g');

/** Parsed JSON, query and params objects (the query parser's have a prototype of their own); not streams or buffers. */
function isPlain(value: object): boolean {
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer || value instanceof Date) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

function invalidField(path: Array<string | number>): FieldError {
  return { field: path.join('.'), message: token('invalidCharacter', fieldRef(path)) };
}

export const inputHygienePlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    const found = invalidTextFields(request.params);
    invalidTextFields(request.query, [], found);
    invalidTextFields(request.body, [], found);
    if (found.length > 0) throw badRequest(found);
  });
});
