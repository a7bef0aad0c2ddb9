import type { Catalogue } from '../catalogue.ts';

/** Messages of the national registry account binding (/ccer/abutment/association). */
export const nationalBindingMessages: Catalogue = {
  nationalAccountNoFormat: { zh: '账户号只能包含字母、数字和连字符', en: 'The account number may hold only letters, digits and hyphens' },
  nationalBindingCompanyOnly: { zh: '账户绑定仅限企业账户代表办理', en: 'Only a company’s representatives bind its account' },
  nationalBindingNotKeyEmitter: { zh: '本企业不是重点排放单位账户，不能绑定全国碳市场账户', en: 'Only a key emitting entity’s account binds to the national carbon market' },
  nationalBindingExists: { zh: '本企业已绑定全国碳市场账户，请先解除绑定', en: 'The company is already bound; unbind it first' },
  nationalAccountTaken: { zh: '该全国碳市场账户已被其他企业绑定', en: 'Another company is bound to this national account' },
  nationalBindingNone: { zh: '本企业尚未绑定全国碳市场账户', en: 'The company has no binding in force' },
};

/** The binding's fields as a refusal names them. */
export const nationalBindingFieldLabels: Catalogue = {
  nationalAccountNo: { zh: '全国碳市场账户号', en: 'National registry account no.' },
  emitterName: { zh: '重点排放单位名称', en: 'Key emitting entity' },
};
