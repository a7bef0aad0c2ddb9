import type { Knex } from 'knex';
import { functionCodes } from '@ccer/contracts';
import type { Operator } from '../../../plugins/auth.ts';
import { actsForRegistry, representsCompany } from '../../../domain/access/company-scope.ts';


/**
 * Registry administrators who change or open companies (008, 005) read any company's changes; so do the auditors
 * (group country). Representatives hold 008 for their own company only (domain/access/company-scope.ts).
 */
export function isCompanyReviewer(op: Operator): boolean {
  return actsForRegistry(op) && (op.funcs.has(functionCodes.companyEdit) || op.funcs.has(functionCodes.companyOpen) || op.groups.includes('country'));
}

/** A registry administrator with 008 changes any company; everybody else only a company they represent. */
export async function mayChangeCompany(db: Knex | Knex.Transaction, op: Operator, custId: string): Promise<boolean> {
  if (actsForRegistry(op) && op.funcs.has(functionCodes.companyEdit)) return true;
  return representsCompany(db, op, custId);
}
