import { basicColumns, basicFormFields, basicSearchFields, type OperatorPageDeclaration } from './types';

/** 配置管理员 (/accountconfigure, menu 1010: 101001 开户, 101005 管理). */
export const configurePages: OperatorPageDeclaration = {
  family: 'configure',
  basePath: '/accountconfigure',
  menus: { area: '1010', add: '101001', manage: '101005' },
  nameKey: 'operators:families.configure',
  columns: basicColumns,
  searchFields: basicSearchFields,
  formFields: [...basicFormFields, { name: 'faxNo', input: 'text' }],
};
