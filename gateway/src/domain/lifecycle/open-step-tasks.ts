import type { FastifyInstance } from 'fastify';
import { stepWaitingIn, type LifecycleDeclaration, type StepDeclaration } from '@ccer/contracts';
import type { Operator } from '../../plugins/auth.ts';
import { visibleTo } from '../tasks.ts';

/** A business row of a lifecycle: its status and the process instance that moves it. */
export interface WaitingRow {
  status: string;
  process_instance_id?: string | null;
}

/** The task a row shows its caller, and the step it is. */
export interface OpenStepTask {
  taskId: string;
  step: StepDeclaration;
}

export interface OpenStepTaskOptions<R extends WaitingRow> {
  /**
   * The step a row waits on; by default the lifecycle's step whose active status is the row's (stepWaitingIn). A step
   * that waits in two statuses (a misconduct record's audit, of the imposing and of the lifting round) says so here.
   */
  waitingStep?: (row: R) => StepDeclaration | undefined;
  /** The area's own rule of who may not act on a row at that step (the applicant, the first reviewer, …). */
  skip?: (row: R, step: StepDeclaration) => boolean;
}

/**
 * The caller's open task of each row, by the row's process instance: the task of the step the row's status waits on,
 * visible to the caller (assignee or candidate group), and only where the caller holds the step's function code (the
 * step's call would refuse them). One engine call for the rows that wait, none when none does.
 *
 * Only the task of the step the status waits on counts: right after a decision the next step's task is open while the
 * worker has not yet written the status, and showing it then would offer the last step's action on the next step's
 * task (a transfer's detail once did, and stopped polling on the wrong status).
 */
export async function openStepTasks<R extends WaitingRow>(
  app: FastifyInstance,
  op: Operator,
  lifecycle: Pick<LifecycleDeclaration, 'steps'>,
  rows: readonly R[],
  options: OpenStepTaskOptions<R> = {},
): Promise<Map<string, OpenStepTask>> {
  const waitingStep = options.waitingStep ?? ((row: R) => stepWaitingIn(lifecycle, row.status));
  const awaited = new Map<string, StepDeclaration>();
  for (const row of rows) {
    const step = waitingStep(row);
    if (!step || !row.process_instance_id || !op.funcs.has(step.funcCode) || options.skip?.(row, step)) continue;
    awaited.set(row.process_instance_id, step);
  }
  if (awaited.size === 0) return new Map();
  const tasks = await app.engine.queryTasks({ ...visibleTo(op), processInstanceIdIn: [...awaited.keys()], active: true });
  const open = new Map<string, OpenStepTask>();
  for (const task of tasks) {
    const step = awaited.get(task.processInstanceId);
    // an added signer's subtask (加签) is signed on its own, never the row's action
    if (step && task.taskDefinitionKey === step.taskKey && !task.parentTaskId) open.set(task.processInstanceId, { taskId: task.id, step });
  }
  return open;
}

/** openStepTasks' answer keyed by the rows' own ids (lists and details key their rows so), the task id only. */
export function taskIdsByRow(rows: readonly (WaitingRow & { id: string })[], open: Map<string, OpenStepTask>): Map<string, string> {
  const byRow = new Map<string, string>();
  for (const row of rows) {
    const task = row.process_instance_id ? open.get(row.process_instance_id) : undefined;
    if (task) byRow.set(row.id, task.taskId);
  }
  return byRow;
}
