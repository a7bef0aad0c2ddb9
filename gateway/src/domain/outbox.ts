import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxCommand } from '@ccer/workers/outbox/enqueue';
import type { EngineClient } from '../engine/engine-client.ts';
import { ENGINE_FANOUT, mapBounded } from '../engine/bounded.ts';
import { DispatchLoop } from './dispatch-loop.ts';

/**
 * The outbox (architecture §5): an engine command is written in the same transaction as the
 * business change and sent afterwards, until the engine accepts it. Sending is idempotent:
 * a start that may have been sent before (marked when claimed) first looks for the instance it
 * started; a correlation checks that something waits for the message (a first one that finds nothing is early and
 * tried again, bounded; one that may have been sent before counts as delivered); an end deletes
 * only those of its instances still running.
 * A change that must also end instances enqueues `end` rather than calling the engine inside its
 * transaction: a rollback cannot undo an engine call, and a commit cannot lose an enqueued one.
 * A `deliver` command is an HTTP delivery to an outside system (architecture §6a), sent by the deliverer of its
 * business type: a failed one backs off on its deliverer's schedule without holding up the rest of the batch, and
 * after its last attempt (or a refusal that no retry can mend) it is `failed`.
 */
// the one writer of outbox rows lives with the workers, which enqueue deliveries too; every gateway caller imports it here
export { enqueue, type OutboxCommand } from '@ccer/workers/outbox/enqueue';

/** More that a business writes when its process starts, in the transaction that records the start. */
export type StartedHook = (trx: Knex.Transaction, businessKey: string, processInstanceId: string) => Promise<void>;

/**
 * Where a business notes its process instance once the engine has accepted the start: `process_instance_id` of the
 * row of `table` whose id is the business key, written in the one statement that marks the command done (three
 * round trips fewer than a transaction around two). `then`, when a business writes more (a misconduct record's
 * open round), runs after it in one transaction.
 */
export interface StartedRecord {
  table: string;
  then?: StartedHook;
}

const BACKOFF_SECONDS = [2, 5, 15, 30, 60, 120, 300];

/** What one attempt of a delivery came to. */
export interface DeliveryResult {
  delivered: boolean;
  /** False: trying the same request again cannot help (the system refused it as such: a wrong signature, say). */
  retryable: boolean;
  error?: string;
  /**
   * Writes what the attempt learned, in the transaction that settles the command: `status` is the command's outcome
   * (done, pending again, failed); `current` false when the command's lease ran out and another dispatcher took it over
   * (the attempt happened, its outcome is the other's to record).
   */
  record(trx: Knex.Transaction, settled: { status: 'done' | 'pending' | 'failed'; nextAttemptAt: Date | null; current: boolean }): Promise<void>;
}

/** Sends the `deliver` commands of one business type to its outside system. */
export interface Deliverer {
  /** Seconds to wait after each failed attempt; a delivery failed that many times plus once is given up as failed. */
  backoffSeconds: readonly number[];
  /** One attempt (1, 2, … of this command): the call, bounded well within SEND_LEASE_SECONDS. */
  send(delivery: { businessKey: string; attempt: number }): Promise<DeliveryResult>;
}

/**
 * A message whose process has not reached its wait yet (a status task still completing, say) is tried
 * again this often, this many times, before it is given up as failed: the business change was committed
 * expecting the process to take it, so "nothing waits" on a first delivery is "not yet", not "delivered".
 */
export const NOT_WAITING_RETRY_MS = 1000;
export const NOT_WAITING_MAX_ATTEMPTS = 60;
/** The prefix of `last_error` for a message kept because nothing waited for it yet. */
export const NOT_WAITING = 'NOT_WAITING';

/** Thrown by a send when the message found no waiting execution and may never have been delivered. */
class NotWaitingYet extends Error {}

/**
 * How long a claimed command is left to the dispatcher that claimed it: well past its longest send
 * (a look-up and a start of at most the engine client's 15 s each, then the record).
 */
