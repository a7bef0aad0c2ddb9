import type { Navigation } from '../../navigation/navigation';
import { flattenMenu } from '../../navigation/menu-tree';

/** Where an area's own path leads: `target` when the person has it, else the first page of the area's menu they have. */
export function areaLanding(nav: Pick<Navigation, 'table' | 'byId'>, target: string, areaMenuId: string): string {
  const routed = new Set(nav.table.filter((e) => !e.hidden).map((e) => e.path));
  if (routed.has(target)) return target;
  const area = nav.byId.get(areaMenuId);
  const first = area ? flattenMenu(area.children).find((n) => routed.has(n.path)) : undefined;
  return first?.path ?? '/404';
}
