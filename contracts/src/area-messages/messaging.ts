import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: SMS and e-mail configuration, business templates, send records and resend (accounts spec §7.6). */
export const messagingMessages: Catalogue = {
  messagingNameRequired: { zh: '请输入配置名称', en: 'Enter the configuration name' },
  messagingProviderRequired: { zh: '请选择服务类型', en: 'Choose the provider kind' },
  messagingEndpointRequired: { zh: '请输入服务地址', en: 'Enter the server address' },
  messagingEndpointFormat: { zh: '服务地址须以 http:// 或 https:// 开头', en: 'The server address must start with http:// or https://' },
  messagingSmtpHostRequired: { zh: '请输入SMTP服务器地址', en: 'Enter the SMTP server address' },
  messagingPortRequired: { zh: '请输入端口', en: 'Enter the port' },
  messagingPortRange: { zh: '端口须为1到65535之间的整数', en: 'The port must be an integer from 1 to 65535' },
  messagingSenderRequired: { zh: '请输入发件人邮箱', en: 'Enter the sender e-mail address' },
  messagingTemplateRequired: { zh: '请输入模板内容', en: 'Enter the template text' },
  messagingTemplateNeedsCode: { zh: '验证码模板须包含占位符{code}', en: 'A verification-code template must contain the placeholder {code}' },
  messagingTemplateUnknown: { zh: '模板中含有不支持的占位符：{0}', en: 'The template has unsupported placeholders: {0}' },
  messagingConfigNotFound: { zh: '配置不存在或已被删除', en: 'The configuration does not exist' },
  messagingBusinessNotFound: { zh: '业务配置不存在', en: 'The business configuration does not exist' },
  messagingRecordNotFound: { zh: '发送记录不存在', en: 'The send record does not exist' },
  messagingBusinessAccountOpen: { zh: '账户开立结果通知', en: 'Account opening result notice' },
  messagingBusinessActionRequired: { zh: '待办提醒', en: 'Action required' },
  messagingDailyLimitReached: { zh: '已达到该配置的每日发送上限（{0}条）', en: 'The daily sending limit of this configuration ({0}) has been reached' },
  messagingTotalLimitReached: { zh: '已达到该配置的发送总量上限（{0}条）', en: 'The total sending limit of this configuration ({0}) has been reached' },
  messagingResultOpened: { zh: '审核通过，账户已开立', en: 'approved, the account is open' },
  messagingResultRejected: { zh: '审核未通过', en: 'not approved' },
};
