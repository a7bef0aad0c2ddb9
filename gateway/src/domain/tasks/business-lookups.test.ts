import { describe, expect, it } from 'vitest';
import { businessLookups, processKeyOf } from './business-lookups.ts';

describe('My Tasks business lookups', () => {
  it('declares the project, company opening and province application processes', () => {
    expect(businessLookups.ccerProjectPubApply).toMatchObject({ table: 'project_apply', nameColumn: 'project_name' });
    expect(businessLookups.ccerAccountOpen).toMatchObject({ table: 'company_account_apply', nameColumn: 'cust_name' });
    expect(businessLookups.ccerProvinceOpen).toMatchObject({ table: 'province_operator_apply', nameColumn: 'operator_name' });
  });
  it('reads the key of a process definition id', () => {
    expect(processKeyOf('ccerAccountOpen:3:0b1c')).toBe('ccerAccountOpen');
  });
});
