import type { Knex } from 'knex';
import { businessTypes, companyChangeProcess, functionCodes as fc, provinceOpenKeys, projectLifecycle, DOC_TEMPLATE_BUSINESS, publicDocumentTypes, certifiedPublicDocumentTypes } from '@ccer/contracts';
import { PUBLIC_ACCOUNT_ATTACHMENTS } from '../accounts/public-accounts.ts';
import { isPublicApplication } from '../lifecycle/public-projects.ts';
import { isPublicReduction } from '../lifecycle/public-reductions.ts';
import { informationFileOwners } from '../information/file-owners.ts';
import { namedBodyOf } from '../lifecycle/named-body.ts';

/**
 * Whose an attachment is. A form links its uploads to its business row (attachment.business_type +
 * business_code, the row's id); this file declares, per business type, how to find the row's owning company
 * and the operators named on it, and which function codes read its files. findReadableAttachment
 * (attachments.ts) applies the one rule to every download; a new business that keeps attachments adds
 * one entry here, or its files stay readable by their uploader and system administrators only.
 */
export interface AttachmentOwner {
  /** The company the row belongs to (representatives of it may read); null for a person's own business. */
  custId: string | null;
  /** Operators named on the row (applicant, confirmer, account holder, appointed expert): they read its files. */
  parties: string[];
  /** Companies named on the row besides its owner (a project's validation body): their representatives read its files. */
  partyCompanies?: string[];
}

