import { z } from 'zod';
import { numeric } from '../validation/input-values.ts';
import { token } from '../messages.ts';
import { pageQuerySchema } from '../envelope.ts';
import { MAX_UNITS } from './units.ts';
import { nameByCode } from '../code-table.ts';

/**
 * Freezes (冻结记录 /ccer/freezeRecord, menu 201510, function 101; issue 12): the registry freezes a quantity of a
 * holder's available units of one project and vintage with a reason and a document (a judicial freeze: the court's
 * ruling or notice of assistance in enforcement). The freeze record's id is the claim of the frozen blocks
 * (available/null → frozen/freezeId, ledger kind 'freeze'); an unfreeze releases the whole freeze (frozen/freezeId →
 * available/null, 'unfreeze'). Frozen units are not 'available': no transfer, offset or freeze takes them.
 *
 * Calls (tags 'ccer'):
 *   POST /api/ccer/freeze/list      freeze records (the registry every company's; a holder its own, with function 100)
 *   POST /api/ccer/freeze/apply     freeze (101)
 *   POST /api/ccer/freeze/unfreeze  unfreeze one freeze (101)
 *   POST /api/ccer/freeze/holders   companies holding available units, by name (the freeze form's company search; 101, 016)
 *   POST /api/ccer/freeze/holdings  a company's available units by project and vintage (101, 016)
 */
export const freezePaths = {
  list: '/api/ccer/freeze/list',
  apply: '/api/ccer/freeze/apply',
  unfreeze: '/api/ccer/freeze/unfreeze',
  holders: '/api/ccer/freeze/holders',
  holdings: '/api/ccer/freeze/holdings',
} as const;

/** Business type of a freeze record (operation log, ledger entries, attachments). */
export const FREEZE_BUSINESS = 'ccerFreeze';
/** The electronic document type of the freeze document and the business-document setting that takes it. */
export const freezeDocumentType = 'F01';
export const freezeDocumentBusiness = 'ccerFreeze';

export const freezeStatuses = {
  frozen: { code: '01', zh: '冻结中', en: 'Frozen' },
  unfrozen: { code: '02', zh: '已解冻', en: 'Unfrozen' },
} as const;
export type FreezeStatus = (typeof freezeStatuses)[keyof typeof freezeStatuses]['code'];
export const freezeStatusCodes = ['01', '02'] as const;
export const freezeStatusName = nameByCode(freezeStatuses);

const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max, { error: token('maxLength', max) });

export const ledgerQuantity = numeric(
  z
    .number({ error: token('positiveInteger') })
    .int({ error: token('positiveInteger') })
    .positive({ error: token('positiveInteger') })
    .max(MAX_UNITS, { error: token('ledgerMaxUnits', MAX_UNITS) }),
);
export const ledgerVintage = numeric(z.number().int().min(2000).max(2100));
export const ledgerProjectCode = requiredText(32);

export const freezeApplyBody = z.object({
  custId: z.uuid(),
  projectCode: ledgerProjectCode,
  vintage: ledgerVintage,
  quantity: ledgerQuantity,
  reason: requiredText(500),
  /** The freeze document (F01), uploaded first through /api/file/upload. */
  fileIds: z.array(z.uuid()).max(10).optional(),
});
export type FreezeApplyBody = z.infer<typeof freezeApplyBody>;

export const unfreezeBody = z.object({
  id: z.uuid(),
  reason: z.string().trim().max(500, { error: token('maxLength', 500) }).optional(),
});
export type UnfreezeBody = z.infer<typeof unfreezeBody>;

export const freezeListQuery = pageQuerySchema.extend({
  status: z.enum(freezeStatusCodes).optional(),
  custName: z.string().trim().max(200).optional(),
  projectCode: z.string().trim().max(32).optional(),
  vintage: numeric(z.number().int().optional()),
  id: z.uuid().optional(),
});
export type FreezeListQuery = z.infer<typeof freezeListQuery>;

/** A linked document: its id, name, type and stored path (GET /api/file/download/single with the row's id as businessCode). */
export const freezeDocumentSchema = z.object({ fileId: z.string(), fileName: z.string(), typeNo: z.string(), path: z.string() });

export const freezeRowSchema = z.object({
  id: z.string(),
  freezeNo: z.string(),
  status: z.enum(freezeStatusCodes),
  statusName: z.string(),
  custId: z.string(),
  custName: z.string().nullable(),
  projectCode: z.string(),
  projectName: z.string().nullable(),
  vintage: z.number().int(),
  quantity: z.number().int(),
  reason: z.string(),
  unfreezeReason: z.string().nullable(),
  frozenBy: z.string().nullable(),
  unfrozenBy: z.string().nullable(),
  /** ISO instants (shown in China time). */
  frozenAt: z.string(),
  unfrozenAt: z.string().nullable(),
  documents: z.array(freezeDocumentSchema),
});
export type FreezeRow = z.infer<typeof freezeRowSchema>;

export const holderSearchBody = z.object({ keyword: z.string().trim().max(200).optional() });
export const holderRowSchema = z.object({ custId: z.string(), custName: z.string(), available: z.number().int() });
export type HolderRow = z.infer<typeof holderRowSchema>;

export const holdingsQueryBody = z.object({ custId: z.uuid() });
export const availableHoldingSchema = z.object({
  projectCode: z.string(),
  projectName: z.string().nullable(),
  vintage: z.number().int(),
  available: z.number().int(),
});
export type AvailableHolding = z.infer<typeof availableHoldingSchema>;