export const SEND_LEASE_SECONDS = 120;

/** Which commands a dispatch claims: the engine's, or the deliveries to outside systems. */
type DispatchKinds = 'commands' | 'deliveries';
const kindsFilter: Record<DispatchKinds, string> = { commands: "kind <> 'deliver'", deliveries: "kind = 'deliver'" };

/** An outbox row as a dispatcher claimed it, with what it held before the claim. */
interface ClaimedRow {
  outbox_id: string;
  kind: OutboxCommand['kind'];
  /** Null for a delivery (no process). */
  process_key: string | null;
  process_definition_id: string | null;
  business_type: string;
  business_key: string;
  message_name: string | null;
  variables: Record<string, unknown>;
  /** Claims so far, this one included. */
  attempts: number;
  previous_send_started_at: Date | null;
  previous_next_attempt_at: Date;
}

export class OutboxDispatcher {
  /**
   * Engine commands and deliveries are dispatched apart: a kick after a business change waits for the engine to take
   * its commands, never for another system's answer (a delivery may take its deliverer's whole timeout, and back-off).
   */
  private readonly commands: DispatchLoop;
  private readonly deliveries: DispatchLoop;
  /** Whether this dispatcher has a deliverer at all (none: no delivery is claimed, no statement spent on them). */
  private readonly delivers: boolean;
  private timer: NodeJS.Timeout | null = null;
  /** Dispatches due when a message that found its process not waiting yet is due again (sooner than the interval). */
  private readonly retries = new Set<NodeJS.Timeout>();

  constructor(
    private readonly db: Knex,
    private readonly engine: EngineClient,
    private readonly log: FastifyBaseLogger,
    /** By business type: where its start is noted. */
    private readonly startedRecords: Record<string, StartedRecord>,
    /** The deliverers of `deliver` commands by business type; a dispatcher leaves the deliveries it has none for to one that has. */
    private readonly deliverers: Record<string, Deliverer> = {},
  ) {
    this.commands = new DispatchLoop(() => this.dispatchBatch(20, 'commands'), ENGINE_FANOUT, log, 'outbox dispatch failed');
    this.deliveries = new DispatchLoop(() => this.dispatchBatch(20, 'deliveries'), ENGINE_FANOUT, log, 'outbox delivery dispatch failed');
    this.delivers = Object.keys(deliverers).length > 0;
  }

