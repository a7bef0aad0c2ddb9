import type { CurrentStep, TaskCountByType } from '@ccer/contracts';

/** Pure rules of 已办任务 / 我的申请 / 企业申请 and the counts above My Tasks (unit-tested). */

export const doneListPath = '/system/process/done';
export const doneDetailPath = (taskId: string) => `/system/process/doneDetail?taskId=${encodeURIComponent(taskId)}`;

/** 我的申请 and 企业申请 each open their own detail route (the menu stays on the list it came from). */
export type ApplyScope = 'mine' | 'company';
export const applyListPaths: Record<ApplyScope, string> = { mine: '/system/process/apply', company: '/system/process/companyApply' };
const applyDetailRoutes: Record<ApplyScope, string> = { mine: '/system/process/applyDetails', company: '/system/process/companyApplyDetails' };
export const applyDetailPath = (scope: ApplyScope, processInstanceId: string) => `${applyDetailRoutes[scope]}?processInstanceId=${encodeURIComponent(processInstanceId)}`;
/** The scope of a detail route, for its way back. */
export const scopeOfDetailPath = (pathname: string): ApplyScope => (pathname.startsWith(applyDetailRoutes.company) ? 'company' : 'mine');

export const resultColors = { approved: 'success', returned: 'error' } as const;

/** 项目公示审核 (country01), 复核 — a dash when nothing is open. */
export function stepsText(steps: CurrentStep[]): string {
  if (steps.length === 0) return '-';
  return steps.map((s) => (s.assignee ? `${s.name} (${s.assignee})` : s.name)).join(', ');
}

/** The segments above My Tasks: all, then each type with open tasks, and the chosen type even at 0. */
export function countSegments(counts: TaskCountByType | undefined, selected: string | undefined): Array<{ workflowType: string | undefined; count: number | undefined }> {
  const byType = counts?.byType ?? [];
  const shown = byType.filter((b) => b.count > 0 || b.workflowType === selected);
  if (selected && !shown.some((b) => b.workflowType === selected)) shown.push({ workflowType: selected, count: 0 });
  return [{ workflowType: undefined, count: counts?.total }, ...shown];
}
