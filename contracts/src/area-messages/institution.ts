import type { Catalogue } from '../catalogue.ts';

/** Messages of 机构设置 (/system/institutions). */
export const institutionMessages: Catalogue = {
  institutionStale: { zh: '机构信息已被他人修改，已为您载入最新内容，请核对后重新保存', en: 'Someone else changed the particulars; the latest are loaded, check them and save again' },
};

/** The institution's fields as a refusal names them. */
export const institutionFieldLabels: Catalogue = {
  institutionName: { zh: '机构名称', en: 'Institution name' },
  institutionNameEn: { zh: '英文名称', en: 'English name' },
  creditCode: { zh: '统一社会信用代码', en: 'Unified social credit code' },
  address: { zh: '办公地址', en: 'Address' },
  postalCode: { zh: '邮政编码', en: 'Postal code' },
  servicePhone: { zh: '服务电话', en: 'Service telephone' },
  serviceEmail: { zh: '服务邮箱', en: 'Service e-mail' },
  website: { zh: '网站', en: 'Website' },
  serviceHours: { zh: '服务时间', en: 'Service hours' },
};
