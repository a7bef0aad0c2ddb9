import type { ErrorCode } from '@ccer/contracts';
import { toEngineVariables } from './variables.ts';
import type {
  EngineDeployment,
  EngineIncident,
  EngineProcessDefinition,
  EngineProcessInstance,
  EngineTask,
  HistoricActivity,
  HistoricProcessInstance,
  HistoricProcessInstanceQuery,
  HistoricTask,
  HistoricVariable,
  HistoricVariableUpdate,
  TaskQuery,
} from './types.ts';

/**
 * The one typed module for Camunda 7's REST API. Engine errors become EngineError with the HTTP
 * status and code the gateway answers with (a task someone else holds → 409).
 */
export class EngineError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    /** Message token shown to users (contracts/messages). */
    readonly userMessage: string,
    readonly engineType?: string,
    engineMessage?: string,
  ) {
    super(engineMessage ?? userMessage);
  }
}

export interface EngineClientOptions {
  baseUrl: string;
  user: string;
  password: string;
  timeoutMs?: number;
}

export interface DeployFile {
  name: string;
  content: string;
}

type Paging = { firstResult?: number; maxResults?: number };

export class EngineClient {
  private readonly auth: string;
  private readonly timeoutMs: number;

  constructor(private readonly opts: EngineClientOptions) {
    this.auth = 'Basic ' + Buffer.from(`${opts.user}:${opts.password}`).toString('base64');
    this.timeoutMs = opts.timeoutMs ?? 15000;
  }

  // ---- deployment and definitions
  /** Deploys with duplicate filtering: an unchanged resource set creates no new version. */
  async deploy(name: string, files: DeployFile[], source = 'ccer-gateway'): Promise<EngineDeployment> {
    const form = new FormData();
    form.set('deployment-name', name);
    form.set('deployment-source', source);
    form.set('enable-duplicate-filtering', 'true');
    form.set('deploy-changed-only', 'true');
    for (const f of files) form.set(f.name, new Blob([f.content]), f.name);
    return this.call('POST', '/deployment/create', { form });
  }

  processDefinitionXml(id: string): Promise<{ id: string; bpmn20Xml: string }> {
    return this.call('GET', `/process-definition/${encodeURIComponent(id)}/xml`);
  }

  processDefinitions(query: Record<string, string | number | boolean>): Promise<EngineProcessDefinition[]> {
    return this.call('GET', '/process-definition', { query });
  }

  // ---- process instances
  startProcess(key: string, businessKey: string, variables: Record<string, unknown> = {}): Promise<EngineProcessInstance> {
    return this.call('POST', `/process-definition/key/${encodeURIComponent(key)}/start`, {
      body: { businessKey, variables: toEngineVariables(variables) },
    });
  }

  processInstances(query: { businessKey?: string; processDefinitionKey?: string; processInstanceIds?: string }): Promise<EngineProcessInstance[]> {
    return this.call('GET', '/process-instance', { query });
  }

  setSuspended(processInstanceId: string, suspended: boolean): Promise<void> {
    return this.call('PUT', `/process-instance/${encodeURIComponent(processInstanceId)}/suspended`, { body: { suspended } });
  }

  /**
   * Ends instances with a reason the engine keeps as their delete reason. Only the batch call
   * takes a reason (DELETE /process-instance/{id} does not), so this runs on the job executor.
   */
  deleteProcessInstancesAsync(processInstanceIds: string[], deleteReason: string): Promise<{ id: string }> {
    return this.call('POST', '/process-instance/delete', { body: { processInstanceIds, deleteReason } });
  }

  /** Open incidents of an instance (failed jobs, external tasks out of retries). */
  incidents(processInstanceId: string): Promise<EngineIncident[]> {
    return this.call('GET', '/incident', { query: { processInstanceId } });
  }

  /** Executions of a business waiting for a message (to make correlation idempotent). */
  executionsWaitingFor(businessKey: string, messageName: string): Promise<Array<{ id: string; processInstanceId: string }>> {
    return this.call('GET', '/execution', { query: { businessKey, messageEventSubscriptionName: messageName } });
  }

  correlateMessage(messageName: string, businessKey: string, processVariables: Record<string, unknown> = {}): Promise<unknown> {
    return this.call('POST', '/message', {
      body: { messageName, businessKey, processVariables: toEngineVariables(processVariables), resultEnabled: true },
    });
  }

  // ---- tasks
  queryTasks(query: TaskQuery, paging: Paging = {}): Promise<EngineTask[]> {
    return this.call('POST', '/task', { body: query, query: paging });
  }

  async countTasks(query: TaskQuery): Promise<number> {
    const { sorting: _ignored, ...rest } = query;
    const r = await this.call<{ count: number }>('POST', '/task/count', { body: rest });
    return r.count;
  }

  task(id: string): Promise<EngineTask> {
    return this.call('GET', `/task/${encodeURIComponent(id)}`);
  }

