import { processesMovedByTheirBusiness, type TaskRow } from '@ccer/contracts';

/** The actions the panel offers on an open task (revoke works on done tasks, elsewhere). */
export const panelActions = ['return', 'reject', 'transfer', 'delegate', 'resolve', 'cc', 'addSign'] as const;
export type PanelAction = (typeof panelActions)[number];

/** What each action's dialog asks for. */
export const actionNeeds: Record<PanelAction | 'revoke', { opinionRequired: boolean; target: 'none' | 'one' | 'many'; confirm: boolean; attachments: boolean }> = {
  return: { opinionRequired: true, target: 'none', confirm: false, attachments: true },
  // a reject may end the instance (spec §8 asks a confirmation for end)
  reject: { opinionRequired: true, target: 'none', confirm: true, attachments: true },
  transfer: { opinionRequired: false, target: 'one', confirm: false, attachments: true },
  delegate: { opinionRequired: false, target: 'one', confirm: false, attachments: true },
  resolve: { opinionRequired: false, target: 'none', confirm: false, attachments: true },
  cc: { opinionRequired: false, target: 'many', confirm: false, attachments: true },
  addSign: { opinionRequired: false, target: 'many', confirm: false, attachments: true },
  // spec §8: revoke asks a confirmation
  revoke: { opinionRequired: false, target: 'none', confirm: true, attachments: false },
};

/** The actions that move an instance outside its business's calls, which a ledger's chain refuses (processesMovedByTheirBusiness). */
const moving: ReadonlySet<PanelAction> = new Set<PanelAction>(['return', 'reject', 'addSign']);

/**
 * Which actions a task allows: an added signer's subtask only completes; a task delegated to me
 * only resolves (归还); otherwise all but resolve, and on a ledger's chain none that moves the instance.
 */
export function availableActions(task: Pick<TaskRow, 'parentTaskId' | 'delegationState' | 'processDefinitionId'>): PanelAction[] {
  if (task.parentTaskId) return [];
  if (task.delegationState === 'PENDING') return ['resolve', 'cc'];
  const ownCalls = processesMovedByTheirBusiness.has(task.processDefinitionId.split(':')[0]);
  return panelActions.filter((a) => a !== 'resolve' && !(ownCalls && moving.has(a)));
}
