import type { LifecycleDeclaration } from '@ccer/contracts';
import type { Chain } from './progress-nodes.ts';

/** The BPMN activities a straight chain starts and ends at (its start event, its end events). */
export interface LinearChainEnds {
  start: { activityId: string; zh: string; en: string };
  end: { activityIds: readonly string[]; zh: string; en: string };
}

/**
 * The progress chain of a lifecycle whose BPMN runs its steps one after another (no publicity period, no recall
 * branch: offsets, print requests, bad-behaviour measures): the start, every declared step in order, the end.
 * A rejection ends the chain at a step; the nodes after it stay todo and the step keeps its opinion.
 */
export function linearChain(lifecycle: LifecycleDeclaration, ends: LinearChainEnds): Chain {
  return {
    start: { key: 'submit', activityIds: [ends.start.activityId], zh: ends.start.zh, en: ends.start.en },
    steps: lifecycle.steps,
    end: { key: 'end', activityIds: ends.end.activityIds, zh: ends.end.zh, en: ends.end.en },
  };
}
