import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: Process models and the designer. */
export const modelMessages: Catalogue = {
  processKeyRule: { zh: '以字母开头，只能包含字母、数字和下划线', en: 'Start with a letter; letters, digits and underscores only' },
  modelNotFound: { zh: '流程模型不存在', en: 'The process model does not exist' },
  modelKeyExists: { zh: '流程标识已存在', en: 'A process with this key already exists' },
  bpmnXmlInvalid: { zh: 'BPMN文件格式不正确：{0}', en: 'The BPMN file is not valid XML: {0}' },
  bpmnNoProcess: { zh: 'BPMN文件中必须有且只有一个流程（process）', en: 'The BPMN file must hold exactly one process' },
  bpmnProcessIdMismatch: {
    zh: '流程定义ID（{0}）必须与流程标识（{1}）一致',
    en: 'The process id ({0}) must equal the model key ({1})',
  },
  bpmnNotExecutable: { zh: '流程必须设置为可执行（isExecutable）', en: 'The process must be executable (isExecutable)' },
  formIdMismatch: { zh: '表单ID（{0}）与表单内容的id不一致', en: 'The form id ({0}) differs from the id inside the form' },
  formInvalid: { zh: '表单内容不正确：须包含components', en: 'The form is not valid: it needs components' },
  modelDeployFailed: { zh: '流程部署失败：{0}', en: 'Deployment failed: {0}' },
  modelHasInstances: {
    zh: '该流程还有{0}个运行中的实例，不能删除部署',
    en: 'The process still has {0} running instances; its deployments cannot be deleted',
  },
  modelKeyImmutable: { zh: '流程标识不可修改', en: 'The process key cannot be changed' },
  modelEngineOnly: { zh: '该流程没有模型，请先在设计器中保存', en: 'This process has no model yet; save it in the designer first' },
};
