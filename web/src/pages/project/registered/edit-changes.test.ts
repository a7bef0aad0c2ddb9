import { describe, expect, it } from 'vitest';
import { changedValues, formFieldErrors } from './edit-changes';

describe('the registry edit of a registered project', () => {
  const initial = { projectName: '风电项目', expectYearNum: 250000, remarkDesc: '备注', commencementDate: '2021-03-01' };

  it('sends only the fields whose value changed, trimmed; a cleared field as an empty text', () => {
    expect(changedValues(initial, { ...initial })).toEqual({});
    expect(changedValues(initial, { ...initial, projectName: ' 风电项目 ' })).toEqual({});
    expect(changedValues(initial, { ...initial, projectName: '风电项目二期 ', expectYearNum: 260000, remarkDesc: undefined })).toEqual({
      projectName: '风电项目二期',
      expectYearNum: 260000,
      remarkDesc: '',
    });
    expect(changedValues({}, { archiveCode: 'BA-1' })).toEqual({ archiveCode: 'BA-1' });
  });

  it('ignores values that are not application fields', () => {
    expect(changedValues(initial, { ...initial, modifyExplanation: '说明', projectCode: 'X' })).toEqual({});
  });

  it('puts the gateway\'s changes.<field> errors on the form\'s fields', () => {
    expect(formFieldErrors([{ field: 'changes.expectYearNum', message: 'positiveInteger' }, { field: 'modifyExplanation', message: 'required' }])).toEqual([
      { field: 'expectYearNum', message: 'positiveInteger' },
      { field: 'modifyExplanation', message: 'required' },
    ]);
  });
});
