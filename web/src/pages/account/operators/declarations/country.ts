import { basicColumns, basicFormFields, basicSearchFields, type OperatorPageDeclaration } from './types';

/** 国家管理员 (/account/country, menu 1001: 100101 开户, 100105 管理). */
export const countryPages: OperatorPageDeclaration = {
  family: 'country',
  basePath: '/account/country',
  menus: { area: '1001', add: '100101', manage: '100105' },
  nameKey: 'operators:families.country',
  columns: basicColumns,
  searchFields: basicSearchFields,
  formFields: [...basicFormFields, { name: 'faxNo', input: 'text' }],
};
