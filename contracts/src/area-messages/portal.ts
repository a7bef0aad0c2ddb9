import type { Catalogue } from '../catalogue.ts';

/** Messages of the public portal and the open data (issue 14). */
export const portalMessages: Catalogue = {
  portalColumnRequired: { zh: '请指定栏目', en: 'Name a column' },
  portalColumnCode: { zh: '栏目代码格式不正确', en: 'Invalid column code' },
  portalColumnNotFound: { zh: '栏目不存在', en: 'The column does not exist' },
  portalReleaseNotFound: { zh: '信息不存在或未发布', en: 'The article does not exist or is not published' },
  portalMethodologyNotFound: { zh: '方法学不存在', en: 'The methodology does not exist' },
  portalFieldCode: { zh: '领域代码为两位数字', en: 'The field code is two digits' },
  portalMethodologyStatus: { zh: '状态不正确', en: 'Invalid status' },
  openDataTooManyRequests: { zh: '开放数据请求过于频繁，请稍后再试', en: 'Too many open-data requests, please try again later' },
};
