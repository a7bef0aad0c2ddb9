import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: Task forms (form-js). {0} is the field's label as the form shows it. */
export const taskFormMessages: Catalogue = {
  formFieldRequired: { zh: '{0}不能为空！', en: '{0} is required' },
  formFieldNumber: { zh: '{0}必须是数字', en: '{0} must be a number' },
  formFieldOption: { zh: '{0}的取值不在选项中', en: 'The value of {0} is not one of its options' },
  formFieldMaxLength: { zh: '{0}不能超过{1}个字符', en: '{0} must be at most {1} characters' },
  formFieldMinLength: { zh: '{0}不能少于{1}个字符', en: '{0} must be at least {1} characters' },
  formFieldMin: { zh: '{0}不能小于{1}', en: '{0} must not be less than {1}' },
  formFieldMax: { zh: '{0}不能大于{1}', en: '{0} must not be greater than {1}' },
  formFieldInvalid: { zh: '{0}的格式不正确', en: 'The value of {0} is not valid' },
  taskHasNoForm: { zh: '该任务没有表单', en: 'This task has no form' },
};
