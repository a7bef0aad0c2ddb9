import { describe, expect, it } from 'vitest';
import { businessProcessSeeds } from '@ccer/contracts';
import { businessLookups, recordsToRead } from './business-lookups.ts';

describe('business lookups of the process lists', () => {
  it('declares the project, company opening, company change and province application businesses by business type', () => {
    expect(businessLookups.projectApply).toMatchObject({ table: 'project_apply', nameColumn: 'project_name' });
    expect(businessLookups.accountOpen).toMatchObject({ table: 'company_account_apply', nameColumn: 'cust_name' });
    expect(businessLookups.accountChange).toMatchObject({ table: 'company_account_change', nameColumn: 'cust_name' });
    expect(businessLookups.provinceOpen).toMatchObject({ table: 'province_operator_apply', nameColumn: 'operator_name' });
  });

  it('names only business types the business-process association knows', () => {
    const seeded = new Set(businessProcessSeeds.map((b) => b.businessType));
    for (const type of Object.keys(businessLookups)) expect(seeded.has(type), type).toBe(true);
  });

  it('reads each table once for the page, by record id, and skips unknown types and non-uuid keys', () => {
    const a = '0b1c2d3e-0000-4000-8000-000000000001';
    const b = '0b1c2d3e-0000-4000-8000-000000000002';
    const c = '0b1c2d3e-0000-4000-8000-000000000003';
    const reads = recordsToRead([
      { process_instance_id: 'p1', business_type: 'projectApply', business_key: a },
      { process_instance_id: 'p2', business_type: 'projectApply', business_key: b },
      // a resubmission: a second instance of the same record
      { process_instance_id: 'p3', business_type: 'projectApply', business_key: a },
      { process_instance_id: 'p4', business_type: 'accountOpen', business_key: c },
      { process_instance_id: 'p5', business_type: 'noSuchBusiness', business_key: c },
      { process_instance_id: 'p6', business_type: 'accountOpen', business_key: 'bench-1' },
    ]);
    expect([...reads].map(([l, keys]) => [l.table, keys])).toEqual([
      ['project_apply', [a, b]],
      ['company_account_apply', [c]],
    ]);
  });
});
