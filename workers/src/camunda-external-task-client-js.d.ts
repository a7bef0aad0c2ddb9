/**
 * Types for camunda-external-task-client-js 3.1.0, which ships none: only the parts the workers use,
 * written from the library's source (lib/Client.js, TaskService.js, Variables.js, BasicAuthInterceptor.js).
 */
declare module 'camunda-external-task-client-js' {
  import { EventEmitter } from 'node:events';

  /** got request options in, got request options out (the library applies them to every engine call). */
  export type Interceptor = (config: Record<string, any>) => Record<string, any>;

  export interface ClientOptions {
    baseUrl: string;
    workerId?: string;
    maxTasks?: number;
    maxParallelExecutions?: number;
    interval?: number;
    lockDuration?: number;
    autoPoll?: boolean;
    asyncResponseTimeout?: number;
    usePriority?: boolean;
    interceptors?: Interceptor | Interceptor[];
  }

  export interface SubscribeOptions {
    lockDuration?: number;
    variables?: string[];
    localVariables?: boolean;
    businessKey?: string;
    processDefinitionKey?: string;
    includeExtensionProperties?: boolean;
  }

  export interface TypedValue {
    type: string;
    value: unknown;
    valueInfo?: Record<string, unknown>;
  }

  export class Variables {
    constructor(initial?: Record<string, TypedValue>, options?: Record<string, unknown>);
    get(name: string): any;
    getTyped(name: string): TypedValue | null;
    getAll(): Record<string, any>;
    getAllTyped(): Record<string, TypedValue>;
    getDirtyVariables(): Record<string, TypedValue>;
    set(name: string, value: unknown): Variables;
    setTyped(name: string, typed: TypedValue): Variables;
    setAll(values: Record<string, unknown>): Variables;
  }

  /** A locked external task as fetchAndLock returns it (variables wrapped in a read-only Variables). */
  export interface Task {
    id: string;
    topicName: string;
    workerId: string;
    businessKey: string | null;
    processInstanceId: string;
    processDefinitionId?: string;
    processDefinitionKey?: string;
    activityId?: string;
    activityInstanceId?: string;
    executionId?: string;
    retries: number | null;
    errorMessage?: string | null;
    priority?: number;
    tenantId?: string | null;
    lockExpirationTime?: string;
    variables: Variables;
  }

  export interface HandleFailureOptions {
    errorMessage?: string;
    errorDetails?: string;
    retries?: number;
    retryTimeout?: number;
  }

  export interface TaskService {
    complete(task: Task | string, variables?: Variables, localVariables?: Variables): Promise<void>;
    handleFailure(task: Task | string, options: HandleFailureOptions): Promise<void>;
    handleBpmnError(task: Task | string, errorCode: string, errorMessage?: string, variables?: Variables): Promise<void>;
    extendLock(task: Task | string, newDuration: number): Promise<void>;
    unlock(task: Task | string): Promise<void>;
  }

  export type Handler = (args: { task: Task; taskService: TaskService }) => Promise<void> | void;

  export class Client extends EventEmitter {
    constructor(options: ClientOptions);
    subscribe(topic: string, options: SubscribeOptions, handler: Handler): { unsubscribe(): void };
    start(): void;
    stop(): void;
  }

  export const BasicAuthInterceptor: new (options: { username: string; password: string }) => Interceptor;
}
