import { z } from 'zod';
import { token } from '../messages.ts';
import { pageQuerySchema } from '../envelope.ts';
import type { LifecycleDeclaration } from '../lifecycle/types.ts';
import { freezeDocumentBusiness, freezeDocumentSchema, freezeDocumentType, ledgerProjectCode, ledgerQuantity, ledgerVintage } from './freezes.ts';
import { misconductDocumentBusiness, misconductDocumentType } from './misconduct.ts';
import { processKeys } from '../workflow.ts';
import { nameByCode } from '../code-table.ts';

/**
 * Account transfers (账户划转 /account/temporary, menu 1040, function 016; issue 12): moves of holdings between two
 * registry accounts that are not trades — succession (承继: a merger, a division, a company that inherits another's
 * holdings) and court enforcement (强制执行: a ruling that hands a debtor's units to a creditor) — with the proof
 * documents (划转证明材料, H01).
 *
 * Who does what (decided for this registry; the spec names the screens only): the registry applies (the receiving
 * party or the court hands the documents in to the registry, which enters the application: apply), a second registry
 * operator confirms it (划转确认, confirmList; not the applicant), a third audits it (划转审核, auditList; neither the
 * applicant nor the confirmer), all in processes/ccer/ccerAccountTransfer.bpmn. The units are reserved from the giving
 * account at application (available/null → available/transferId, ledger kind 'reserve'), posted to the receiving
 * account at approval (kind 'transfer', the worker topic ccer-account-transfer) and released at a rejection at either
 * step (kind 'release').
 *
 * Calls (tags 'ccer', function 016):
 *   POST /api/ccer/account-transfer/apply    apply (the registry)
 *   POST /api/ccer/account-transfer/list     the records (view record | confirm | audit: the lists of the menus)
 *   POST /api/ccer/account-transfer/detail   one transfer with its documents, ledger entries and the caller's open task
 *   POST /api/ccer/account-transfer/confirm  confirm or reject (the confirm task: { taskId, approved, opinion })
 *   POST /api/ccer/account-transfer/audit    approve or reject (the audit task: { taskId, approved, opinion })
 */
export const accountTransferPaths = {
  apply: '/api/ccer/account-transfer/apply',
  list: '/api/ccer/account-transfer/list',
  detail: '/api/ccer/account-transfer/detail',
  confirm: '/api/ccer/account-transfer/confirm',
  audit: '/api/ccer/account-transfer/audit',
} as const;

export const ACCOUNT_TRANSFER_BUSINESS = 'ccerAccountTransfer';
export const ACCOUNT_TRANSFER_PROCESS = processKeys.accountTransfer;
export const ACCOUNT_TRANSFER_TOPIC = 'ccer-account-transfer';
export const accountTransferDocumentType = 'H01';
export const accountTransferDocumentBusiness = 'ccerAccountTransfer';
/** The ledger's businesses that take documents (electronic document settings) and their types. */
export const ledgerDocumentBusinesses = { freeze: freezeDocumentBusiness, accountTransfer: accountTransferDocumentBusiness, misconduct: misconductDocumentBusiness } as const;
export const ledgerDocumentTypes = { freeze: freezeDocumentType, accountTransfer: accountTransferDocumentType, misconduct: misconductDocumentType } as const;

export const accountTransferTypes = {
  succession: { code: '01', zh: '承继', en: 'Succession' },
  enforcement: { code: '02', zh: '强制执行', en: 'Court enforcement' },
} as const;
export const accountTransferTypeCodes = ['01', '02'] as const;
export const accountTransferTypeName = nameByCode(accountTransferTypes);

export const accountTransferStatuses = {
  confirming: { code: '01', zh: '待确认', en: 'Awaiting confirmation' },
  auditing: { code: '02', zh: '待审核', en: 'Awaiting audit' },
  transferred: { code: '03', zh: '已划转', en: 'Transferred' },
  rejected: { code: '04', zh: '已驳回', en: 'Rejected' },
} as const;
export const accountTransferStatusCodes = ['01', '02', '03', '04'] as const;
export type AccountTransferStatus = (typeof accountTransferStatusCodes)[number];
export const accountTransferStatusName = nameByCode(accountTransferStatuses);

