import { XMLParser } from 'fast-xml-parser';
import { workflowTypes } from '@ccer/contracts';
import type { EngineClient } from './engine-client.ts';

/**
 * What the BPMN says about each user task: its workflowType and function code, declared as
 * camunda:properties on the task. Definitions never change once deployed, so each is read once.
 */
export interface TaskMeta {
  workflowType: string | null;
  funcCode: string | null;
}
export interface DefinitionMeta {
  key: string;
  name: string | null;
  tasks: Record<string, TaskMeta>;
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true, isArray: (_name, _path, _leaf, isAttribute) => !isAttribute });

/** Parses a BPMN document into per-task metadata. */
export function parseDefinitionMeta(xml: string): Array<DefinitionMeta> {
  const doc = parser.parse(xml);
  const out: DefinitionMeta[] = [];
  for (const defs of doc.definitions ?? []) {
    for (const proc of defs.process ?? []) {
      const tasks: Record<string, TaskMeta> = {};
      // user tasks at any depth: embedded and event subprocesses hold tasks too
      const collect = (scope: any) => {
        for (const task of scope.userTask ?? []) {
          const props: Record<string, string> = {};
          for (const ext of task.extensionElements ?? []) {
            for (const group of ext.properties ?? []) {
              for (const p of group.property ?? []) props[p['@name']] = p['@value'];
            }
          }
          tasks[task['@id']] = { workflowType: props.workflowType ?? null, funcCode: props.funcCode ?? null };
        }
        for (const sub of scope.subProcess ?? []) collect(sub);
      };
      collect(proc);
      out.push({ key: proc['@id'], name: proc['@name'] ?? null, tasks });
    }
  }
  return out;
}

/** The business type of a whole definition: its key when that is a workflowType, else its first typed user task's. */
export function definitionWorkflowType(def: Pick<DefinitionMeta, 'key' | 'tasks'>): string | null {
  if ((workflowTypes as readonly string[]).includes(def.key)) return def.key;
  return Object.values(def.tasks).find((t) => t.workflowType)?.workflowType ?? null;
}

/** The function code of a whole definition: its first user task's that carries one (the area its tasks belong to). */
export function definitionFuncCode(def: Pick<DefinitionMeta, 'tasks'>): string | null {
  return Object.values(def.tasks).find((t) => t.funcCode)?.funcCode ?? null;
}

export class ProcessMetaCache {
  private readonly byDefinitionId = new Map<string, Promise<DefinitionMeta>>();
  /** workflowType → task definition keys, from every definition read so far. */
  private readonly taskKeysByType = new Map<string, Set<string>>();
  /** workflowType → keys of the definitions of that business type (definitionWorkflowType). */
  private readonly processKeysByType = new Map<string, Set<string>>();

  constructor(private readonly engine: EngineClient) {}

  /** Registers the BPMN files the gateway deploys, so filters by workflowType work from the start. */
  learn(xml: string): void {
    for (const def of parseDefinitionMeta(xml)) this.index(def);
  }

  get(definitionId: string): Promise<DefinitionMeta> {
    let meta = this.byDefinitionId.get(definitionId);
    if (!meta) {
      meta = this.engine.processDefinitionXml(definitionId).then((r) => {
        const def = parseDefinitionMeta(r.bpmn20Xml).find((d) => definitionId.startsWith(`${d.key}:`)) ?? parseDefinitionMeta(r.bpmn20Xml)[0];
        this.index(def);
        return def;
      });
      meta.catch(() => this.byDefinitionId.delete(definitionId));
      this.byDefinitionId.set(definitionId, meta);
    }
    return meta;
  }

  taskKeysFor(workflowType: string): string[] {
    return [...(this.taskKeysByType.get(workflowType) ?? [])];
  }

  processKeysFor(workflowType: string): string[] {
    return [...(this.processKeysByType.get(workflowType) ?? [])];
  }

  private index(def: DefinitionMeta): void {
    const own = definitionWorkflowType(def);
    if (own) {
      if (!this.processKeysByType.has(own)) this.processKeysByType.set(own, new Set());
      this.processKeysByType.get(own)!.add(def.key);
    }
    for (const [taskKey, meta] of Object.entries(def.tasks)) {
      if (!meta.workflowType) continue;
      if (!this.taskKeysByType.has(meta.workflowType)) this.taskKeysByType.set(meta.workflowType, new Set());
      this.taskKeysByType.get(meta.workflowType)!.add(taskKey);
    }
  }
}
