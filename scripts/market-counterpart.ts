import http from 'node:http';
import { offsetSyncPayloadSchema } from '@ccer/contracts';
import { IDEMPOTENCY_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySignature } from '@ccer/contracts/ledger/market-signature';

/**
 * A stand-in for the compliance markets' systems (the national carbon market, the pilot markets, CORSIA), for
 * development (`npm start`) and tests only: scripts/lib/stack.ts starts it as a process of its own on a free local port,
 * so the registry's reports cross a real network boundary. It is not a market and keeps nothing beyond its memory.
 *
 *   POST /markets/{market}/offsets   a report (ledger/offset-sync.ts): the signature and timestamp checked (401 with the
 *                                    reason), the body checked (400), idempotent by Idempotency-Key (a repeat answers the
 *                                    first receipt, 200); answers { code: 0, receiptNo }
 *   POST /__control                  tests: { failNext: n, status?: 500 | 503, mode?: 'timeout', idempotencyKey? }
 *                                    makes the next n reports (of that key only, when given) fail with that status
 *                                    (not taken), or be taken but never answered (the answer lost: timeout);
 *                                    { reset: true } forgets everything
 *   GET  /__received                 tests: every report received, oldest first
 *   GET  /health
 *
 * Environment: MARKET_COUNTERPART_PORT (0: any free port, printed), MARKET_SYNC_SECRET (the secret shared with the
 * registry's gateway).
 */
const secret = process.env.MARKET_SYNC_SECRET ?? '';
if (secret.length < 32) {
  console.error('MARKET_SYNC_SECRET must be set (at least 32 characters)');
  process.exit(2);
}

interface Received {
  at: string;
  market: string;
  idempotencyKey: string | null;
  /** The body as received (parsed when it is JSON). */
  body: unknown;
  signatureValid: boolean;
  /** What was answered: an HTTP status, or 0 when the report was left unanswered (timeout mode). */
  status: number;
  receiptNo: string | null;
  /** A repeat of a key already accepted. */
  repeat: boolean;
}

interface FailureRule {
  remaining: number;
  status: number;
  mode: 'status' | 'timeout';
  idempotencyKey: string | null;
}

let received: Received[] = [];
let failures: FailureRule[] = [];
/** The receipt given for each accepted key. */
let receipts = new Map<string, string>();
let sequence = 0;

const send = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The first rule the report falls under, used up by one. */
function failureFor(key: string | null): FailureRule | undefined {
  const rule = failures.find((f) => f.remaining > 0 && (f.idempotencyKey === null || f.idempotencyKey === key));
  if (rule) rule.remaining--;
  failures = failures.filter((f) => f.remaining > 0);
  return rule;
}

function receiptFor(market: string): string {
  sequence++;
  const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  return `${market.toUpperCase().slice(0, 8)}-${day}-${String(sequence).padStart(6, '0')}`;
}

async function report(req: http.IncomingMessage, res: http.ServerResponse, market: string): Promise<void> {
  const raw = await readBody(req);
  const header = (name: string) => (req.headers[name] as string | undefined) ?? undefined;
  const key = header(IDEMPOTENCY_HEADER) ?? null;
  let body: unknown = raw;
  try {
    body = JSON.parse(raw);
  } catch {
    // kept as text
  }
  const verification = verifySignature(secret, { timestamp: header(TIMESTAMP_HEADER), signature: header(SIGNATURE_HEADER) }, raw);
  const entry: Received = { at: new Date().toISOString(), market, idempotencyKey: key, body, signatureValid: verification.ok, status: 0, receiptNo: null, repeat: false };
  received.push(entry);
  // the market's system failing with an error comes before anything it would check
  const failure = failureFor(key);
  if (failure?.mode === 'status') {
    entry.status = failure.status;
    return send(res, failure.status, { code: failure.status, message: 'simulated outage' });
  }
  const [status, answer] = accept(entry, verification);
  if (failure?.mode === 'timeout') {
    // taken, but the answer is lost: the caller gives up waiting (the socket is closed at the latest after two minutes)
    setTimeout(() => res.destroy(), 120_000).unref();
    return;
  }
  entry.status = status;
  send(res, status, answer);
}

/** What the market makes of a report: refused (signature, key, body) or accepted with a receipt (the first one's, for a repeat). */
function accept(entry: Received, verification: ReturnType<typeof verifySignature>): [number, unknown] {
  if (!verification.ok) return [401, { code: 401, message: verification.reason }];
  const key = entry.idempotencyKey;
  if (!key) return [400, { code: 400, message: 'missing Idempotency-Key' }];
  const previous = receipts.get(key);
  if (previous) {
    entry.repeat = true;
    entry.receiptNo = previous;
    return [200, { code: 0, receiptNo: previous }];
  }
  const parsed = offsetSyncPayloadSchema.safeParse(entry.body);
  if (!parsed.success) return [400, { code: 400, message: `invalid report: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}` }];
  if (parsed.data.market !== entry.market || parsed.data.offsetId !== key) return [400, { code: 400, message: 'the market or the offset id does not match the request' }];
  const receiptNo = receiptFor(entry.market);
  receipts.set(key, receiptNo);
  entry.receiptNo = receiptNo;
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
  const offsets = /^\/markets\/([a-z0-9-]{1,32})\/offsets$/.exec(url.pathname);
  const handled =
    req.method === 'POST' && offsets
      ? report(req, res, offsets[1])
      : req.method === 'POST' && url.pathname === '/__control'
        ? control(req, res)
        : req.method === 'GET' && url.pathname === '/__received'
          ? Promise.resolve(send(res, 200, received))
          : req.method === 'GET' && url.pathname === '/health'
            ? Promise.resolve(send(res, 200, { code: 0 }))
            : Promise.resolve(send(res, 404, { code: 404, message: 'not found' }));
  handled.catch((e) => {
    console.error(e);
    if (!res.headersSent) send(res, 500, { code: 500, message: 'counterpart error' });
  });
});

server.listen(Number(process.env.MARKET_COUNTERPART_PORT ?? 0), '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  console.log(`market counterpart listening on http://127.0.0.1:${port}`);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
