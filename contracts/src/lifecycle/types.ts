/**
 * A lifecycle declaration (architecture §6a): the statuses, steps, roles, calls, documents and deadlines
 * of one area's application, as data. The project area (issue 10) declares one here and the certification
 * area declares its own of the same shape; the BPMN, the gateway's step routes, the workers' status
 * topic, the status tabs and the pages read the declaration instead of repeating it.
 */

export interface StatusDeclaration {
  zh: string;
  en: string;
  /** No step follows: the application is done with (registered, recalled, aborted …). */
  final?: boolean;
}

/** Who acts on a step; the BPMN turns it into candidate groups or an assignee (architecture §4). */
export type StepRole =
  | 'registry' // 国家管理员 (candidate group country)
  | 'owner' // the applying company's representatives (org:<custId>)
  | 'body' // the validation or verification body named on the application (org:<approvalAuthority>)
  | 'expert'; // each appointed expert (assignee)

/** A deadline of a step: working days on the trade calendar, or calendar days from an event. */
export type Deadline =
  | { kind: 'workingDays'; days: number; param?: string }
  | { kind: 'calendarDays'; days: number; from: 'publicityStart' | 'taskCreated' };

export interface DocumentRequirement {
  /** Electronic document type code (attachment type_no). */
  typeNo: string;
  required: boolean;
}

/** One user task of the chain. */
export interface StepDeclaration<Status extends string = string> {
  /** The user task's id in the BPMN. */
  taskKey: string;
  workflowType: string;
  role: StepRole;
  /** The call that completes the step (POST), relative to /api. */
  call: string;
  funcCode: string;
  /** The application's status while the step waits. */
  activeStatus: Status;
  /** Statuses the step's outcome sets: approved (or done) and returned. */
  approved: Status;
  returned?: Status;
  /** The step a return goes back to (its taskKey), when it is not the owner's editing. */
  returnsTo?: string;
  documents: readonly DocumentRequirement[];
  /** The business-document setting (electronic documents) that lists this step's documents. */
  documentBusiness?: string;
  deadline?: Deadline;
  /** The page a task of this type opens (My Tasks routes to it). */
  page: string;
  zh: string;
  en: string;
}

export interface LifecycleDeclaration<Status extends string = string> {
  area: string;
  /** Business type in outbox, operation log and attachments. */
  businessType: string;
  /** Process definition key of the main chain. */
  processKey: string;
  statuses: Readonly<Record<Status, StatusDeclaration>>;
  steps: readonly StepDeclaration<Status>[];
  /** Allowed status changes made by the workers' status topic: target → the statuses it may come from. */
  transitions: Readonly<Partial<Record<Status, readonly Status[]>>>;
  /** Status tabs of the lists (getProjectApplyStatusCount): a tab is a set of statuses. */
  tabs: readonly { key: string; zh: string; en: string; statuses: readonly Status[] }[];
}

export const stepByWorkflowType = <S extends string>(l: LifecycleDeclaration<S>, workflowType: string) =>
  l.steps.find((s) => s.workflowType === workflowType);
export const stepByTaskKey = <S extends string>(l: LifecycleDeclaration<S>, taskKey: string) => l.steps.find((s) => s.taskKey === taskKey);
/** The step of a lifecycle by its task key; a declaration naming a step its lifecycle lacks fails at once (at start-up, not in a request). */
export const stepOf = <S extends string>(l: LifecycleDeclaration<S>, taskKey: string): StepDeclaration<S> => {
  const step = stepByTaskKey(l, taskKey);
  if (!step) throw new Error(`no ${l.area} step ${taskKey} in the lifecycle declaration`);
  return step;
};
/**
 * The step an application waits on in this status, among a lifecycle's steps or a page's (a row's open task is shown
 * only when it is this step's).
 */
export const stepWaitingIn = <S extends string>(l: Pick<LifecycleDeclaration<S>, 'steps'>, status: string) => l.steps.find((s) => s.activeStatus === status);
export const statusName = <S extends string>(l: LifecycleDeclaration<S>, status: string, lang: 'zh' | 'en') =>
  (l.statuses as Record<string, StatusDeclaration>)[status]?.[lang] ?? status;
/** May the status topic move an application from `from` to `to`? */
export const canTransition = <S extends string>(l: LifecycleDeclaration<S>, from: string, to: string) =>
  ((l.transitions as Record<string, readonly string[] | undefined>)[to] ?? []).includes(from);
/**
 * The step that becomes active when the status moves from `from` to `to` (its actors are told: action-notices.ts):
 * the step that waits in `to`, else the step a return from `from` goes back to (登记申请退回 reopens 申请登记);
 * none when no step waits (公示中, 审核退回 for the owner's editing, a final status).
 */
export const stepBecomingActive = <S extends string>(l: LifecycleDeclaration<S>, from: string, to: string): StepDeclaration<S> | undefined => {
  const waiting = stepWaitingIn(l, to);
  if (waiting) return waiting;
  const returnedFrom = l.steps.find((s) => s.activeStatus === from && s.returned === to && s.returnsTo);
  return returnedFrom ? stepByTaskKey(l, returnedFrom.returnsTo!) : undefined;
};