  claim(taskId: string, userId: string): Promise<void> {
    return this.call('POST', `/task/${encodeURIComponent(taskId)}/claim`, { body: { userId } });
  }

  unclaim(taskId: string): Promise<void> {
    return this.call('POST', `/task/${encodeURIComponent(taskId)}/unclaim`, { body: {} });
  }

  complete(taskId: string, variables: Record<string, unknown> = {}): Promise<unknown> {
    return this.call('POST', `/task/${encodeURIComponent(taskId)}/complete`, { body: { variables: toEngineVariables(variables) } });
  }

  addComment(taskId: string, message: string): Promise<unknown> {
    return this.call('POST', `/task/${encodeURIComponent(taskId)}/comment/create`, { body: { message } });
  }

  // ---- history
  historicProcessInstances(query: Record<string, string>): Promise<HistoricProcessInstance[]> {
    return this.call('GET', '/history/process-instance', { query });
  }

  queryHistoricProcessInstances(query: HistoricProcessInstanceQuery, paging: Paging = {}): Promise<HistoricProcessInstance[]> {
    return this.call('POST', '/history/process-instance', { body: query, query: paging });
  }

  async countHistoricProcessInstances(query: HistoricProcessInstanceQuery): Promise<number> {
    const { sorting: _ignored, ...rest } = query;
    const r = await this.call<{ count: number }>('POST', '/history/process-instance/count', { body: rest });
    return r.count;
  }

  historicProcessInstance(id: string): Promise<HistoricProcessInstance> {
    return this.call('GET', `/history/process-instance/${encodeURIComponent(id)}`);
  }

  /** One variable of many instances in one call (e.g. the starter of each row of a page). */
  historicVariableOf(variableName: string, processInstanceIds: string[]): Promise<HistoricVariable[]> {
    return this.call('POST', '/history/variable-instance', {
      body: { variableName, processInstanceIdIn: processInstanceIds },
      query: { deserializeValues: false },
    });
  }

  /** Every value every variable of an instance took, oldest first. */
  historicVariableUpdates(processInstanceId: string): Promise<HistoricVariableUpdate[]> {
    return this.call('GET', '/history/detail', {
      query: { processInstanceId, variableUpdates: true, deserializeValues: false, sortBy: 'time', sortOrder: 'asc' },
    });
  }

  historicActivities(processInstanceId: string): Promise<HistoricActivity[]> {
    return this.call('GET', '/history/activity-instance', {
      query: { processInstanceId, sortBy: 'startTime', sortOrder: 'asc' },
    });
  }

  historicTasks(query: Record<string, string>): Promise<HistoricTask[]> {
    return this.call('GET', '/history/task', { query });
  }

  historicVariables(processInstanceId: string): Promise<HistoricVariable[]> {
    return this.call('GET', '/history/variable-instance', { query: { processInstanceId, deserializeValues: 'false' } });
  }

  version(): Promise<{ version: string }> {
    return this.call('GET', '/version');
  }

  // ---- transport
  async call<T>(
    method: string,
    path: string,
    opts: { body?: unknown; query?: Record<string, unknown>; form?: FormData } = {},
  ): Promise<T> {
    const qs = opts.query
      ? '?' +
        new URLSearchParams(
          Object.entries(opts.query)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, String(v)]),
        ).toString()
      : '';
    const headers: Record<string, string> = { Authorization: this.auth, Accept: 'application/json' };
    let body: BodyInit | undefined;
    if (opts.form) body = opts.form;
    else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    let res: Response;
    try {
      res = await fetch(this.opts.baseUrl + path + (qs === '?' ? '' : qs), {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (e) {
      throw new EngineError(503, 'ENGINE_UNAVAILABLE', 'engineUnavailable', 'Unreachable', (e as Error).message);
    }
    if (res.status === 204) return undefined as T;
    const text = await res.text();
    const data = text ? JSON.parse(text) : undefined;
    if (res.ok) return data as T;
    throw mapEngineError(res.status, data?.type, data?.message ?? text);
  }
}

/** Maps a Camunda REST error onto the gateway's statuses. */
export function mapEngineError(status: number, type: string | undefined, message: string): EngineError {
  if (type === 'TaskAlreadyClaimedException' || /is already claimed by someone else/i.test(message)) {
    return new EngineError(409, 'TASK_CLAIMED', 'taskClaimedByOther', type, message);
  }
  if (status === 404 || /cannot find task|No task found|task .* does not exist/i.test(message)) {
    return new EngineError(404, 'NOT_FOUND', 'taskNotFound', type, message);
  }
  if (type === 'OptimisticLockingException') return new EngineError(409, 'CONFLICT', 'staleVersion', type, message);
  if (status === 401 || status === 403) return new EngineError(503, 'ENGINE_UNAVAILABLE', 'engineUnavailable', type, message);
  if (status >= 500) return new EngineError(502, 'INTERNAL', 'serverError', type, message);
  return new EngineError(400, 'BAD_REQUEST', message, type, message);
}
