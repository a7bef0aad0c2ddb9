import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EngineCall {
  path: string;
  body: any;
  authorization: string | undefined;
}

/**
 * A stand-in for the engine's external-task REST API, enough to drive the real client library:
 * fetchAndLock answers with queued tasks or holds the request like long polling does.
 */
export async function startFakeEngine() {
  const calls: EngineCall[] = [];
  const queue: unknown[] = [];
  let waiting: { res: http.ServerResponse; timer: NodeJS.Timeout } | undefined;
  const json = (res: http.ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const answerFetch = () => {
    if (!waiting || queue.length === 0) return;
    clearTimeout(waiting.timer);
    json(waiting.res, 200, queue.splice(0));
    waiting = undefined;
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : undefined;
      const path = (req.url ?? '').replace(/^\/engine-rest/, '');
      calls.push({ path, body, authorization: req.headers.authorization });
      if (path === '/external-task/fetchAndLock') {
        const timer = setTimeout(() => {
          waiting = undefined;
          json(res, 200, []);
        }, body.asyncResponseTimeout ?? 0);
        waiting = { res, timer };
        answerFetch();
        return;
      }
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/engine-rest`,
    calls,
    /** Hands a task (fetch-and-lock's JSON shape) to the next or the open fetch. */
    push(task: unknown) {
      queue.push(task);
      answerFetch();
    },
    callsTo: (suffix: string) => calls.filter((c) => c.path.endsWith(suffix)),
    async close() {
      if (waiting) clearTimeout(waiting.timer);
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

/** A task as fetch-and-lock returns it, with its variables typed as the engine sends them. */
export function engineTask(id: string, topicName: string, variables: Record<string, string | number | boolean | null>, retries: number | null = null) {
  const typed = Object.fromEntries(
    Object.entries(variables).map(([k, v]) => [
      k,
      { type: v === null ? 'Null' : typeof v === 'string' ? 'String' : typeof v === 'boolean' ? 'Boolean' : 'Integer', value: v, valueInfo: {} },
    ]),
  );
  return { id, topicName, workerId: 'w', businessKey: 'bk-1', processInstanceId: 'pi-1', retries, variables: typed };
}
