import { describe, expect, it } from 'vitest';
import { operatorTypes } from '@ccer/contracts';
import { actsForRegistry, ownCompanyOf, requireOwnCompany } from './company-scope.ts';
import { AppError } from '../../errors.ts';

describe('ownCompanyOf: whose rows an operator sees', () => {
  it('gives the registry staff every company', () => {
    for (const t of [operatorTypes.admin, operatorTypes.country, operatorTypes.province, operatorTypes.testArea, operatorTypes.configuration, operatorTypes.exchange]) {
      expect(ownCompanyOf({ operatorType: t, custId: null })).toBeNull();
      expect(actsForRegistry({ operatorType: t, custId: null })).toBe(true);
    }
  });

  it('binds everyone else to the company they act for, and to none without one (never all)', () => {
    expect(ownCompanyOf({ operatorType: operatorTypes.representative, custId: 'c1' })).toBe('c1');
    expect(ownCompanyOf({ operatorType: operatorTypes.organisation, custId: 'b1' })).toBe('b1');
    // a public account holds the offset function (087) but acts for no company: it sees no company's offsets
    for (const t of [operatorTypes.publicPerson, operatorTypes.publicOrganisation, operatorTypes.tourist, operatorTypes.expert, operatorTypes.representative]) {
      expect(ownCompanyOf({ operatorType: t, custId: null })).toBe('');
      expect(actsForRegistry({ operatorType: t, custId: null })).toBe(false);
    }
  });
});

describe('requireOwnCompany: the company an operator moves its own rows for', () => {
  it('gives a representative its company', () => {
    expect(requireOwnCompany({ operatorType: operatorTypes.representative, custId: 'c1' }, 'transferNoCompany')).toBe('c1');
  });

  it('refuses the registry staff, even one carrying a company, and anyone acting for none, with the refusal given', () => {
    for (const op of [
      { operatorType: operatorTypes.country, custId: null },
      { operatorType: operatorTypes.admin, custId: 'c1' },
      { operatorType: operatorTypes.representative, custId: null },
      { operatorType: operatorTypes.publicPerson, custId: null },
    ]) {
      let refused: unknown;
      try {
        requireOwnCompany(op, 'offsetNoCompany');
      } catch (e) {
        refused = e;
      }
      expect(refused, op.operatorType).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'offsetNoCompany' });
    }
  });
});
