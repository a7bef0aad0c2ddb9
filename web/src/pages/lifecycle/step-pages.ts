import { stepOf, stepWaitingIn, type LifecycleDeclaration, type ProgressNode, type StepDeclaration, type WorkflowType } from '@ccer/contracts';

/**
 * Which lifecycle step a page acts on, read from the area's declaration (contracts lifecycle/project.ts,
 * lifecycle/certified.ts): a row's status names the step that waits on it; a page lists the statuses of the steps
 * it handles.
 */

/** The step of `taskKey` in a lifecycle; a page naming a step its lifecycle lacks fails at once. */
export const stepIn = (lifecycle: LifecycleDeclaration, taskKey: string): StepDeclaration => stepOf(lifecycle, taskKey);

/** The step waiting on an application in this status, among the page's steps. */
export const stepForStatus = (steps: readonly StepDeclaration[], status: string): StepDeclaration | undefined => stepWaitingIn({ steps }, status);

/** The statuses a page lists: the active statuses of its steps, plus extra ones it shows read-only. */
export const statusesOf = <S extends string>(steps: readonly StepDeclaration[], extra: readonly S[] = []): S[] => [
  ...new Set([...steps.map((s) => s.activeStatus as S), ...extra]),
];

export const workflowTypesOf = (steps: readonly StepDeclaration[]): WorkflowType[] => steps.map((s) => s.workflowType as WorkflowType);

/** antd Steps' status of a progress node. */
export const stepsStatus = (n: Pick<ProgressNode, 'state' | 'result'>): 'finish' | 'process' | 'wait' | 'error' =>
  n.state === 'active' ? 'process' : n.state === 'done' ? 'finish' : 'wait';

/** The current node's index for antd Steps: the active one, else the last done one. */
export const currentNode = (nodes: readonly Pick<ProgressNode, 'state'>[]): number => {
  const active = nodes.findIndex((n) => n.state === 'active');
  if (active >= 0) return active;
  return nodes.reduce((at, n, i) => (n.state === 'done' ? i : at), 0);
};
