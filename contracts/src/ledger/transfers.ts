import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { token } from '../messages.ts';
import { ledgerRangeSchema, type LedgerRange } from './units.ts';
import { optionalText, requiredId, requiredText, unitQuantity, yearField } from './fields.ts';
import { codesOf, nameIn } from '../code-table.ts';

/**
 * Holdings transfers (持有量划转, /ccer/transfer, functions 085 and 086; issue 12):
 * - account (账户间划转): to another registry account; the company's initiating representative applies, its confirming
 *   representative confirms (maker-checker, ccerTransferConfirm in BPMN); the quantity is reserved from the
 *   application to the posting or the rejection;
 * - platform (划转至交易平台) and holding (持有量划转: back from the trading system): the holder's own units between the
 *   registry holding and the trading-system state, posted at once with a record (no change of owner).
 */
export const transferPaths = {
  account: '/api/ccer/transfer/account',
  platform: '/api/ccer/transfer/platform',
  holding: '/api/ccer/transfer/holding',
  /** The receiving accounts a transfer may name (open companies, the caller's own excluded). */
  accounts: '/api/ccer/transfer/accounts',
  /** The caller's company's units by project and vintage (the form's picker). */
  positions: '/api/ccer/transfer/positions',
  record: '/api/ccer/transfer/record',
  confirmList: '/api/ccer/transfer/confirm-list',
  confirmDetail: '/api/ccer/transfer/confirmDetail',
  confirm: '/api/ccer/transfer/confirm',
  notice: '/api/ccer/transfer/notice',
} as const;

export const transferKinds = {
  account: { zh: '账户间划转', en: 'Transfer between accounts' },
  platform: { zh: '划转至交易平台', en: 'To the trading platform' },
  holding: { zh: '转回持有账户', en: 'Back from the trading platform' },
} as const;
export type TransferKind = keyof typeof transferKinds;
export const transferKindCodes = codesOf(transferKinds);

export const transferStatuses = {
  confirming: { zh: '待确认', en: 'Awaiting confirmation' },
  posted: { zh: '已划转', en: 'Posted' },
  rejected: { zh: '已驳回', en: 'Rejected' },
} as const;
export type TransferStatus = keyof typeof transferStatuses;
export const transferStatusCodes = codesOf(transferStatuses);

const uuid = requiredId;
const quantity = unitQuantity;
const projectCode = requiredText(32);
const vintage = yearField;
const remark = optionalText(500);

/** 账户间划转: a quantity of one project's vintage to another registry account. */
export const transferAccountBody = z.object({ projectCode, vintage, quantity, toCustId: uuid, remark });
export type TransferAccountBody = z.infer<typeof transferAccountBody>;

/** 划转至交易平台 / 转回: a quantity of the holder's own units between the registry holding and the trading system. */
export const transferOwnBody = z.object({ projectCode, vintage, quantity, remark });
export type TransferOwnBody = z.infer<typeof transferOwnBody>;

/** The confirming representative's decision. */
export const transferConfirmBody = z.object({
  id: uuid,
  approved: z.boolean(),
  opinion: z.string().trim().max(500, { error: token('maxLength', 500) }).optional(),
});
export type TransferConfirmBody = z.infer<typeof transferConfirmBody>;

export const transferIdQuery = z.object({ id: uuid });

export const transferListQuery = pageQuerySchema.extend({
  kind: z.enum(transferKindCodes).optional(),
  status: z.enum(transferStatusCodes).optional(),
  projectCode: z.string().trim().max(32).optional(),
  transferNo: z.string().trim().max(32).optional(),
  id: z.string().uuid().optional(),
});
export type TransferListQuery = z.infer<typeof transferListQuery>;

export const transferAccountsQuery = z.object({ keyword: z.string().trim().max(80).optional() });
export const transferPositionsQuery = z.object({ state: z.enum(['available', 'trading']).optional() });

/** One serial range a posted transfer moved (from its ledger entries). */
export const transferRangeSchema = ledgerRangeSchema;
export type TransferRange = LedgerRange;

export const transferRowSchema = z.object({
  id: z.string(),
  transferNo: z.string(),
  kind: z.enum(transferKindCodes),
  kindName: z.string(),
  status: z.enum(transferStatusCodes),
  statusName: z.string(),
  projectCode: z.string(),
  projectName: z.string().nullable(),
  vintage: z.number().int(),
  quantity: z.number().int(),
  fromCustId: z.string(),
  fromCustName: z.string().nullable(),
  fromCustNo: z.string().nullable(),
  toCustId: z.string(),
  toCustName: z.string().nullable(),
  toCustNo: z.string().nullable(),
  applicantName: z.string().nullable(),
  confirmerName: z.string().nullable(),
  remark: z.string().nullable(),
  opinion: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The caller's open confirmation task of it (the confirming representative's), else null. */
  taskId: z.string().nullable(),
});
export type TransferRow = z.infer<typeof transferRowSchema>;

export const transferDetailSchema = transferRowSchema.extend({ ranges: z.array(transferRangeSchema) });
export type TransferDetail = z.infer<typeof transferDetailSchema>;

/** A company's units of one project and vintage in one state (the form's picker). */
export const transferPositionSchema = z.object({
  projectCode: z.string(),
  projectName: z.string().nullable(),
  vintage: z.number().int(),
  state: z.string(),
  /** Free units: neither reserved by a pending transfer nor frozen. */
  quantity: z.number().int(),
});
export type TransferPosition = z.infer<typeof transferPositionSchema>;

export const transferAccountSchema = z.object({ custId: z.string(), custNo: z.string().nullable(), custName: z.string() });
export type TransferAccount = z.infer<typeof transferAccountSchema>;

export const transferKindName = nameIn(transferKinds);
export const transferStatusName = nameIn(transferStatuses);
