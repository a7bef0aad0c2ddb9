import type { Catalogue } from '../catalogue.ts';

/**
 * Messages of the input rules every request shares: zod's built-in issues (zod-issues.ts), characters
 * refused in any text, and the engine's answers. {0} is the field's label (field-labels.ts).
 */
export const validationIssueMessages: Catalogue = {
  zRequired: { zh: '{0}不能为空！', en: '{0} is required' },
  zNumber: { zh: '{0}必须是数字', en: '{0} must be a number' },
  zInteger: { zh: '{0}必须是整数', en: '{0} must be a whole number' },
  zText: { zh: '{0}必须是文本', en: '{0} must be text' },
  zBoolean: { zh: '{0}只能是“是”或“否”（true/false）', en: '{0} must be true or false' },
  zList: { zh: '{0}必须是列表', en: '{0} must be a list' },
  zObject: { zh: '{0}格式不正确', en: '{0} has an invalid format' },
  zDate: { zh: '{0}日期格式不正确', en: '{0} is not a valid date' },
  zInvalid: { zh: '{0}不正确', en: '{0} is invalid' },
  zFormat: { zh: '{0}格式不正确', en: '{0} has an invalid format' },
  zOneOf: { zh: '{0}只能是以下值之一：{1}', en: '{0} must be one of: {1}' },
  zMaxLength: { zh: '{0}不能超过{1}位', en: '{0} must be at most {1} characters' },
  zMinLength: { zh: '{0}不能少于{1}位', en: '{0} must be at least {1} characters' },
  zMax: { zh: '{0}不能大于{1}', en: '{0} must not be greater than {1}' },
  zLessThan: { zh: '{0}必须小于{1}', en: '{0} must be less than {1}' },
  zMin: { zh: '{0}不能小于{1}', en: '{0} must not be less than {1}' },
  zGreaterThan: { zh: '{0}必须大于{1}', en: '{0} must be greater than {1}' },
  zMaxItems: { zh: '{0}最多{1}项', en: '{0} may have at most {1} items' },
  zMinItems: { zh: '{0}至少需要{1}项', en: '{0} needs at least {1} items' },
  zDateMax: { zh: '{0}不能晚于{1}', en: '{0} must not be later than {1}' },
  zDateMin: { zh: '{0}不能早于{1}', en: '{0} must not be earlier than {1}' },
  zFileTooLarge: { zh: '{0}不能超过{1}字节', en: '{0} must be at most {1} bytes' },
  zMultipleOf: { zh: '{0}必须是{1}的倍数', en: '{0} must be a multiple of {1}' },
  zUnknownKeys: { zh: '{0}包含不支持的字段：{1}', en: '{0} contains unsupported fields: {1}' },
  invalidCharacter: { zh: '{0}包含非法字符', en: '{0} contains an invalid character' },
  invalidJson: { zh: '提交的数据不是有效的JSON', en: 'The submitted data is not valid JSON' },
  unsupportedMediaType: { zh: '不支持的提交格式', en: 'Unsupported content type' },
  payloadTooLarge: { zh: '提交的数据过大', en: 'The submitted data is too large' },
  engineTimeout: { zh: '流程引擎响应超时，请稍后重试', en: 'The workflow engine did not answer in time, please try again later' },
  engineRefused: { zh: '流程引擎无法处理该请求，请检查输入后重试', en: 'The workflow engine could not process the request; check the input and try again' },
  engineFailed: { zh: '流程引擎处理失败，请稍后再试', en: 'The workflow engine failed to process the request, please try again later' },
};
