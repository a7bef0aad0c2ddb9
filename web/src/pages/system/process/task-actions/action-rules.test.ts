import { describe, expect, it } from 'vitest';
import { availableActions } from './action-rules';

describe('availableActions', () => {
  it('offers every action but resolve on an ordinary task', () => {
    expect(availableActions({ parentTaskId: null, delegationState: null })).toEqual(['return', 'reject', 'transfer', 'delegate', 'cc', 'addSign']);
  });
  it('offers resolve on a task delegated to me, nothing on an added signer subtask', () => {
    expect(availableActions({ parentTaskId: null, delegationState: 'PENDING' })).toEqual(['resolve', 'cc']);
    expect(availableActions({ parentTaskId: 'p1', delegationState: null })).toEqual([]);
  });
});
