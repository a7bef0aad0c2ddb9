import { describe, expect, it } from 'vitest';
import { certifiedLifecycle, projectLifecycle } from '@ccer/contracts';
import { currentNode, statusesOf, stepForStatus, stepIn, stepsStatus, workflowTypesOf } from './step-pages';

describe('lifecycle step pages', () => {
  const stepOf = (taskKey: string) => stepIn(projectLifecycle, taskKey);
  const register = ['registerAcct', 'projectReview', 'registerConfirm'].map(stepOf);

  it('lists the active statuses of a page\'s steps and finds the step waiting on a row', () => {
    expect(statusesOf(register)).toEqual(['10', '14', '15']);
    expect(statusesOf([stepOf('registerApply')], ['11'])).toEqual(['09', '11']);
    expect(stepForStatus(register, '14')?.taskKey).toBe('projectReview');
    expect(stepForStatus(register, '09')).toBeUndefined();
    expect(workflowTypesOf(register)).toEqual(['ccerRegisterAcct', 'projectReview', 'ccerRegisterConfirm']);
    expect(() => stepOf('nope')).toThrow('no project step nope');
  });

  it('reads each area\'s steps from its own lifecycle', () => {
    // the same taskKey names another call and function code in the certification area
    expect(stepIn(certifiedLifecycle, 'publicityAudit')).toMatchObject({ call: '/certified-manage/prep-pub-audit', funcCode: '057' });
    expect(stepOf('publicityAudit').call).toBe('/project-manage/prep-pub-audit');
    expect(stepIn(certifiedLifecycle, 'orgUploadFile').documentBusiness).toBe('certifiedOrgReport');
    expect(() => stepIn(certifiedLifecycle, 'projectEvaluation')).toThrow('no certified step projectEvaluation');
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
