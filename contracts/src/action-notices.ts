import { registryDayOf } from './validation/registry-time.ts';

/**
 * "Action required" notices (待办提醒): when a lifecycle step becomes active, each of its actors is told through
 * the business templates of both channels (msg_business_config, /system/msg and /system/email). The rows wait in
 * action_notice (written with the status change) until the gateway's dispatcher sends them. The project area
 * uses them now; the certification area's lifecycle reuses the same business and placeholders.
 */

/** The notice businesses; both channels have one template of each. */
export const noticeBusinesses = ['action-required'] as const;
export type NoticeBusiness = (typeof noticeBusinesses)[number];
export const noticeBusinessTokens: Record<NoticeBusiness, string> = { 'action-required': 'messagingBusinessActionRequired' };
export const isNoticeBusiness = (business: string): business is NoticeBusiness => (noticeBusinesses as readonly string[]).includes(business);

/** What a notice fills: the recipient's name, the project, the step (zh) and the due date text (empty without one). */
export const noticePlaceholders = ['name', 'project', 'step', 'due'] as const;
export type NoticeParams = Record<(typeof noticePlaceholders)[number], string>;

/** A notice row: waiting, delivered, given up after its retries, or recorded only (no address, channel off, template disabled). */
export const actionNoticeStatuses = { pending: 'pending', sent: 'sent', failed: 'failed', skipped: 'skipped' } as const;
export type ActionNoticeStatus = (typeof actionNoticeStatuses)[keyof typeof actionNoticeStatuses];

/** The {due} of a notice: （截止日期：yyyy-MM-dd） in the registry's day (UTC+8), or empty when the step has no deadline. */
export function noticeDueText(dueAt: Date | string | null | undefined): string {
  if (!dueAt) return '';
  const instant = new Date(dueAt);
  if (Number.isNaN(instant.getTime())) return '';
  return `（截止日期：${registryDayOf(instant)}）`;
}
