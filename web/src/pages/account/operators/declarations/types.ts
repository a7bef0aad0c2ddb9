import type { OperatorFamilyKey, OperatorQueryBody, OperatorRow } from '@ccer/contracts';

/**
 * One back-office account family's screens as data (accounts spec §2.4): where they live, their menus, list
 * columns, search fields and form fields. The contracts family (operatorFamilies[family]) brings the operator
 * type, the call paths, the function codes and the form's rules; the shared pages render both.
 */
export type FormInput = 'text' | 'textarea' | 'certificateType' | 'province' | 'isLeader' | 'projectTypes';
export type SearchInput = 'input' | 'status' | 'province';

export interface OperatorPageDeclaration {
  family: OperatorFamilyKey;
  /** The area's route (menu path): add, manage, edit and detail live under it. */
  basePath: string;
  menus: { area: string; add: string; manage: string };
  /** i18n key of the family's name (titles read "<name>开户", "<name>管理"). */
  nameKey: string;
  columns: ReadonlyArray<{ field: keyof OperatorRow & string; title: string }>;
  searchFields: ReadonlyArray<{ name: keyof OperatorQueryBody & string; kind: SearchInput }>;
  /** In display order; every field of the family's form, each once. */
  formFields: ReadonlyArray<{ name: string; input: FormInput }>;
}

export const operatorPagePaths = (d: Pick<OperatorPageDeclaration, 'basePath'>) => ({
  add: `${d.basePath}/add`,
  manage: `${d.basePath}/manage`,
  edit: (operatorId: string) => `${d.basePath}/edit?operatorId=${operatorId}`,
  detail: (operatorId: string) => `${d.basePath}/detail?operatorId=${operatorId}`,
});

/** §3.3 operator fields shared by every family. */
export const basicFormFields: OperatorPageDeclaration['formFields'] = [
  { name: 'operatorName', input: 'text' },
  { name: 'certificateType', input: 'certificateType' },
  { name: 'certificateNo', input: 'text' },
  { name: 'mobilePhoneNo', input: 'text' },
  { name: 'phoneNo', input: 'text' },
  { name: 'emailAddress', input: 'text' },
  { name: 'provinceId', input: 'province' },
  { name: 'workUnit', input: 'text' },
  { name: 'departmentDesc', input: 'text' },
  { name: 'positionDesc', input: 'text' },
  { name: 'contactAddress', input: 'textarea' },
];

export const basicColumns: OperatorPageDeclaration['columns'] = [
  { field: 'loginName', title: 'operators:fields.loginName' },
  { field: 'operatorName', title: 'operators:fields.operatorName' },
  { field: 'mobilePhoneNo', title: 'operators:fields.mobilePhoneNo' },
  { field: 'emailAddress', title: 'operators:fields.emailAddress' },
  { field: 'workUnit', title: 'operators:fields.workUnit' },
  { field: 'status', title: 'operators:fields.status' },
  { field: 'createdAt', title: 'operators:fields.createdAt' },
];

export const basicSearchFields: OperatorPageDeclaration['searchFields'] = [
  { name: 'operatorName', kind: 'input' },
  { name: 'loginName', kind: 'input' },
  { name: 'status', kind: 'status' },
  { name: 'mobilePhoneNo', kind: 'input' },
];
