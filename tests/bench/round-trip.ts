/**
 * What one statement's round trip between a Node process and the registry database costs in CPU on this machine,
 * apart from any work the statement does: a prepared `select $1` through the registry's knex (the gateway's own
 * client, workers/src/prepared-statements.ts), the calling process's CPU and its PostgreSQL backend's. Multiplied
 * by the registry statements an operation makes (--pg-statements), it says how much of a path's cost is round trips.
 */
import { createRegistryKnex } from '../../workers/src/prepared-statements.ts';
import { processStat } from './cpu-use.ts';

export interface RoundTripCost {
  /** CPU milliseconds per round trip: the calling process's and its database backend's. */
  clientMs: number;
  serverMs: number;
  roundTrips: number;
}

export async function roundTripCost(databaseUrl: string, roundTrips = 5000): Promise<RoundTripCost> {
  // one connection, so that every statement goes to the backend whose CPU is read
  const db = createRegistryKnex(databaseUrl, 1);
  try {
    const once = () => db.raw('select ?::int as n', [1]);
    const { rows } = await db.raw<{ rows: { pid: number }[] }>('select pg_backend_pid() as pid');
    const backend = rows[0].pid;
    for (let i = 0; i < 500; i++) await once(); // prepared, planned, the code paths compiled
    const server = processStat(backend).ms;
    const client = process.cpuUsage();
    for (let i = 0; i < roundTrips; i++) await once();
    const used = process.cpuUsage(client);
    return { clientMs: (used.user + used.system) / 1000 / roundTrips, serverMs: (processStat(backend).ms - server) / roundTrips, roundTrips };
  } finally {
    await db.destroy();
  }
}
