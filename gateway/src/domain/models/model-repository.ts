import type { Knex } from 'knex';
import type { ModelRow, ModelStatus } from '@ccer/contracts';
import type { EngineProcessDefinition } from '../../engine/types.ts';
import { likeText } from '../like-text.ts';

/** A process_model row → the list/detail shape. */
export function toModelRow(r: Record<string, unknown>): ModelRow {
  return {
    id: r.id as string,
    source: 'model',
    modelKey: r.model_key as string,
    name: r.name as string,
    category: (r.category as string | null) ?? null,
    description: (r.description as string | null) ?? null,
    businessType: (r.business_type as string | null) ?? null,
    status: r.status as ModelStatus,
    deployedVersion: (r.deployed_version as number | null) ?? null,
    deploymentId: (r.deployment_id as string | null) ?? null,
    updatedAt: r.updated_at ? new Date(r.updated_at as string).toISOString() : null,
    updatedBy: (r.updated_by as string | null) ?? null,
    version: r.version as number,
  };
}

/**
 * A definition deployed without a model row (processes/ at start, or Cockpit): shown as published.
 * The engine's `category` is the document's targetNamespace, not a category a person chose.
 */
export function engineOnlyRow(d: EngineProcessDefinition): ModelRow {
  return {
    id: null,
    source: 'engine',
    modelKey: d.key,
    name: d.name ?? d.key,
    category: null,
    description: d.description ?? null,
    businessType: null,
    status: 'published',
    deployedVersion: d.version,
    deploymentId: d.deploymentId,
    updatedAt: null,
    updatedBy: null,
    version: 0,
  };
}

export interface ModelFilter {
  name?: string;
  modelKey?: string;
  category?: string;
  status?: ModelStatus;
}

export function filterModels(q: Knex.QueryBuilder, f: ModelFilter): Knex.QueryBuilder {
  if (f.name) q.whereILike('name', likeText(f.name));
  if (f.modelKey) q.whereILike('model_key', likeText(f.modelKey));
  if (f.category) q.whereILike('category', likeText(f.category));
  if (f.status) q.where('status', f.status);
  return q;
}

/** The same filter on engine-only rows (they have no category and are always published). */
export function matchesEngineRow(row: ModelRow, f: ModelFilter): boolean {
  const like = (v: string | null, part?: string) => !part || (v ?? '').toLowerCase().includes(part.toLowerCase());
  if (f.category) return false;
  if (f.status && f.status !== 'published') return false;
  return like(row.name, f.name) && like(row.modelKey, f.modelKey);
}

/**
 * One page of the union "model rows, then engine-only definitions": model rows are paged in SQL
 * (newest change first), the engine-only rows (few: one per deployed process key) fill the rest.
 */
export function pageOfUnion(modelCount: number, pageNumber: number, pageSize: number) {
  const start = (pageNumber - 1) * pageSize;
  const modelOffset = Math.min(start, modelCount);
  const modelLimit = Math.max(0, Math.min(pageSize, modelCount - start));
  const engineOffset = Math.max(0, start - modelCount);
  const engineLimit = pageSize - modelLimit;
  return { modelOffset, modelLimit, engineOffset, engineLimit };
}

/** Status after a draft is saved: never deployed → unpublished, otherwise modified (not yet published). */
export const draftStatus = (deployedVersion: number | null | undefined): ModelStatus => (deployedVersion ? 'modified' : 'unpublished');
