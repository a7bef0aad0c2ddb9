import { basicColumns, basicFormFields, basicSearchFields, type OperatorPageDeclaration } from './types';

/** 省级管理员 (/account/province, menu 1005: 100501 开户, 100505 管理): §3.4 form plus the managed province and fax. */
export const provincePages: OperatorPageDeclaration = {
  family: 'province',
  basePath: '/account/province',
  menus: { area: '1005', add: '100501', manage: '100505' },
  nameKey: 'operators:families.province',
  columns: [...basicColumns.slice(0, 2), { field: 'manageProvinceCn', title: 'operators:fields.manageProvinceId' }, ...basicColumns.slice(2)],
  searchFields: [...basicSearchFields, { name: 'manageProvinceId', kind: 'province' }],
  formFields: [
    { name: 'manageProvinceId', input: 'province' },
    ...basicFormFields,
    { name: 'faxNo', input: 'text' },
    { name: 'isLeader', input: 'isLeader' },
    { name: 'operatorField', input: 'projectTypes' },
  ],
};
