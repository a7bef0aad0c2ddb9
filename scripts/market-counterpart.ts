import { offsetSyncPayloadSchema } from '@ccer/contracts';
import { sharedSecret, startCounterpart } from './lib/counterpart.ts';

/**
 * A stand-in for the compliance markets' systems (the national carbon market, the pilot markets, CORSIA), for
 * development (`npm start`) and tests only: scripts/lib/stack.ts starts it as a process of its own on a free local port,
 * so the registry's reports cross a real network boundary (scripts/lib/counterpart.ts: signature, idempotency, test
 * controls, /__received).
 *
 *   POST /markets/{market}/offsets   a report (ledger/offset-sync.ts), answered { code: 0, receiptNo }
 *
 * Environment: MARKET_COUNTERPART_PORT (0: any free port, printed), MARKET_SYNC_SECRET (the secret shared with the
 * registry's gateway).
 */
startCounterpart('market', Number(process.env.MARKET_COUNTERPART_PORT ?? 0), sharedSecret('MARKET_SYNC_SECRET'), [
  {
    path: /^\/markets\/([a-z0-9-]{1,32})\/offsets$/,
    fields: (m) => ({ market: m[1] }),
    receiptPrefix: (m) => m[1],
    check(body, key, m) {
      const parsed = offsetSyncPayloadSchema.safeParse(body);
      if (!parsed.success) return `invalid report: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`;
      if (parsed.data.market !== m[1] || parsed.data.offsetId !== key) return 'the market or the offset id does not match the request';
      return null;
    },
  },
]);
