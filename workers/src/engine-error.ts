/**
 * What to log about a failed engine call. The client's errors (got's RequestError and the library's
 * EngineError) carry the request options, Authorization header included: never log them whole.
 */
export function describeEngineError(error: unknown): { name: string; message: string; code?: string; status?: number } {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const e = error as Error & { code?: unknown; httpStatusCode?: unknown; response?: { statusCode?: unknown } };
  const status = e.httpStatusCode ?? e.response?.statusCode;
  return {
    name: e.name,
    message: e.message,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof status === 'number' ? { status } : {}),
  };
}
