import { CERTIFIED_DEFINITION_FUNC, processesMovedByTheirBusiness, taskRoute, withBusinessId, type InstanceRow, type WorkflowType } from '@ccer/contracts';

/** Which row operations an instance offers (spec §4: hang up, recover, end). */
export const canSuspend = (r: Pick<InstanceRow, 'status'>) => r.status === 'running';
export const canActivate = (r: Pick<InstanceRow, 'status'>) => r.status === 'suspended';
/** A ledger's chain ends only through its own calls (the gateway refuses 终止 there): not offered. */
export const canEnd = (r: Pick<InstanceRow, 'status' | 'processKey'>) => r.status === 'running' && !processesMovedByTheirBusiness.has(r.processKey);

/** The status shown: a completed instance ended by an administrator shows as 已终止. */
export type StatusLabel = 'running' | 'suspended' | 'completed' | 'terminated';
export const statusLabel = (r: Pick<InstanceRow, 'status' | 'terminated'>): StatusLabel => (r.status === 'completed' && r.terminated ? 'terminated' : r.status);
export const statusColors: Record<StatusLabel, string> = { running: 'processing', suspended: 'warning', completed: 'success', terminated: 'default' };

export const instanceDetailPath = (id: string) => `/system/process/instanceDetail?id=${encodeURIComponent(id)}`;

/**
 * Chains whose business record has a detail page of its own, by the definition's function code (056 the
 * certification's, any other the project's): an instance (or a task already done) opens the record wherever its
 * chain stands, not the page of the step the chain was named after.
 */
const businessDetailRoutes = (funcCode: string | null | undefined): Partial<Record<WorkflowType, string>> =>
  funcCode === CERTIFIED_DEFINITION_FUNC ? { ccerProjectPubApply: '/certified/detail' } : { ccerProjectPubApply: '/project/detail' };

/** The business record's page: its detail page, else the task route of its workflowType, with the business key as `?id=`. */
export function businessLink(workflowType: string | null, businessKey: string | null, funcCode?: string | null): string | undefined {
  const route = workflowType ? (businessDetailRoutes(funcCode)[workflowType as WorkflowType] ?? taskRoute(workflowType, funcCode)) : undefined;
  return route && businessKey ? withBusinessId(route, businessKey) : undefined;
}

/** 1 h 2 min 3 s, or ms under a second; a dash while open. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '-';
  if (ms < 1000) return `${ms} ms`;
  const s = Math.floor(ms / 1000);
  const parts: string[] = [];
  const d = Math.floor(s / 86400), h = Math.floor((s % 86400) / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
  if (d) parts.push(`${d} d`);
  if (h) parts.push(`${h} h`);
  if (m) parts.push(`${m} min`);
  if (sec || parts.length === 0) parts.push(`${sec} s`);
  return parts.slice(0, 3).join(' ');
}
