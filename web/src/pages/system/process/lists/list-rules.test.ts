import { describe, expect, it } from 'vitest';
import { applyDetailPath, countSegments, doneDetailPath, scopeOfDetailPath, stepsText } from './list-rules';

describe('done and application list rules', () => {
  it('builds detail paths and finds the way back', () => {
    expect(doneDetailPath('a b')).toBe('/system/process/doneDetail?taskId=a%20b');
    expect(applyDetailPath('mine', 'p1')).toBe('/system/process/applyDetails?processInstanceId=p1');
    expect(applyDetailPath('company', 'p1')).toBe('/system/process/companyApplyDetails?processInstanceId=p1');
    expect(scopeOfDetailPath('/system/process/companyApplyDetails')).toBe('company');
    expect(scopeOfDetailPath('/system/process/applyDetails')).toBe('mine');
  });

  it('writes the current steps with their holders', () => {
    expect(stepsText([])).toBe('-');
    expect(stepsText([{ taskId: 't', name: '项目公示审核', assignee: null }, { taskId: 'u', name: '复核', assignee: 'country01' }])).toBe('项目公示审核, 复核 (country01)');
  });

  it('shows all, the types with open tasks, and the chosen type even without any', () => {
    const counts = { total: 3, byType: [{ workflowType: 'ccerProjectPubApply', count: 3 }, { workflowType: 'ccerOffsetAudit', count: 0 }] };
    expect(countSegments(counts, undefined)).toEqual([{ workflowType: undefined, count: 3 }, { workflowType: 'ccerProjectPubApply', count: 3 }]);
    expect(countSegments(counts, 'ccerOffsetAudit').map((s) => s.workflowType)).toEqual([undefined, 'ccerProjectPubApply', 'ccerOffsetAudit']);
    expect(countSegments(counts, 'projectReview').at(-1)).toEqual({ workflowType: 'projectReview', count: 0 });
    expect(countSegments(undefined, undefined)).toEqual([{ workflowType: undefined, count: undefined }]);
  });
});
