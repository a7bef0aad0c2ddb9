import { describe, expect, it } from 'vitest';
import { translate } from '@ccer/contracts';
import { checkForms, checkModelBpmn, checkUploadedKey, deploymentFiles, initialBpmn, readBpmn } from './bpmn-document.ts';
import { pageOfUnion } from './model-repository.ts';

describe('BPMN documents of process models', () => {
  it('reads the one process of a new model', () => {
    const r = readBpmn(initialBpmn('leave', '请假 & 审批'));
    expect(r).toEqual({ ok: true, process: { processId: 'leave', name: '请假 & 审批', executable: true } });
    expect(checkModelBpmn(initialBpmn('leave', 'x'), 'leave')).toEqual([]);
  });
  it('names the field for XML that is not well formed', () => {
    const r = readBpmn('<definitions><process id="a">');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.field).toBe('bpmnXml');
      expect(translate(r.error.message, 'zh')).toMatch(/^BPMN文件格式不正确/);
    }
  });
  it('wants exactly one process, with id equal to the key, executable', () => {
    const two = '<definitions><process id="a"/><process id="b"/></definitions>';
    expect(readBpmn(two)).toMatchObject({ ok: false, error: { message: 'bpmnNoProcess' } });
    const errors = checkModelBpmn(initialBpmn('other', 'x').replace('isExecutable="true"', 'isExecutable="false"'), 'leave');
    expect(errors.map((e) => translate(e.message, 'zh'))).toEqual(['流程定义ID（other）必须与流程标识（leave）一致', '流程必须设置为可执行（isExecutable）']);
  });
  it('applies the key rule to an uploaded key', () => {
    expect(checkUploadedKey('1abc')).toEqual([{ field: 'modelKey', message: 'processKeyRule' }]);
    expect(checkUploadedKey('abc_1')).toEqual([]);
  });
  it('checks form ids and deploys forms beside the BPMN', () => {
    expect(checkForms({ Form_a: { id: 'Form_a', components: [] } })).toEqual([]);
    expect(checkForms({ 'bad-id': { id: 'bad-id', components: [] } })[0].field).toBe('forms.bad-id');
    expect(checkForms({ Form_a: { id: 'Form_b', components: [] } })[0].message).toBe('formIdMismatch:Form_a');
    expect(checkForms({ Form_a: { id: 'Form_a' } })[0].message).toBe('formInvalid');
    expect(deploymentFiles('leave', '<x/>', { F2: { id: 'F2' }, F1: { id: 'F1' } }).map((f) => f.name)).toEqual(['leave.bpmn', 'F1.form', 'F2.form']);
  });
});

describe('a page of models then engine-only definitions', () => {
  it('pages across the two sources', () => {
    expect(pageOfUnion(15, 1, 10)).toEqual({ modelOffset: 0, modelLimit: 10, engineOffset: 0, engineLimit: 0 });
    expect(pageOfUnion(15, 2, 10)).toEqual({ modelOffset: 10, modelLimit: 5, engineOffset: 0, engineLimit: 5 });
    expect(pageOfUnion(15, 3, 10)).toEqual({ modelOffset: 15, modelLimit: 0, engineOffset: 5, engineLimit: 10 });
    expect(pageOfUnion(0, 1, 10)).toEqual({ modelOffset: 0, modelLimit: 0, engineOffset: 0, engineLimit: 10 });
  });
});
