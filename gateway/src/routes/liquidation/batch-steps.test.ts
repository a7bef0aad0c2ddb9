import { describe, expect, it } from 'vitest';
import { batchSteps, type BatchProgress } from './batch-steps.ts';

const at = '2026-12-05T08:00:00.000Z';
const base: BatchProgress = { status: 'checking', receivedAt: at, checkedAt: null, confirmedAt: null, confirmerName: null, opinion: null, settledAt: null, findings: 0, report: null };
const states = (p: Partial<BatchProgress>) => batchSteps({ ...base, ...p }, 'zh').map((s) => `${s.name}:${s.state}`);

describe('a clearing batch’s steps', () => {
  it('follows the batch from receipt to the report of its outcome', () => {
    expect(states({})).toEqual(['接收:done', '校验:current', '复核:waiting', '交收:waiting', '回报:waiting']);
    expect(states({ status: 'confirming', checkedAt: at })).toEqual(['接收:done', '校验:done', '复核:current', '交收:waiting', '回报:waiting']);
    const settled = { status: 'settled' as const, checkedAt: at, confirmedAt: at, confirmerName: '复核人', opinion: '同意', settledAt: at };
    expect(states({ ...settled, report: { status: 'pending', sentAt: null, receiptNo: null } })).toEqual(['接收:done', '校验:done', '复核:done', '交收:done', '回报:current']);
    const done = batchSteps({ ...base, ...settled, report: { status: 'sent', sentAt: at, receiptNo: 'R1' } }, 'en');
    expect(done.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(done[2]).toMatchObject({ name: 'Confirm', by: '复核人', note: '同意' });
    expect(done[4]).toMatchObject({ name: 'Report', note: 'R1' });
  });

  it('shows where a batch stopped and what it skipped', () => {
    expect(states({ status: 'checkFailed', checkedAt: at, findings: 2, report: { status: 'failed', sentAt: null, receiptNo: null } })).toEqual([
      '接收:done', '校验:failed', '复核:skipped', '交收:skipped', '回报:failed',
    ]);
    expect(states({ status: 'rejected', checkedAt: at, confirmedAt: at, report: { status: 'sent', sentAt: at, receiptNo: 'R2' } })).toEqual([
      '接收:done', '校验:done', '复核:failed', '交收:skipped', '回报:done',
    ]);
    expect(states({ status: 'settleFailed', checkedAt: at, confirmedAt: at, findings: 1 })).toEqual(['接收:done', '校验:done', '复核:done', '交收:failed', '回报:waiting']);
  });
});
