import type { Catalogue } from '../catalogue.ts';

/** Labels of the messaging settings' fields (SMTP and SMS configurations, business templates, send records; field-labels.ts). */
export const messagingFieldLabels: Catalogue = {
  provider: { zh: '服务类型', en: 'Provider kind' },
  smtpHost: { zh: 'SMTP服务器地址', en: 'SMTP server address' },
  smtpPort: { zh: '端口', en: 'Port' },
  tls: { zh: 'SSL/TLS加密', en: 'SSL/TLS' },
  smtpUser: { zh: '用户名', en: 'User name' },
  sender: { zh: '发件人邮箱', en: 'Sender address' },
  endpoint: { zh: '服务地址', en: 'Server address' },
  appKey: { zh: '用户名（AppKey）', en: 'User name (app key)' },
  secret: { zh: '密码（AppSecret）', en: 'Password (app secret)' },
  signName: { zh: '短信签名', en: 'SMS signature' },
  dailyLimit: { zh: '每日发送上限', en: 'Daily limit' },
  totalLimit: { zh: '发送总量上限', en: 'Total limit' },
  business: { zh: '业务', en: 'Business' },
  subject: { zh: '邮件主题', en: 'Subject' },
  template: { zh: '模板内容', en: 'Template' },
  templateNo: { zh: '模板编号', en: 'Template no.' },
  sentFrom: { zh: '发送时间起', en: 'Sent from' },
  sentTo: { zh: '发送时间止', en: 'Sent to' },
};
