import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import { actionNoticeStatuses, type NoticeBusiness, type NoticeParams } from '@ccer/contracts';
import type { Config } from '../../config.ts';
import { currentSmsRoute } from './sms-providers.ts';
import { sendBusinessSms } from './sms-send.ts';
import { sendBusinessEmail } from './email-send.ts';
import { DispatchLoop } from '../dispatch-loop.ts';

/**
 * Sends the "action required" notices (action_notice, written with the status change that activates a step:
 * workers/src/topics/action-notices.ts) through the current provider of their channel, in the words of the
 * business template, each try recorded in sms_send_record / email_send_record as every other message is.
 * A notice is claimed with FOR UPDATE SKIP LOCKED in a transaction of its own, so several gateways share the
 * rows; its send record and its new status commit together. A failure is tried again later (back-off), up to
 * NOTICE_MAX_ATTEMPTS; SMS turned off or a disabled template leaves it skipped.
 */
const BUSINESS: NoticeBusiness = 'action-required';
/** Seconds before the next try after the n-th failure. */
const BACKOFF_SECONDS = [30, 120, 600, 1800];
export const NOTICE_MAX_ATTEMPTS = 5;

interface NoticeRow {
  id: string;
  channel: 'sms' | 'email';
  address: string;
  params: NoticeParams;
  attempts: number;
}

type Outcome = { skipped: string } | { id: string; status: string; error: string | null };

export class NoticeDispatcher {
  private timer: NodeJS.Timeout | null = null;
  /** One run at a time: a notice is claimed in a transaction of its own, the rows are shared by several gateways. */
  private readonly loop: DispatchLoop;

  constructor(
    private readonly db: Knex,
    private readonly config: Pick<Config, 'SMS_PROVIDER'>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.loop = new DispatchLoop(() => this.dispatchBatch(20), 1, log, 'action notice dispatch failed');
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.kick(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.loop.stop();
  }

  /** Sends what is due now; a kick during a run makes that run look once more. Resolves when the run ends. */
  kick(): Promise<void> {
    return this.loop.kick();
  }

  /** Handles up to `limit` due notices, one transaction each; returns how many were handled. */
  async dispatchBatch(limit: number): Promise<number> {
    let handled = 0;
    while (handled < limit && (await this.dispatchOne())) handled++;
    return handled;
  }

  private dispatchOne(): Promise<boolean> {
    return this.db.transaction(async (trx) => {
      const row = await trx('action_notice')
        .where({ status: actionNoticeStatuses.pending })
        .where('next_attempt_at', '<=', trx.fn.now())
        .orderBy('next_attempt_at')
        .orderBy('id')
        .forUpdate()
        .skipLocked()
        .first<NoticeRow | undefined>('id', 'channel', 'address', 'params', 'attempts');
      if (!row) return false;
      let outcome: Outcome;
      try {
        // a savepoint: an error while sending leaves the notice's own update to record it
        outcome = await trx.transaction((sp) => this.send(sp, row));
      } catch (e) {
        outcome = { id: '', status: '0', error: e instanceof Error ? e.message : String(e) };
      }
      await trx('action_notice').where({ id: row.id }).update(this.after(row, outcome, trx));
      return true;
    });
  }

  private async send(trx: Knex.Transaction, row: NoticeRow): Promise<Outcome> {
    if (row.channel === 'sms') {
      const route = await currentSmsRoute(trx, this.config);
      if (!route) return { skipped: 'SMS is off (SMS_PROVIDER=none)' };
      return (await sendBusinessSms(trx, route, { business: BUSINESS, mobile: row.address, params: row.params })) ?? { skipped: 'template disabled' };
    }
    return (await sendBusinessEmail(trx, { business: BUSINESS, to: row.address, params: row.params })) ?? { skipped: 'template disabled' };
  }

  private after(row: NoticeRow, outcome: Outcome, trx: Knex.Transaction): Record<string, unknown> {
    if ('skipped' in outcome) return { status: actionNoticeStatuses.skipped, last_error: outcome.skipped };
    const attempts = row.attempts + 1;
    const record = outcome.id ? { send_record_id: outcome.id } : {};
    if (outcome.status === '1') return { ...record, status: actionNoticeStatuses.sent, attempts, sent_at: trx.fn.now(), last_error: null };
    const error = (outcome.error ?? '').slice(0, 500);
    if (attempts >= NOTICE_MAX_ATTEMPTS) return { ...record, status: actionNoticeStatuses.failed, attempts, last_error: error };
    const delay = BACKOFF_SECONDS[Math.min(attempts - 1, BACKOFF_SECONDS.length - 1)]!;
    this.log.warn({ noticeId: row.id, attempts, error }, 'action notice not sent; will retry');
    return { ...record, attempts, last_error: error, next_attempt_at: trx.raw(`now() + make_interval(secs => ?)`, [delay]) };
  }
}