  /** Every `intervalMs` both kinds are looked for: what a worker enqueued, and what waited for its back-off. */
  start(intervalMs: number): void {
    this.timer = setInterval(() => {
      void this.deliverNow();
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    for (const t of this.retries) clearTimeout(t);
    this.retries.clear();
    await Promise.all([this.commands.stop(), this.deliveries.stop()]);
  }

  /**
   * Dispatches the engine commands now (after a commit), beside the dispatches already running up to ENGINE_FANOUT
   * (rows are locked, so each goes to one of them); beyond that, coalesces. Resolves once the engine commands
   * pending at the call have been sent (or have failed and wait for their back-off). Deliveries are not looked for:
   * a business change that enqueues one says so with `deliverNow`, and the interval finds those of the workers
   * (a claim of them per kick was a statement per request for nothing).
   */
  kick(): Promise<void> {
    return this.commands.kick();
  }

  /** As `kick`, and the deliveries too: resolves once those pending at the call have had their attempt. */
  async deliverNow(): Promise<void> {
    await Promise.all([this.delivers ? this.deliveries.kick() : undefined, this.commands.kick()]);
  }

  /**
   * After the commit of a change that enqueued `end`: sends it now and waits a few seconds for the
   * instances to end, so the answer shows them ended. An engine that is away does not fail the change:
   * the command stays pending and the dispatcher retries it.
   */
  async endNow(processInstanceIds: string[]): Promise<void> {
    if (processInstanceIds.length === 0) return;
    await this.kick();
    await Promise.all(processInstanceIds.map((id) => this.engine.waitUntilEnded(id).catch(() => undefined)));
  }

  /**
   * Sends up to `limit` due commands of one kind (engine commands unless `which` says deliveries). Each is first
   * claimed in a commit of its own: `attempts` counts the claim (and fences a dispatcher whose lease ran out),
   * `send_started_at` marks that the engine may hold it from now on, and `next_attempt_at` moves past the longest send
   * (a lease) so no other dispatcher takes it meanwhile; one that dies mid-send leaves it due again when the lease ends.
   * Only a command claimed before (a retry, a crash between send and record) looks for what an
   * earlier send did; a first start is one engine call.
   */
  async dispatchBatch(limit: number, which: DispatchKinds = 'commands'): Promise<number> {
    const rows = await this.claim(limit, which);
    if (rows.length === 0) return 0;
    let sent = 0;
    // the commands of different businesses go to the engine a few at a time (one after another,
    // each waited for, bounded the chain's throughput); those of one business keep their order
    // (a start before its correlation or its end)
    const lanes = new Map<string, ClaimedRow[]>();
    for (const row of rows) {
      const business = `${row.business_type}\u0000${row.business_key}`;
      lanes.set(business, [...(lanes.get(business) ?? []), row]);
    }
    const untouched = new Set(rows);
    let failed = false;
    await mapBounded([...lanes.values()], ENGINE_FANOUT, async (lane) => {
      for (const row of lane) {
        if (failed) return;
        untouched.delete(row);
        const claimed = { outbox_id: row.outbox_id, attempts: row.attempts, status: 'pending' };
        if (row.kind === 'deliver') {
          // a failed delivery backs off alone: the engine is not involved, the batch goes on
          if (await this.deliver(row, claimed)) sent++;
          continue;
        }
        try {
          const instanceId = await this.send(row, row.previous_send_started_at !== null);
          await this.recordSent(row, claimed, instanceId);
          sent++;
        } catch (e) {
          if (e instanceof NotWaitingYet) {
            await this.keepForLater(row, claimed);
            return; // this business's later commands wait behind it; other businesses go on
          }
          const delay = BACKOFF_SECONDS[Math.min(row.attempts - 1, BACKOFF_SECONDS.length - 1)];
          this.log.warn({ err: e, outboxId: row.outbox_id, attempts: row.attempts }, 'engine command not sent; will retry');
          await this.db('outbox')
            .where(claimed)
            .update({ last_error: String((e as Error).message).slice(0, 2000), next_attempt_at: new Date(Date.now() + delay * 1000) });
          // the engine is likely down: stop this batch (no new command starts) and let the back-off run
          failed = true;
          return;
        }
      }
    });
    // claimed but never sent (the batch stopped): as they were, due at once and unmarked if they were
    for (const row of untouched) {
      await this.db('outbox')
        .where({ outbox_id: row.outbox_id, attempts: row.attempts, status: 'pending' })
        .update({ attempts: row.attempts - 1, send_started_at: row.previous_send_started_at, next_attempt_at: row.previous_next_attempt_at });
    }
    return sent;
  }

  /**
   * Marks a sent command done and, for a start, notes its instance on the business row, in one statement; a business
   * with more to write (`then`) gets a transaction around the two. Nothing is noted when the lease ran out and another
   * dispatcher took the command over (no row marked done): that one records the outcome.
   */
  private async recordSent(row: ClaimedRow, claimed: { outbox_id: string; attempts: number; status: string }, instanceId: string | null): Promise<void> {
    const started = row.kind === 'start' && instanceId ? this.startedRecords[row.business_type] : undefined;
    const record = async (db: Knex) => {
      const done = `update outbox set status = 'done', process_instance_id = ?, done_at = now(), last_error = null
                      where outbox_id = ? and attempts = ? and status = ? returning outbox_id`;
      const doneBindings = [instanceId, claimed.outbox_id, claimed.attempts, claimed.status];
      // a data-modifying WITH runs once whatever reads it; the business row is noted only when `done` marked the command
      const { rows } = started
        ? await db.raw<{ rows: { updated: number }[] }>(
            `with done as (${done}),
                  noted as (update ?? set process_instance_id = ? where id = ? and exists (select 1 from done))
             select count(*)::int as updated from done`,
            [...doneBindings, started.table, instanceId, row.business_key],
          )
        : await db.raw<{ rows: { updated: number }[] }>(`with done as (${done}) select count(*)::int as updated from done`, doneBindings);
      return rows[0].updated;
    };
    if (!started?.then) {
      await record(this.db);
      return;
    }
    await this.db.transaction(async (trx) => {
      if ((await record(trx)) === 1) await started.then!(trx, row.business_key, instanceId!);
    });
  }

  /**
   * One attempt of a delivery, then its outcome in one transaction with what the deliverer learned: done; pending
   * again after its back-off (a retry is scheduled); failed after its last attempt or a refusal no retry mends.
   * Returns whether it was delivered.
   */
  private async deliver(row: ClaimedRow, claimed: { outbox_id: string; attempts: number; status: string }): Promise<boolean> {
    const deliverer = this.deliverers[row.business_type];
    let result: DeliveryResult;
    try {
      result = await deliverer.send({ businessKey: row.business_key, attempt: row.attempts });
    } catch (e) {
      // the deliverer itself failed (its database read, say): nothing was learned, try again later
      result = { delivered: false, retryable: true, error: String((e as Error).message), record: async () => {} };
    }
    const last = row.attempts > deliverer.backoffSeconds.length;
    const status = result.delivered ? 'done' : result.retryable && !last ? 'pending' : 'failed';
    const delay = status === 'pending' ? deliverer.backoffSeconds[row.attempts - 1] : 0;
    const nextAttemptAt = status === 'pending' ? new Date(Date.now() + delay * 1000) : null;
    if (!result.delivered) this.log.warn({ outboxId: row.outbox_id, businessType: row.business_type, businessKey: row.business_key, attempts: row.attempts, error: result.error, status }, 'delivery failed');
    await this.db.transaction(async (trx) => {
      const updated = await trx('outbox')
        .where(claimed)
        .update(
          status === 'pending'
            ? { last_error: (result.error ?? '').slice(0, 2000), next_attempt_at: nextAttemptAt! }
            : { status, last_error: result.delivered ? null : (result.error ?? '').slice(0, 2000), done_at: trx.fn.now() },
        );
      await result.record(trx, { status, nextAttemptAt, current: updated === 1 });
    });
    if (status === 'pending') this.kickAfter(delay * 1000, () => this.deliverNow());
    return result.delivered;
  }

  /** A dispatch once a back-off has passed (the interval may be long, as on the test stack). */
  private kickAfter(ms: number, dispatch = () => this.kick()): void {
    const retry = setTimeout(() => {
      this.retries.delete(retry);
      void dispatch();
    }, ms + 50);
    retry.unref();
    this.retries.add(retry);
  }

  /**
   * A message nothing waits for yet: unmarked again (nothing reached the engine, so a later attempt still
   * knows it was never delivered) and due in a second; past the bound it is given up as failed, logged,
   * and the business's later commands go on.
   */
  private async keepForLater(row: ClaimedRow, claimed: { outbox_id: string; attempts: number; status: string }): Promise<void> {
    if (row.attempts >= NOT_WAITING_MAX_ATTEMPTS) {
      this.log.warn({ outboxId: row.outbox_id, messageName: row.message_name, businessKey: row.business_key }, 'no process waited for the message; given up');
      await this.db('outbox')
        .where(claimed)
        .update({ status: 'failed', last_error: `${NOT_WAITING}: no execution waited for ${row.message_name} after ${row.attempts} attempts`, done_at: this.db.fn.now() });
      return;
    }
    await this.db('outbox')
      .where(claimed)
      .update({
        last_error: `${NOT_WAITING}: no execution waits for ${row.message_name} yet`,
        send_started_at: row.previous_send_started_at,
        next_attempt_at: new Date(Date.now() + NOT_WAITING_RETRY_MS),
      });
    // one per deferred message (kicks coalesce): a timer shared with an earlier one would fire before this is due
    this.kickAfter(NOT_WAITING_RETRY_MS);
  }

  /**
   * Claims due commands in one statement (its own commit): rows locked by another dispatcher's claim
   * are skipped, and none goes while an earlier command of its business is pending (being sent
   * elsewhere, or backing off), so a business's commands keep their order across dispatchers. Deliveries
   * of a business type this dispatcher has no deliverer for are left to one that has.
   */
  private async claim(limit: number, which: DispatchKinds): Promise<ClaimedRow[]> {
    const { rows } = await this.db.raw<{ rows: ClaimedRow[] }>(
      `with picked as (
         select outbox_id, send_started_at, next_attempt_at from outbox
          where status = 'pending' and next_attempt_at <= now()
            and (kind <> 'deliver' or business_type in (select jsonb_array_elements_text(?::jsonb)))
            and ${kindsFilter[which]}
            and not exists (select 1 from outbox earlier
                             where earlier.status = 'pending' and earlier.business_type = outbox.business_type
                               and earlier.business_key = outbox.business_key and earlier.outbox_id < outbox.outbox_id)
          order by outbox_id
          limit ?
          for update skip locked)
       update outbox o
          set attempts = o.attempts + 1, send_started_at = now(), next_attempt_at = now() + make_interval(secs => ?)
         from picked
        where o.outbox_id = picked.outbox_id
       returning o.outbox_id, o.kind, o.process_key, o.process_definition_id, o.business_type, o.business_key, o.message_name,
                 o.variables, o.attempts, picked.send_started_at as previous_send_started_at, picked.next_attempt_at as previous_next_attempt_at`,
      [JSON.stringify(Object.keys(this.deliverers)), limit, SEND_LEASE_SECONDS],
    );
    return rows.sort((a, b) => Number(a.outbox_id) - Number(b.outbox_id));
  }

  /** `maybeSent`: an earlier claim of this command may have reached the engine. */
  private async send(row: ClaimedRow, maybeSent: boolean): Promise<string | null> {
    if (row.kind === 'start') {
      // an earlier attempt of THIS command may have started it (the engine answered, the record did not
      // happen); the instance carries the command's id, so an older instance of the same business still
      // ending (a rejected application resubmitted at once) is not taken for it
      const outboxId = String(row.outbox_id);
      if (maybeSent) {
        const existing = await this.engine.processInstances({ businessKey: row.business_key, processDefinitionKey: row.process_key!, variables: `outboxId_eq_${outboxId}` });
        if (existing.length > 0) return existing[0].id;
      }
      const variables = { ...row.variables, outboxId };
      // a pinned version starts by its definition id; the look-up above by key still finds it
      const started = row.process_definition_id
        ? await this.engine.startProcessById(row.process_definition_id, row.business_key, variables)
        : await this.engine.startProcess(row.process_key!, row.business_key, variables);
      return started.id;
    }
    if (row.kind === 'end') {
      const { processInstanceIds, deleteReason } = row.variables as { processInstanceIds: string[]; deleteReason: string };
      // an earlier attempt may have ended some (or all) of them already
      const running = processInstanceIds.length ? await this.engine.processInstances({ processInstanceIds: processInstanceIds.join(',') }) : [];
      if (running.length > 0) await this.engine.deleteProcessInstancesAsync(running.map((p) => p.id), deleteReason);
      return null;
    }
    const waiting = await this.engine.executionsWaitingFor(row.business_key, row.message_name!);
    if (waiting.length === 0) {
      // nothing waits: an earlier send that may have reached the engine delivered it; a message never
      // sent is early (its process has not reached the wait yet) and is kept for later
      if (maybeSent) return null;
      throw new NotWaitingYet();
    }
    await this.engine.correlateMessage(row.message_name!, row.business_key, row.variables);
    return waiting[0].processInstanceId;
  }
}
