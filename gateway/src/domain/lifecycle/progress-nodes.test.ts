import { describe, expect, it } from 'vitest';
import type { HistoricActivity } from '../../engine/types.ts';
import { progressNodes, roundsOf, type Decision } from './progress-nodes.ts';
import { projectChain, projectRecallChain } from '../../routes/project/progress-chains.ts';

let seq = 0;
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
/** An activity that started at `start` and ended at `end` (minutes), or is open when end is null. */
const act = (activityId: string, start: number, end: number | null, extra: Partial<HistoricActivity> = {}): HistoricActivity => ({
  id: `ai-${++seq}`,
  activityId,
  activityName: activityId,
  activityType: 'userTask',
  assignee: null,
  taskId: null,
  startTime: at(start),
  endTime: end === null ? null : at(end),
  durationInMillis: end === null ? null : (end - start) * 60000,
  canceled: false,
  ...extra,
});
const states = (nodes: ReturnType<typeof progressNodes>) => Object.fromEntries(nodes.map((n) => [n.key, n.state]));

describe('progress nodes of the project chain', () => {
  it('shows submit done, the publicity audit open and everything after it to come, named in the language asked', () => {
    const nodes = progressNodes(projectChain, [act('submitted', 0, 0, { activityType: 'startEvent' }), act('publicityAudit', 0, null)], new Map(), 'zh', 'owner01');
    expect(nodes.map((n) => n.key)).toEqual([
      'submit', 'publicityAudit', 'publicity', 'orgUploadFile', 'confirmOrgFile', 'registerApply', 'registerAcct', 'projectEvaluation', 'projectReview', 'registerConfirm', 'register',
    ]);
    expect(nodes[0]).toMatchObject({ name: '提交', state: 'done', assignees: ['owner01'], rounds: 1 });
    expect(nodes[1]).toMatchObject({ name: '公示审核', state: 'active', finishedAt: null });
    expect(nodes.slice(2).every((n) => n.state === 'todo' && n.rounds === 0)).toBe(true);
    expect(progressNodes(projectChain, [], new Map(), 'en')[1].name).toBe('Publicity audit');
  });

  it('carries the decision of the last completion and counts the rounds a return caused', () => {
    const first = act('publicityAudit', 1, 2, { assignee: 'country01' });
    const second = act('publicityAudit', 4, 5, { assignee: 'country01' });
    const decisions = new Map<string, Decision>([
      [first.id, { result: 'returned', opinion: '请补充材料' }],
      [second.id, { result: 'approved', opinion: '同意公示' }],
    ]);
    const history = [act('submitted', 0, 0), first, act('waitResubmission', 2, 3), second, act('orgUploadFile', 6, null)];
    const nodes = progressNodes(projectChain, history, decisions, 'zh');
    expect(nodes[0]).toMatchObject({ state: 'done', finishedAt: at(3), rounds: 2 });
    expect(nodes[1]).toMatchObject({ state: 'done', result: 'approved', opinion: '同意公示', rounds: 2, assignees: ['country01'], finishedAt: at(5) });
    expect(nodes.find((n) => n.key === 'orgUploadFile')!.state).toBe('active');
  });

  it('shows the publicity period between the audit and the validation: active while the chain waits, a pause making a second round', () => {
    const waiting = [act('submitted', 0, 0), act('publicityAudit', 0, 1), act('publicityEvents', 1, null)];
    expect(states(progressNodes(projectChain, waiting, new Map(), 'zh'))).toMatchObject({ publicityAudit: 'done', publicity: 'active', orgUploadFile: 'todo' });
    const paused = [act('submitted', 0, 0), act('publicityAudit', 0, 1), act('publicityEvents', 1, 3), act('publicityEvents', 5, 9), act('orgUploadFile', 9, null)];
    const nodes = progressNodes(projectChain, paused, new Map(), 'en');
    expect(nodes.find((n) => n.key === 'publicity')).toMatchObject({ name: 'Publicity', state: 'done', rounds: 2, finishedAt: at(9) });
  });

  it('puts a step that ran before the open one back to come, keeping why it came back', () => {
    const acct = act('registerAcct', 3, 4);
    const history = [act('submitted', 0, 0), act('publicityAudit', 0, 1), act('orgUploadFile', 1, 2), act('confirmOrgFile', 2, 2), act('registerApply', 2, 3), acct, act('registerApply', 5, null)];
    const nodes = progressNodes(projectChain, history, new Map([[acct.id, { result: 'returned' as const, opinion: '请补充承诺书' }]]), 'zh');
    expect(states(nodes)).toMatchObject({ registerApply: 'active', registerAcct: 'todo', projectEvaluation: 'todo' });
    expect(nodes.find((n) => n.key === 'registerAcct')).toMatchObject({ result: 'returned', opinion: '请补充承诺书', rounds: 1 });
  });

  it('treats the experts\' parallel evaluations as one round with every expert, active until all are done', () => {
    const e1 = act('projectEvaluation', 10, 12, { assignee: 'expert01' });
    const e2 = act('projectEvaluation', 10, null, { assignee: 'expert02' });
    expect(roundsOf([e1, e2])).toHaveLength(1);
    const nodes = progressNodes(projectChain, [act('submitted', 0, 0), e1, e2], new Map(), 'zh');
    expect(nodes.find((n) => n.key === 'projectEvaluation')).toMatchObject({ state: 'active', assignees: ['expert01', 'expert02'], rounds: 1 });
  });

  it('ignores canceled activities and ends with 登记 once the registered end is reached', () => {
    const history = [act('submitted', 0, 0), act('publicityAudit', 0, 1), act('recallRequested', 1, 30, { canceled: true }), act('registerConfirm', 20, 21), act('registeredEnd', 21, 21)];
    expect(states(progressNodes(projectChain, history, new Map(), 'zh'))).toMatchObject({ register: 'done', registerConfirm: 'done' });
    expect(states(progressNodes(projectRecallChain, history, new Map(), 'zh'))).toEqual({ recallRequest: 'todo', recallAudit: 'todo', recalled: 'todo' });
  });

  it('maps the recall branch: requested, audited, recalled', () => {
    const audit = act('recallAudit', 6, 7, { assignee: 'country01' });
    const history = [act('submitted', 0, 0), act('recallRequested', 1, 6), audit, act('recalledEnd', 7, 7)];
    const nodes = progressNodes(projectRecallChain, history, new Map([[audit.id, { result: 'approved' as const, opinion: null }]]), 'en');
    expect(nodes.map((n) => [n.key, n.name, n.state])).toEqual([
      ['recallRequest', 'Recall requested', 'done'],
      ['recallAudit', 'Recall audit', 'done'],
      ['recalled', 'Recalled', 'done'],
    ]);
    expect(nodes[1]).toMatchObject({ result: 'approved', assignees: ['country01'] });
  });
});
