import { describe, expect, it } from 'vitest';
import { REFRESH_INTERVALS, businessRoute, isClaimed, opinionError } from './task-rules';

describe('task rules', () => {
  it('offers the spec refresh intervals', () => {
    expect([...REFRESH_INTERVALS]).toEqual([0, 5, 10, 30, 60, 300]);
  });
  it('routes a project publicity task to the application page with its id', () => {
    expect(businessRoute({ workflowType: 'ccerProjectPubApply', businessKey: 'a b' })).toBe('/project/audit?id=a%20b');
    expect(businessRoute({ workflowType: 'ccerProjectPubApply', businessKey: null })).toBeUndefined();
    expect(businessRoute({ workflowType: 'commonWorkflow', businessKey: 'x' })).toBeUndefined();
    expect(businessRoute({ workflowType: null, businessKey: 'x' })).toBeUndefined();
  });
  it('routes a task of the certification chain (function code 056) to the certification page of its workflowType', () => {
    expect(businessRoute({ workflowType: 'ccerProjectPubApply', businessKey: 'c1', funcCode: '056' })).toBe('/certified/audit?id=c1');
    expect(businessRoute({ workflowType: 'ccerOrgUploadFile', businessKey: 'c1', funcCode: '056' })).toBe('/certified/authorize/apply?id=c1');
    expect(businessRoute({ workflowType: 'ccerRegisterConfirm', businessKey: 'c1', funcCode: '056' })).toBe('/certified/register?id=c1');
    // the project chain's tasks carry 053, older rows none: the project pages
    expect(businessRoute({ workflowType: 'ccerOrgUploadFile', businessKey: 'p1', funcCode: '053' })).toBe('/project/authorize/apply?id=p1');
    expect(businessRoute({ workflowType: 'ccerConfirmOrgFile', businessKey: 'p1', funcCode: null })).toBe('/project/confirm?id=p1');
    expect(businessRoute({ workflowType: 'commonWorkflow', businessKey: 'c1', funcCode: '056' })).toBeUndefined();
  });
  it('a task with an assignee is claimed', () => {
    expect(isClaimed({ assignee: 'country01' })).toBe(true);
    expect(isClaimed({ assignee: null })).toBe(false);
  });
  it('requires an opinion only when returning', () => {
    expect(opinionError('t1', 'approve', '')).toBeUndefined();
    expect(opinionError('t1', 'return', '')).toBe('opinionRequired');
    expect(opinionError('t1', 'return', '  ')).toBe('opinionRequired');
    expect(opinionError('t1', 'return', '资料不全')).toBeUndefined();
    expect(opinionError('t1', 'approve', 'x'.repeat(2001))).toBe('maxLength:2000');
  });
});
