import { describe, expect, it } from 'vitest';
import { businessLink, canActivate, canEnd, canSuspend, formatDuration, statusLabel } from './instance-rules';

describe('process instance rules', () => {
  it('offers hang up and end on running instances, recover on suspended ones', () => {
    expect([canSuspend, canActivate, canEnd].map((f) => f({ status: 'running', processKey: 'commonApproval' }))).toEqual([true, false, true]);
    expect([canSuspend, canActivate, canEnd].map((f) => f({ status: 'suspended', processKey: 'commonApproval' }))).toEqual([false, true, false]);
    // a ledger's chain ends through its own calls only
    expect(canEnd({ status: 'running', processKey: 'ccerTransferConfirm' })).toBe(false);
    expect([canSuspend, canActivate, canEnd].map((f) => f({ status: 'completed', processKey: 'commonApproval' }))).toEqual([false, false, false]);
  });

  it('shows an instance ended by an administrator as terminated', () => {
    expect(statusLabel({ status: 'completed', terminated: true })).toBe('terminated');
    expect(statusLabel({ status: 'completed', terminated: false })).toBe('completed');
  });

  it('links the business record: its detail page where it has one, else the workflowType\'s page', () => {
    expect(businessLink('ccerProjectPubApply', 'a b')).toBe('/project/detail?id=a%20b');
    expect(businessLink('ccerOrgUploadFile', 'x')).toBe('/project/authorize/apply?id=x');
    expect(businessLink('commonWorkflow', 'x')).toBeUndefined();
    expect(businessLink('ccerProjectPubApply', null)).toBeUndefined();
  });

  it('links a certification chain\'s record (definition function code 056) to the certification pages', () => {
    expect(businessLink('ccerProjectPubApply', 'c1', '056')).toBe('/certified/detail?id=c1');
    expect(businessLink('ccerOrgUploadFile', 'c1', '056')).toBe('/certified/authorize/apply?id=c1');
    expect(businessLink('ccerProjectPubApply', 'p1', '053')).toBe('/project/detail?id=p1');
    expect(businessLink('ccerRegisterApply', 'p1', null)).toBe('/project/regist/apply?id=p1');
  });

  it('formats durations', () => {
    expect(formatDuration(null)).toBe('-');
    expect(formatDuration(250)).toBe('250 ms');
    expect(formatDuration(3_723_000)).toBe('1 h 2 min 3 s');
    expect(formatDuration(90_061_000)).toBe('1 d 1 h 1 min');
  });
});
