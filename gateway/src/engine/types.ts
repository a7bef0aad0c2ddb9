/** The parts of Camunda 7 REST resources the gateway reads. */
export interface EngineTask {
  id: string;
  name: string | null;
  assignee: string | null;
  owner: string | null;
  created: string;
  due: string | null;
  followUp: string | null;
  delegationState: string | null;
  description: string | null;
  executionId: string;
  parentTaskId: string | null;
  priority: number;
  processDefinitionId: string;
  processInstanceId: string;
  taskDefinitionKey: string;
  suspended: boolean;
  formKey: string | null;
  /** A camunda:formRef (Camunda Forms, form-js), when the task declares one. */
  camundaFormRef?: { key: string; binding: string; version: number | null } | null;
  tenantId: string | null;
}

export interface EngineProcessInstance {
  id: string;
  definitionId: string;
  businessKey: string | null;
  ended: boolean;
  suspended: boolean;
}

export interface EngineProcessDefinition {
  id: string;
  key: string;
  name: string | null;
  version: number;
  category: string | null;
  description: string | null;
  deploymentId: string;
  suspended: boolean;
}

export interface EngineDeployment {
  id: string;
  name: string | null;
  deploymentTime: string;
  deployedProcessDefinitions: Record<string, EngineProcessDefinition> | null;
}

/** A row of GET /deployment (the list call carries no definitions). */
export interface EngineDeploymentRow {
  id: string;
  name: string | null;
  source: string | null;
  deploymentTime: string;
  tenantId: string | null;
}

export interface HistoricActivity {
  id: string;
  activityId: string;
  activityName: string | null;
  activityType: string;
  assignee: string | null;
  taskId: string | null;
  startTime: string;
  endTime: string | null;
  durationInMillis: number | null;
  canceled: boolean;
}

export interface HistoricTask {
  id: string;
  name: string | null;
  assignee: string | null;
  startTime: string;
  endTime: string | null;
  deleteReason: string | null;
  taskDefinitionKey: string;
  processInstanceId: string;
  processDefinitionId?: string;
  /** The task's activity instance: the variable updates of its completion carry it. */
  activityInstanceId?: string;
  /** Milliseconds from creation to end. */
  duration?: number | null;
}

/** A historic task query body (POST /history/task); only the filters the gateway uses. */
export interface HistoricTaskQuery {
  taskId?: string;
  taskAssignee?: string;
  finished?: boolean;
  taskDefinitionKeyIn?: string[];
  taskNameLike?: string;
  /** `completed` for a task someone completed (ended instances leave `deleted`). */
  taskDeleteReason?: string;
  processInstanceBusinessKeyIn?: string[];
  sorting?: Array<{ sortBy: string; sortOrder: 'asc' | 'desc' }>;
}

export interface HistoricProcessInstance {
  id: string;
  businessKey: string | null;
  processDefinitionId: string;
  processDefinitionKey: string;
  processDefinitionName: string | null;
  processDefinitionVersion: number | null;
  state: 'ACTIVE' | 'SUSPENDED' | 'COMPLETED' | 'EXTERNALLY_TERMINATED' | 'INTERNALLY_TERMINATED';
  startTime: string;
  endTime: string | null;
  deleteReason: string | null;
}

/** A historic process-instance query body (POST /history/process-instance); only the filters the gateway uses. */
export interface HistoricProcessInstanceQuery {
  processInstanceId?: string;
  processInstanceIds?: string[];
  processDefinitionNameLike?: string;
  processInstanceBusinessKeyLike?: string;
  processDefinitionKeyIn?: string[];
  active?: boolean;
  suspended?: boolean;
  finished?: boolean;
  variables?: Array<{ name: string; operator: 'eq' | 'like'; value: unknown }>;
  sorting?: Array<{ sortBy: string; sortOrder: 'asc' | 'desc' }>;
}

/** One historic variable update (GET /history/detail?variableUpdates=true). */
export interface HistoricVariableUpdate {
  id: string;
  type: string;
  variableName: string;
  variableType: string;
  value: unknown;
  taskId: string | null;
  activityInstanceId: string | null;
  executionId: string | null;
  time: string;
  revision: number;
}

