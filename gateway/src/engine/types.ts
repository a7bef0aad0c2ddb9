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
  assignee?: string;
  candidateGroups?: string[];
  includeAssignedTasks?: boolean;
  processDefinitionKey?: string;
  processDefinitionKeyIn?: string[];
  processInstanceBusinessKey?: string;
  processInstanceBusinessKeyIn?: string[];
  processInstanceId?: string;
  taskDefinitionKey?: string;
  taskDefinitionKeyIn?: string[];
  nameLike?: string;
  active?: boolean;
  orQueries?: TaskQuery[];
  sorting?: Array<{ sortBy: string; sortOrder: 'asc' | 'desc' }>;
}
