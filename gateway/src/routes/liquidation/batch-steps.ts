import { clearingSteps, type ClearingStatus, type ClearingStepRow, type ExchangeMessageStatus, type Lang } from '@ccer/contracts';

/** What the steps of a batch are read from: its row and its outcome's report to the exchange. */
export interface BatchProgress {
  status: ClearingStatus;
  receivedAt: string;
  checkedAt: string | null;
  confirmedAt: string | null;
  confirmerName: string | null;
  opinion: string | null;
  settledAt: string | null;
  findings: number;
  report: { status: ExchangeMessageStatus; sentAt: string | null; receiptNo: string | null } | null;
}

const FINAL: readonly ClearingStatus[] = ['checkFailed', 'settled', 'rejected', 'settleFailed'];

/** The five steps of a batch (接收, 校验, 复核, 交收, 回报) as its detail shows them, from where the batch stands. */
export function batchSteps(p: BatchProgress, lang: Lang): ClearingStepRow[] {
  const step = (key: keyof typeof clearingSteps, state: ClearingStepRow['state'], at: string | null = null, by: string | null = null, note: string | null = null): ClearingStepRow => ({
    step: key,
    name: clearingSteps[key][lang],
    state,
    at,
    by,
    note,
  });
  const s = p.status;
  const check =
    s === 'checking' ? step('check', 'current') : s === 'checkFailed' ? step('check', 'failed', p.checkedAt, null, String(p.findings)) : step('check', 'done', p.checkedAt);
  const confirm =
    s === 'checking' ? step('confirm', 'waiting')
    : s === 'checkFailed' ? step('confirm', 'skipped')
    : s === 'confirming' ? step('confirm', 'current')
    : step('confirm', s === 'rejected' ? 'failed' : 'done', p.confirmedAt, p.confirmerName, p.opinion);
  const settle =
    s === 'settled' ? step('settle', 'done', p.settledAt)
    : s === 'settleFailed' ? step('settle', 'failed', p.confirmedAt, null, String(p.findings))
    : s === 'rejected' || s === 'checkFailed' ? step('settle', 'skipped')
    : step('settle', 'waiting');
  const report = !FINAL.includes(s) || !p.report
    ? step('report', 'waiting')
    : p.report.status === 'sent' ? step('report', 'done', p.report.sentAt, null, p.report.receiptNo)
    : step('report', p.report.status === 'failed' ? 'failed' : 'current');
  return [step('receive', 'done', p.receivedAt), check, confirm, settle, report];
}
