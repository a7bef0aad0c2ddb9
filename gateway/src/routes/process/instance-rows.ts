import type { FastifyInstance } from 'fastify';
import type { InstanceRow } from '@ccer/contracts';
import type { HistoricProcessInstance } from '../../engine/types.ts';
import { businessOfInstances } from '../../domain/tasks/business-lookups.ts';
import { personNames } from '../../domain/operators/person-names.ts';
import { toInstanceRow } from './instance-view.ts';
import { STARTER_VARIABLE } from './instance-detail.ts';

/**
 * The rows of a page of historic instances (流程实例, 我的申请, 企业申请, an ended instance): each with its starter (the
 * `initiator` variable) and the starter's name, and its business, in one engine call and two queries whatever the
 * page's size.
 */
export async function instanceRows(app: FastifyInstance, page: HistoricProcessInstance[]): Promise<InstanceRow[]> {
  const ids = page.map((h) => h.id);
  const [starters, business] = await Promise.all([ids.length ? app.engine.historicVariableOf(STARTER_VARIABLE, ids) : Promise.resolve([]), businessOfInstances(app.db, page)]);
  const starterOf = new Map(starters.map((v) => [v.processInstanceId, typeof v.value === 'string' ? v.value : null]));
  const people = await personNames(app.db, starterOf.values());
  return page.map((h) => toInstanceRow(h, starterOf.get(h.id) ?? null, business.get(h.id), people));
}