export interface AttachmentBusiness {
  /** Holders of any of these read the files: registry staff of any row, representatives of their company's rows. */
  readerFuncs: readonly string[];
  /** Candidate groups of the business's review tasks: registry reviewers read what they judge. */
  reviewerGroups: readonly string[];
  /** Every signed-in user reads the files (a document type's template, handed to anyone who fills a form). */
  everyone?: boolean;
  /** The row's owner, or undefined when no such row exists. */
  ownerOf(db: Knex, businessCode: string): Promise<AttachmentOwner | undefined>;
  /** Files anyone may read, signed in or not: of these types, while the row is public (a project in publicity or registered). */
  publicRead?: { typeNos: readonly string[]; isPublic(db: Knex, businessCode: string): Promise<boolean> };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The owner read from one row of `table` by its uuid id: its company column and its party columns. */
function ownerFromRow(table: string, custColumn: string | null, partyColumns: readonly string[]): AttachmentBusiness['ownerOf'] {
  return async (db, businessCode) => {
    if (!UUID.test(businessCode)) return undefined;
    const columns = [...(custColumn ? [custColumn] : []), ...partyColumns];
    const row = await db(table).where({ id: businessCode }).first<Record<string, string | null> | undefined>(columns);
    if (!row) return undefined;
    return {
      custId: custColumn ? (row[custColumn] ?? null) : null,
      parties: partyColumns.map((c) => row[c]).filter((v): v is string => Boolean(v)),
    };
  };
}

export const attachmentBusinesses: Readonly<Record<string, AttachmentBusiness>> = {
  // company account application: the company exists (cust_id) once opened
  [businessTypes.accountOpen]: {
    readerFuncs: [fc.companyOpen, fc.companyEdit],
    reviewerGroups: ['country'],
    ownerOf: ownerFromRow('company_account_apply', 'cust_id', ['applicant_operator_id', 'confirmer_operator_id']),
  },
  // company information change: the files a change adds
  [companyChangeProcess.businessType]: {
    readerFuncs: [fc.companyEdit, fc.companyOpen],
    reviewerGroups: ['country'],
    ownerOf: ownerFromRow('company_account_change', 'cust_id', ['applicant_operator_id', 'confirmer_operator_id']),
  },
  // a person's (or institution's) public account: the visitor who applied
  [PUBLIC_ACCOUNT_ATTACHMENTS]: {
    readerFuncs: [fc.publicOpen, fc.accountModify, fc.accountLock],
    reviewerGroups: [],
    ownerOf: ownerFromRow('public_account', null, ['operator_id']),
  },
  // a provincial administrator's application
  [provinceOpenKeys.businessType]: {
    readerFuncs: [fc.provinceOpen],
    reviewerGroups: ['country'],
    ownerOf: ownerFromRow('province_operator_apply', null, ['operator_id']),
  },
  // a project application's documents (design document, validation report, commitment letter …; electronic document
  // settings of the project chain): the owner company's representatives and registry staff, the validation body named
  // on it, and the experts appointed to evaluate it; the registry's project query (116) reads them on its detail
  [projectLifecycle.businessType]: {
    readerFuncs: [fc.projectAdd, fc.projectPubAudit, fc.projectQuery],
    reviewerGroups: ['country'],
    ownerOf: async (db, applyId) => {
      if (!UUID.test(applyId)) return undefined;
      const row = await db('project_apply as a')
        .where('a.id', applyId)
        .first<{ cust_id: string | null; status: string; owner_operator_id: string | null; approval_authority: string | null; experts: string[] } | undefined>(
          'a.cust_id',
          'a.status',
          'a.owner_operator_id',
          'a.approval_authority',
          db.raw(`array(select e.expert_operator_id from project_expert e where e.apply_id = a.id and e.status in ('02', '03')) as experts`),
        );
      if (!row) return undefined;
      return {
        custId: row.cust_id,
        parties: [row.owner_operator_id, ...row.experts].filter((v): v is string => Boolean(v)),
        partyCompanies: [namedBodyOf(row, row.approval_authority)].filter((v): v is string => Boolean(v)),
      };
    },
    // the published documents of a project in publicity or registered (the /projectPublicity pages)
    publicRead: { typeNos: publicDocumentTypes, isPublic: async (db, applyId) => UUID.test(applyId) && isPublicApplication(db, applyId) },
  },
  // a cancellation application's materials (project_cancel_apply row): the company's representatives, the applicant
  // and the registry's cancellation staff
  [businessTypes.projectCancel]: {
    readerFuncs: [fc.projectAdd, fc.projectCancel],
    reviewerGroups: ['country'],
    ownerOf: ownerFromRow('project_cancel_apply', 'cust_id', ['applicant_operator_id']),
  },
  // one expert's evaluation report (project_expert row): the expert, the application's owner company and the registry
  [businessTypes.projectExpert]: {
    readerFuncs: [fc.projectAdd, fc.projectPubAudit, fc.projectRegistryReview, fc.certifiedAdd, fc.certifiedRegistryReview],
    reviewerGroups: ['country'],
    ownerOf: async (db, expertRowId) => {
      if (!UUID.test(expertRowId)) return undefined;
      // the appointment is of a project application or of a reduction-volume application
      const row = await db('project_expert as e')
        .leftJoin('project_apply as a', 'a.id', 'e.apply_id')
        .leftJoin('certified_apply as x', 'x.id', 'e.apply_id')
        .where('e.id', expertRowId)
        .first<{ cust_id: string | null; expert_operator_id: string } | undefined>(db.raw('coalesce(a.cust_id, x.cust_id) as cust_id'), 'e.expert_operator_id');
      return row ? { custId: row.cust_id, parties: [row.expert_operator_id] } : undefined;
    },
  },
  // a reduction-volume application's documents (monitoring report, verification report, commitment letter): the owner
  // company's representatives and registry staff, and the verification body named on it
  [businessTypes.certifiedApply]: {
    readerFuncs: [fc.certifiedAdd, fc.certifiedPubAudit, fc.certifiedRegistryReview],
    reviewerGroups: ['country'],
    ownerOf: async (db, applyId) => {
      if (!UUID.test(applyId)) return undefined;
      const row = await db('certified_apply').where({ id: applyId }).first<{ cust_id: string | null; status: string; owner_operator_id: string | null; verification_agency: string | null } | undefined>('cust_id', 'status', 'owner_operator_id', 'verification_agency');
      if (!row) return undefined;
      const body = namedBodyOf(row, row.verification_agency);
      return { custId: row.cust_id, parties: row.owner_operator_id ? [row.owner_operator_id] : [], partyCompanies: body ? [body] : [] };
    },
    // the published documents of a reduction application in publicity or registered (the portal's reduction tabs)
    publicRead: { typeNos: certifiedPublicDocumentTypes, isPublic: async (db, applyId) => UUID.test(applyId) && isPublicReduction(db, applyId) },
  },
  // a withdrawal's materials (certified_cancel_apply row): the company's representatives, the applicant and the registry's
  // withdrawal staff
  [businessTypes.certifiedCancel]: {
    readerFuncs: [fc.certifiedAdd, fc.certifiedCancel],
    reviewerGroups: ['country'],
    ownerOf: ownerFromRow('certified_cancel_apply', 'cust_id', ['applicant_operator_id']),
  },
  // a freeze's document (ccer_freeze row, /ccer/freezeRecord): the registry's freeze staff and the frozen holder
  ccerFreeze: {
    readerFuncs: [fc.holdingFreeze, fc.holdingView],
    reviewerGroups: ['country'],
    ownerOf: ownerFromRow('ccer_freeze', 'cust_id', ['frozen_by']),
  },
  // an account transfer's proof documents (ccer_account_transfer row, /account/temporary): the registry's transfer staff
  ccerAccountTransfer: {
    readerFuncs: [fc.accountTransfer],
    reviewerGroups: ['country'],
    ownerOf: ownerFromRow('ccer_account_transfer', null, ['applicant_operator_id', 'confirmer_operator_id', 'auditor_operator_id']),
  },
  // a bad-behaviour record's evidence (ccer_misconduct row, /ccer/unpleasant): the registry's recorders and auditors
  ccerMisconduct: {
    readerFuncs: [fc.misconductRecord, fc.misconductAudit],
    reviewerGroups: ['country'],
    ownerOf: ownerFromRow('ccer_misconduct', null, ['recorder_operator_id']),
  },
  // a methodology proposal's documents (methodology_proposal row): the proposer, the company's representatives, the registry's reviewers
  [businessTypes.methodologyCollect]: {
    readerFuncs: [fc.methodology, fc.methodologyPropose],
    reviewerGroups: ['country'],
    ownerOf: ownerFromRow('methodology_proposal', 'cust_id', ['proposer_operator_id']),
  },
  // information publishing: releases, banners, methodologies (their public files: domain/information/file-owners.ts)
  ...informationFileOwners,
  // a document type's template (electronic document settings; business_code is the type code)
  [DOC_TEMPLATE_BUSINESS]: {
    readerFuncs: [],
    reviewerGroups: [],
    everyone: true,
    ownerOf: async (db, typeNo) => ((await db('electronic_doc_type').where({ type_no: typeNo }).first('type_no')) ? { custId: null, parties: [] } : undefined),
  },
};

/**
 * Links uploads to their business row, so that the row's readers (above) read them. Only the paths given;
 * the caller has checked they are the submitter's own uploads or already the row's.
 */
export async function linkAttachmentsTo(db: Knex | Knex.Transaction, businessType: string, businessCode: string, paths: readonly string[]): Promise<void> {
  assertDeclared(businessType);
  if (paths.length === 0) return;
  await db('attachment').whereIn('store_key', paths).update({ business_type: businessType, business_code: businessCode });
}

/** A business that keeps attachments declares its owner above; linking to an undeclared one is a programming error. */
export function assertDeclared(businessType: string): void {
  if (!attachmentBusinesses[businessType]) throw new Error(`attachments of business ${businessType} have no owner declaration`);
}
