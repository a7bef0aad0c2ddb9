import { describe, expect, it } from 'vitest';
import { availableActions } from './action-rules';

describe('availableActions', () => {
  it('offers every action but resolve on an ordinary task', () => {
    expect(availableActions({ parentTaskId: null, delegationState: null, processDefinitionId: 'commonApproval:3:abc' })).toEqual(['return', 'reject', 'transfer', 'delegate', 'cc', 'addSign']);
  });
  it('offers nothing that moves the instance on a ledger chain, which moves through its own calls', () => {
    expect(availableActions({ parentTaskId: null, delegationState: null, processDefinitionId: 'ccerOffset:1:abc' })).toEqual(['transfer', 'delegate', 'cc']);
  });
  it('offers resolve on a task delegated to me, nothing on an added signer subtask', () => {
    expect(availableActions({ parentTaskId: null, delegationState: 'PENDING', processDefinitionId: 'commonApproval:3:abc' })).toEqual(['resolve', 'cc']);
    expect(availableActions({ parentTaskId: 'p1', delegationState: null, processDefinitionId: 'commonApproval:3:abc' })).toEqual([]);
  });
});
