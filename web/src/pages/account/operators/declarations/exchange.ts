import { basicColumns, basicFormFields, basicSearchFields, type OperatorPageDeclaration } from './types';

/** 交易所管理员 (/account/exchange, menu 1015: 101501 开户, 101505 管理). */
export const exchangePages: OperatorPageDeclaration = {
  family: 'exchange',
  basePath: '/account/exchange',
  menus: { area: '1015', add: '101501', manage: '101505' },
  nameKey: 'operators:families.exchange',
  columns: basicColumns,
  searchFields: basicSearchFields,
  formFields: [...basicFormFields, { name: 'faxNo', input: 'text' }],
};
