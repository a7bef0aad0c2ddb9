import type { Catalogue } from '../catalogue.ts';

/**
 * Messages of one area: account validation (accounts spec §5). Chinese is the spec's wording where §5 gives it;
 * the generic ones (required, maxLength, lengthRange, mobile, email, …) are core messages in messages.ts.
 */
export const accountValidationMessages: Catalogue = {
  // §5.1 shared helpers
  url: { zh: '网络地址格式不正确', en: 'Invalid web address (http, https or ftp)' },
  landline: { zh: '固定电话格式不正确', en: 'Invalid landline number (e.g. 010-12345678 or 010-12345678-123)' },
  fax: { zh: '传真格式不正确', en: 'Invalid fax number (e.g. 010-12345678)' },
  mobileOrLandline: { zh: '手机号或者固定电话格式不正确', en: 'Invalid mobile or landline number' },
  postalCode: { zh: '邮编格式不正确', en: 'Invalid postal code (six digits)' },
  unifiedSocialCreditCode: { zh: '统一社会信用代码格式错误', en: 'Invalid unified social credit code' },
  residentId: { zh: '身份证格式不正确！', en: 'Invalid resident identity card number!' },
  nationalIdFormat: { zh: '身份证号码格式错误', en: 'The identity card number is not in a valid format' },
  nationalIdDate: { zh: '身份证号码包含无效日期', en: 'The identity card number contains an invalid date' },
  greaterThan: { zh: '只能大于{0}', en: 'Must be greater than {0}' },
  notLessThan: { zh: '不能低于{0}', en: 'Must not be less than {0}' },
  lessThan: { zh: '只能小于{0}', en: 'Must be less than {0}' },
  equalTo: { zh: '只能等于{0}', en: 'Must equal {0}' },
  // §5.2 identity numbers
  certificateNo18: { zh: '请输入18位证件号码', en: 'Enter an 18-character certificate number' },
  certificateNoMismatch: { zh: '两次输入证件号码不一致！', en: 'The two certificate numbers do not match!' },
  // §5.3 field lengths and selections
  chineseName: { zh: '请输入中文姓名', en: 'Enter a name in Chinese characters' },
  maxChars: { zh: '最多输入 {0} 个字符', en: 'Enter at most {0} characters' },
  industryMax: { zh: '选择不能超过{0}项！', en: 'Select at most {0} items!' },
  // §5.4 and §3: not worded by the spec
  attachmentRequired: { zh: '请上传{0}类附件', en: 'Upload the attachment of type {0}' },
  optionInvalid: { zh: '选项不正确', en: 'Not one of the allowed options' },
  certificateDate: { zh: '日期格式不正确（yyyy-MM-dd 或 yyyyMMdd）', en: 'Invalid date (yyyy-MM-dd or yyyyMMdd)' },
};
