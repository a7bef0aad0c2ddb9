import type { Lang, ProgressNode, StepDeclaration } from '@ccer/contracts';
import type { HistoricActivity } from '../../engine/types.ts';

/**
 * An application's progress as nodes done and to come (apply-process, process_nodes): a lifecycle's
 * declared steps between a start and an end, mapped from the instance's historic activities. Pure: the
 * route reads the history in a fixed number of engine calls and hands it here (unit-tested).
 */

/** A node of a chain: one of the BPMN's activities (a user task is its step's taskKey). */
export interface ChainNode {
  key: string;
  /** The activities that make the node happen (a resubmission's catch event counts as 提交 again). */
  activityIds: readonly string[];
  zh: string;
  en: string;
}

/** A chain to show: start, the declared steps in order (with periods between them, such as the publicity), end. */
export interface Chain {
  start: ChainNode;
  steps: readonly (StepDeclaration | ChainNode)[];
  end: ChainNode;
}

export interface Decision {
  result: 'approved' | 'returned' | null;
  opinion: string | null;
}

export const stepNode = (s: StepDeclaration | ChainNode): ChainNode => ('taskKey' in s ? { key: s.taskKey, activityIds: [s.taskKey], zh: s.zh, en: s.en } : s);

/**
 * The runs of one node, split into rounds: a round is what one entry into the step started (the
 * experts' parallel tasks together); a new round begins when an activity starts after every activity
 * of the round before has ended (a return brought the application back).
 */
export function roundsOf(activities: readonly HistoricActivity[]): HistoricActivity[][] {
  const rounds: HistoricActivity[][] = [];
  for (const a of activities) {
    const current = rounds.at(-1);
    const ended = current?.every((c) => c.endTime && c.endTime <= a.startTime);
    if (!current || ended) rounds.push([a]);
    else current.push(a);
  }
  return rounds;
}

/**
 * Nodes of a chain from its history (activities oldest first; canceled ones — alternatives the
 * event gateway did not take, tasks of an ended instance — never count). A node whose last round is
 * open is active; ended, done; never reached, todo. A node after the active one that ran before (a
 * return sent the application back) is todo again, keeping its last result and opinion to show why.
 */
export function progressNodes(
  chain: Chain,
  activities: readonly HistoricActivity[],
  decisions: ReadonlyMap<string, Decision>,
  lang: Lang,
  starter?: string | null,
): ProgressNode[] {
  const byActivity = new Map<string, HistoricActivity[]>();
  for (const a of activities) {
    if (a.canceled) continue;
    byActivity.set(a.activityId, [...(byActivity.get(a.activityId) ?? []), a]);
  }
  const all: ChainNode[] = [chain.start, ...chain.steps.map(stepNode), chain.end];
  const nodes = all.map((n): ProgressNode & { lastStart: string | null } => {
    const runs = n.activityIds.flatMap((id) => byActivity.get(id) ?? []).sort((a, b) => a.startTime.localeCompare(b.startTime));
    const rounds = roundsOf(runs);
    const last = rounds.at(-1) ?? [];
    const open = last.some((a) => !a.endTime);
    const finished = last.filter((a) => a.endTime).sort((a, b) => a.endTime!.localeCompare(b.endTime!));
    const decided = [...finished].reverse().map((a) => decisions.get(a.id)).find((d) => d && (d.result || d.opinion));
    const assignees = [...new Set(last.map((a) => a.assignee).filter((x): x is string => !!x))];
    return {
      key: n.key,
      name: lang === 'zh' ? n.zh : n.en,
      state: last.length === 0 ? 'todo' : open ? 'active' : 'done',
      assignees: n === chain.start && assignees.length === 0 && starter && last.length > 0 ? [starter] : assignees,
      startedAt: last[0]?.startTime ?? null,
      finishedAt: open ? null : (finished.at(-1)?.endTime ?? null),
      result: decided?.result ?? null,
      opinion: decided?.opinion ?? null,
      rounds: rounds.length,
      lastStart: last[0]?.startTime ?? null,
    };
  });
  // the latest open node is where the application is; done nodes after it that ran before it are to come again
  const activeIndex = nodes.reduce((at, n, i) => (n.state === 'active' && (at < 0 || n.lastStart! >= nodes[at].lastStart!) ? i : at), -1);
  return nodes.map(({ lastStart, ...n }, i) =>
    activeIndex >= 0 && i > activeIndex && n.state === 'done' && lastStart! < nodes[activeIndex].lastStart! ? { ...n, state: 'todo' as const } : n,
  );
}
