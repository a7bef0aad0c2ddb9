import http from 'node:http';
import { IDEMPOTENCY_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySignature } from '@ccer/contracts/connector/signature';
import { translate } from '@ccer/contracts/messages';

/**
 * What the development counterparts of the outside systems share (ARCHITECTURE §6a: scripts/market-counterpart.ts,
 * scripts/exchange-counterpart.ts): a small HTTP server on loopback that receives the registry's signed calls — the
 * signature and timestamp checked (401 with the reason), idempotent by Idempotency-Key (a repeat answers the first
 * receipt), the body checked by the endpoint (400) — answers { code: 0, receiptNo }, and takes test controls:
 *
 *   POST /__control   { failNext: n, status?: 500 | 502 | 503 | 504, mode?: 'timeout', idempotencyKey? } makes the next
 *                     n calls (of that key only, when given) fail with that status (not taken), or be taken but never
 *                     answered (the answer lost: timeout); { reset: true } forgets everything
 *   GET  /__received  every call received, oldest first
 *   GET  /health
 *
 * They are not the systems and keep nothing beyond their memory.
 */

/** One call as a counterpart keeps it. */
export interface Received {
  at: string;
  /** The endpoint's own fields (a market's code, the kind of message). */
  [field: string]: unknown;
  idempotencyKey: string | null;
  /** The body as received (parsed when it is JSON). */
  body: unknown;
  signatureValid: boolean;
  /** What was answered: an HTTP status, or 0 when the call was left unanswered (timeout mode). */
  status: number;
  receiptNo: string | null;
  /** A repeat of a key already accepted. */
  repeat: boolean;
}

/** An endpoint taking the registry's signed calls. */
export interface SignedEndpoint {
  /** The path it answers (POST); its groups are passed on. */
  path: RegExp;
  /** The endpoint's own fields of a received call, from the path's groups. */
  fields(match: RegExpExecArray): Record<string, unknown>;
  /** Checks a body the signature and key passed: null when it is taken, else why not (400). */
  check(body: unknown, idempotencyKey: string, match: RegExpExecArray): string | null;
  /** The receipt's prefix (a market's code, the kind of message). */
  receiptPrefix(match: RegExpExecArray): string;
  /** Runs once a call is taken (not for a repeat). */
  taken?(body: unknown, match: RegExpExecArray): void;
}

/** Another route of a counterpart (its own controls). */
export type ExtraRoute = { method: 'GET' | 'POST'; path: string; handle(body: string): Promise<[number, unknown]> };

interface FailureRule {
  remaining: number;
  status: number;
  mode: 'status' | 'timeout';
  idempotencyKey: string | null;
}

export const send = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

export async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The secret shared with the registry's gateway, from the environment: the process stops without one. */
export function sharedSecret(variable: string): string {
  const secret = process.env[variable] ?? '';
  if (secret.length < 32) {
    console.error(`${variable} must be set (at least 32 characters)`);
    process.exit(2);
  }
  return secret;
}

