import { basicColumns, basicFormFields, basicSearchFields, type OperatorPageDeclaration } from './types';

/** 专家 (/account/experts, menu 1020: 102001 开户, 102005 管理): §3.4 expert form. */
export const expertPages: OperatorPageDeclaration = {
  family: 'experts',
  basePath: '/account/experts',
  menus: { area: '1020', add: '102001', manage: '102005' },
  nameKey: 'operators:families.experts',
  columns: [...basicColumns.slice(0, 2), { field: 'isLeader', title: 'operators:fields.isLeader' }, ...basicColumns.slice(2)],
  searchFields: basicSearchFields,
  formFields: [...basicFormFields, { name: 'isLeader', input: 'isLeader' }, { name: 'operatorField', input: 'projectTypes' }],
};