export interface EngineIncident {
  id: string;
  activityId: string | null;
  incidentType: string;
  incidentMessage: string | null;
  processInstanceId: string;
}

export interface HistoricVariable {
  name: string;
  value: unknown;
  type: string;
  processInstanceId: string;
  /** The scope: the process instance's id for process variables, an activity instance's for local ones. */
  activityInstanceId?: string | null;
}

/** A task query body (POST /task); only the filters the gateway uses are typed. */
export interface TaskQuery {
  taskId?: string;
  taskIdIn?: string[];
  parentTaskId?: string;
  assignee?: string;
  candidateGroups?: string[];
  includeAssignedTasks?: boolean;
  processDefinitionKey?: string;
  processDefinitionKeyIn?: string[];
  processInstanceBusinessKey?: string;
  processInstanceBusinessKeyIn?: string[];
  processInstanceId?: string;
  processInstanceIdIn?: string[];
  taskDefinitionKey?: string;
  taskDefinitionKeyIn?: string[];
  nameLike?: string;
  active?: boolean;
  orQueries?: TaskQuery[];
  sorting?: Array<{ sortBy: string; sortOrder: 'asc' | 'desc' }>;
}

/**
 * Our engine's inbox query (POST /ccer/inbox, engine/.../InboxResource.java): the active tasks
 * assigned to `assignee` or unassigned in one of `candidateGroups`, the same rows as the task query
 * `{ orQueries: [{ assignee, candidateGroups }], active: true }` newest first, with the total (and
 * per task key counts when asked) in the same call. The filters read as the task query's.
 */
export interface InboxQuery {
  assignee: string;
  candidateGroups?: string[];
  taskId?: string;
  taskDefinitionKeyIn?: string[];
  nameLike?: string;
  processInstanceBusinessKeyIn?: string[];
  firstResult?: number;
  /** 0 (the default) counts only. */
  maxResults?: number;
  countByTaskKey?: boolean;
}

/** One inbox row: the task fields an inbox shows. */
export type InboxTask = Pick<
  EngineTask,
  'id' | 'name' | 'assignee' | 'owner' | 'created' | 'due' | 'delegationState' | 'parentTaskId' | 'processDefinitionId' | 'processInstanceId' | 'taskDefinitionKey' | 'executionId'
>;

export interface InboxPage {
  tasks: InboxTask[];
  count: number;
  countByTaskKey?: Record<string, number>;
}

/** A stand-alone task or subtask (POST /task/create). */
export interface NewEngineTask {
  id: string;
  name: string;
  description?: string;
  assignee?: string;
  owner?: string;
  parentTaskId?: string;
}

/** One instruction of a process-instance modification. */
export type ModificationInstruction =
  | { type: 'startBeforeActivity'; activityId: string }
  | { type: 'cancel'; activityInstanceId: string };

export interface EngineAttachment {
  id: string;
  name: string | null;
  description: string | null;
  taskId: string | null;
  type: string | null;
  url: string | null;
  createTime: string | null;
}

/** A job (GET /job); timers are the jobs of timer events. */
export interface EngineJob {
  id: string;
  jobDefinitionId: string;
  processInstanceId: string | null;
  processDefinitionKey: string | null;
  executionId: string | null;
  dueDate: string | null;
  retries: number;
  suspended: boolean;
  createTime: string | null;
}

/** One file of a deployment (GET /deployment/{id}/resources). */
export interface EngineResource {
  id: string;
  name: string;
  deploymentId: string;
}

/** One instruction of a migration plan (source activity → target activity). */
export interface EngineMigrationInstruction {
  sourceActivityIds: string[];
  targetActivityIds: string[];
  updateEventTrigger: boolean;
}

/** A migration plan as POST /migration/generate returns it and /migration/execute takes it. */
export interface EngineMigrationPlan {
  sourceProcessDefinitionId: string;
  targetProcessDefinitionId: string;
  instructions: EngineMigrationInstruction[];
  variables?: Record<string, unknown> | null;
}

/** POST /migration/validate: the instructions the engine refuses, each with its failures. */
export interface EngineMigrationPlanReport {
  instructionReports: Array<{ instruction: EngineMigrationInstruction; failures: string[] }>;
  variableReports?: Record<string, { failures: string[] }> | null;
}
