import { describe, expect, it } from 'vitest';
import { DEFAULT_PROCESSES_DIR, deploymentGroups, readProcessFiles } from './deploy-processes.ts';

describe('process deployment groups', () => {
  it('puts each area folder in its own deployment, its forms beside its BPMN', () => {
    const groups = deploymentGroups([
      { name: 'common/commonApproval.bpmn', content: '' },
      { name: 'common/commonApprovalForm.form', content: '' },
      { name: 'project/ccerProjectPubApply.bpmn', content: '' },
      { name: 'loose.bpmn', content: '' },
    ]);
    expect([...groups].map(([name, files]) => [name, files.map((f) => f.name)])).toEqual([
      ['ccer-registry/common', ['common/commonApproval.bpmn', 'common/commonApprovalForm.form']],
      ['ccer-registry/project', ['project/ccerProjectPubApply.bpmn']],
      ['ccer-registry', ['loose.bpmn']],
    ]);
  });

  it('the example form ships with its process', () => {
    const common = deploymentGroups(readProcessFiles(DEFAULT_PROCESSES_DIR)).get('ccer-registry/common')!.map((f) => f.name);
    expect(common).toEqual(expect.arrayContaining(['common/commonApproval.bpmn', 'common/commonApprovalForm.form']));
  });
});