const st = accountTransferStatuses;
/** The account transfer's chain: confirm (01 → 02), audit (02 → 03); a rejection at either step ends in 04. */
export const accountTransferLifecycle: LifecycleDeclaration<AccountTransferStatus> = {
  area: 'ccer',
  businessType: ACCOUNT_TRANSFER_BUSINESS,
  processKey: ACCOUNT_TRANSFER_PROCESS,
  statuses: {
    '01': { zh: st.confirming.zh, en: st.confirming.en },
    '02': { zh: st.auditing.zh, en: st.auditing.en },
    '03': { zh: st.transferred.zh, en: st.transferred.en, final: true },
    '04': { zh: st.rejected.zh, en: st.rejected.en, final: true },
  },
  steps: [
    {
      taskKey: 'transferConfirm',
      workflowType: 'ccerAccountTransfer',
      role: 'registry',
      call: '/ccer/account-transfer/confirm',
      funcCode: '016',
      activeStatus: '01',
      approved: '02',
      returned: '04',
      documents: [],
      page: '/account/temporary/detail',
      zh: '账户划转确认',
      en: 'Account transfer confirmation',
    },
    {
      taskKey: 'transferAudit',
      workflowType: 'ccerAccountTransferAudit',
      role: 'registry',
      call: '/ccer/account-transfer/audit',
      funcCode: '016',
      activeStatus: '02',
      approved: '03',
      returned: '04',
      documents: [],
      page: '/account/temporary/detail',
      zh: '账户划转审核',
      en: 'Account transfer audit',
    },
  ],
  transitions: { '02': ['01'], '03': ['02'], '04': ['01', '02'] },
  tabs: [{ key: 'all', zh: '全部', en: 'All', statuses: ['01', '02', '03', '04'] }],
};

const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max, { error: token('maxLength', max) });

export const accountTransferApplyBody = z.object({
  transferType: z.enum(accountTransferTypeCodes),
  fromCustId: z.uuid(),
  toCustId: z.uuid(),
  projectCode: ledgerProjectCode,
  vintage: ledgerVintage,
  quantity: ledgerQuantity,
  reason: requiredText(500),
  /** The proof documents (H01: the ruling, the succession documents), uploaded first through /api/file/upload. */
  fileIds: z.array(z.uuid()).max(10).optional(),
});
export type AccountTransferApplyBody = z.infer<typeof accountTransferApplyBody>;

/** Which list: every record (recordList), those waiting for confirmation (confirmList), for audit (auditList). */
export const accountTransferViews = ['record', 'confirm', 'audit'] as const;
export const accountTransferListQuery = pageQuerySchema.extend({
  view: z.enum(accountTransferViews).default('record'),
  status: z.enum(accountTransferStatusCodes).optional(),
  transferType: z.enum(accountTransferTypeCodes).optional(),
  custName: z.string().trim().max(200).optional(),
  projectCode: z.string().trim().max(32).optional(),
  applyNo: z.string().trim().max(32).optional(),
});
export type AccountTransferListQuery = z.infer<typeof accountTransferListQuery>;

/** confirm and audit take the lifecycle's stepDecisionBody ({ taskId, approved, opinion }). */
export const accountTransferDetailQuery = z.object({ id: z.uuid() });

export const accountTransferRowSchema = z.object({
  id: z.string(),
  applyNo: z.string(),
  transferType: z.enum(accountTransferTypeCodes),
  transferTypeName: z.string(),
  status: z.enum(accountTransferStatusCodes),
  statusName: z.string(),
  fromCustId: z.string(),
  fromCustName: z.string().nullable(),
  toCustId: z.string(),
  toCustName: z.string().nullable(),
  projectCode: z.string(),
  projectName: z.string().nullable(),
  vintage: z.number().int(),
  quantity: z.number().int(),
  reason: z.string(),
  applicantName: z.string().nullable(),
  confirmerName: z.string().nullable(),
  auditorName: z.string().nullable(),
  confirmOpinion: z.string().nullable(),
  auditOpinion: z.string().nullable(),
  /** ISO instants (shown in China time). */
  appliedAt: z.string(),
  confirmedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The caller's open task of this transfer (confirm or audit), when there is one. */
  taskId: z.string().nullable(),
});
export type AccountTransferRow = z.infer<typeof accountTransferRowSchema>;

export const accountTransferEntrySchema = z.object({
  kind: z.string(),
  kindName: z.string(),
  serial: z.string(),
  quantity: z.number().int(),
  fromHolder: z.string().nullable(),
  toHolder: z.string().nullable(),
  at: z.string(),
});
export const accountTransferDetailSchema = accountTransferRowSchema.extend({
  documents: z.array(freezeDocumentSchema),
  entries: z.array(accountTransferEntrySchema),
});
export type AccountTransferDetail = z.infer<typeof accountTransferDetailSchema>;
