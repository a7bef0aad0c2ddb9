import { describe, expect, it } from 'vitest';
import { currentNode, statusesOf, stepForStatus, stepOf, stepsStatus, workflowTypesOf } from './step-pages';

describe('project step pages', () => {
  const register = ['registerAcct', 'projectReview', 'registerConfirm'].map(stepOf);

  it('lists the active statuses of a page\'s steps and finds the step waiting on a row', () => {
    expect(statusesOf(register)).toEqual(['10', '14', '15']);
    expect(statusesOf([stepOf('registerApply')], ['11'])).toEqual(['09', '11']);
    expect(stepForStatus(register, '14')?.taskKey).toBe('projectReview');
    expect(stepForStatus(register, '09')).toBeUndefined();
    expect(workflowTypesOf(register)).toEqual(['ccerRegisterAcct', 'projectReview', 'ccerRegisterConfirm']);
    expect(() => stepOf('nope')).toThrow();
  });

  it('maps progress nodes onto antd Steps', () => {
    expect(stepsStatus({ state: 'done', result: 'approved' })).toBe('finish');
    expect(stepsStatus({ state: 'active', result: null })).toBe('process');
    expect(stepsStatus({ state: 'todo', result: 'returned' })).toBe('wait');
    expect(currentNode([{ state: 'done' }, { state: 'active' }, { state: 'todo' }])).toBe(1);
    expect(currentNode([{ state: 'done' }, { state: 'done' }, { state: 'todo' }])).toBe(1);
    expect(currentNode([{ state: 'todo' }])).toBe(0);
  });
});