/** Starts a counterpart on 127.0.0.1:`port` (0: any free port, printed) and stops it on SIGTERM and SIGINT. */
export function startCounterpart(name: string, port: number, secret: string, endpoints: readonly SignedEndpoint[], extra: readonly ExtraRoute[] = []): http.Server {
  let received: Received[] = [];
  let failures: FailureRule[] = [];
  /** The receipt given for each accepted key. */
  let receipts = new Map<string, string>();
  let sequence = 0;

  /** The first rule the call falls under, used up by one. */
  function failureFor(key: string | null): FailureRule | undefined {
    const rule = failures.find((f) => f.remaining > 0 && (f.idempotencyKey === null || f.idempotencyKey === key));
    if (rule) rule.remaining--;
    failures = failures.filter((f) => f.remaining > 0);
    return rule;
  }

  function receiptFor(prefix: string): string {
    sequence++;
    const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
    return `${prefix.toUpperCase().slice(0, 8)}-${day}-${String(sequence).padStart(6, '0')}`;
  }

  async function take(req: http.IncomingMessage, res: http.ServerResponse, endpoint: SignedEndpoint, match: RegExpExecArray): Promise<void> {
    const raw = await readBody(req);
    const header = (h: string) => (req.headers[h] as string | undefined) ?? undefined;
    const key = header(IDEMPOTENCY_HEADER) ?? null;
    let body: unknown = raw;
    try {
      body = JSON.parse(raw);
    } catch {
      // kept as text
    }
    const verification = verifySignature(secret, { timestamp: header(TIMESTAMP_HEADER), signature: header(SIGNATURE_HEADER) }, raw);
    const entry: Received = { at: new Date().toISOString(), ...endpoint.fields(match), idempotencyKey: key, body, signatureValid: verification.ok, status: 0, receiptNo: null, repeat: false };
    received.push(entry);
    // the system failing with an error comes before anything it would check
    const failure = failureFor(key);
    if (failure?.mode === 'status') {
      entry.status = failure.status;
      return send(res, failure.status, { code: failure.status, message: 'simulated outage' });
    }
    const [status, answer] = accept(entry, verification, endpoint, match);
    if (failure?.mode === 'timeout') {
      // taken, but the answer is lost: the caller gives up waiting (the socket is closed at the latest after two minutes)
      setTimeout(() => res.destroy(), 120_000).unref();
      return;
    }
    entry.status = status;
    send(res, status, answer);
  }

  /** What the system makes of a call: refused (signature, key, body) or accepted with a receipt (the first one's, for a repeat). */
  function accept(entry: Received, verification: ReturnType<typeof verifySignature>, endpoint: SignedEndpoint, match: RegExpExecArray): [number, unknown] {
    if (!verification.ok) return [401, { code: 401, message: translate(verification.reason, 'en') }];
    const key = entry.idempotencyKey;
    if (!key) return [400, { code: 400, message: 'missing Idempotency-Key' }];
    const previous = receipts.get(key);
    if (previous) {
      entry.repeat = true;
      entry.receiptNo = previous;
      return [200, { code: 0, receiptNo: previous }];
    }
    const refused = endpoint.check(entry.body, key, match);
    if (refused) return [400, { code: 400, message: refused }];
    const receiptNo = receiptFor(endpoint.receiptPrefix(match));
    receipts.set(key, receiptNo);
    entry.receiptNo = receiptNo;
    endpoint.taken?.(entry.body, match);
    return [200, { code: 0, receiptNo }];
  }

  async function control(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    let c: { failNext?: number; status?: number; mode?: string; idempotencyKey?: string; reset?: boolean };
    try {
      c = JSON.parse((await readBody(req)) || '{}');
    } catch {
      return send(res, 400, { code: 400, message: 'invalid JSON' });
    }
    if (c.reset) {
      received = [];
      failures = [];
      receipts = new Map();
    }
    if (c.failNext !== undefined) {
      if (!Number.isInteger(c.failNext) || c.failNext < 0) return send(res, 400, { code: 400, message: 'failNext must be a whole number' });
      if (c.mode !== undefined && c.mode !== 'timeout') return send(res, 400, { code: 400, message: "mode must be 'timeout'" });
      if (c.status !== undefined && ![500, 502, 503, 504].includes(c.status)) return send(res, 400, { code: 400, message: 'status must be 500, 502, 503 or 504' });
      failures.push({ remaining: c.failNext, status: c.status ?? 503, mode: c.mode === 'timeout' ? 'timeout' : 'status', idempotencyKey: c.idempotencyKey ?? null });
    }
    send(res, 200, { code: 0, pendingFailures: failures.reduce((n, f) => n + f.remaining, 0) });
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://counterpart');
    const handled = (async () => {
      if (req.method === 'POST') {
        for (const endpoint of endpoints) {
          const match = endpoint.path.exec(url.pathname);
          if (match) return take(req, res, endpoint, match);
        }
        if (url.pathname === '/__control') return control(req, res);
      }
      const route = extra.find((r) => r.method === req.method && r.path === url.pathname);
      if (route) {
        const [status, body] = await route.handle(await readBody(req));
        return send(res, status, body);
      }
      if (req.method === 'GET' && url.pathname === '/__received') return send(res, 200, received);
      if (req.method === 'GET' && url.pathname === '/health') return send(res, 200, { code: 0 });
      send(res, 404, { code: 404, message: 'not found' });
    })();
    handled.catch((e) => {
      console.error(e);
      if (!res.headersSent) send(res, 500, { code: 500, message: 'counterpart error' });
    });
  });

  server.listen(port, '127.0.0.1', () => {
    const { port: bound } = server.address() as { port: number };
    console.log(`${name} counterpart listening on http://127.0.0.1:${bound}`);
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      server.closeAllConnections();
      server.close(() => process.exit(0));
    });
  }
  return server;
}
