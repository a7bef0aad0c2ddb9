import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { token } from '../messages.ts';
import { businessTypes } from '../workflow.ts';
import { codesOf, nameIn } from '../code-table.ts';
import { requiredText } from './fields.ts';
import { accountTypesOf } from '../menus/visibility.ts';

/**
 * 账户绑定 (/ccer/abutment/association, menu 2210 under 22 全国注册登记系统对接): a key emitting entity (company account
 * type 02, the only one the menu shows to) binds its registry account to its account in the national carbon market's
 * registry (全国碳排放权注册登记系统), the account its national compliance offsets (全国碳市场抵销) serve. A company has
 * at most one binding in force and a national account is bound to at most one company; an unbinding keeps the record
 * with its reason. The company's representatives bind and unbind (function 103); the registry reads every binding
 * (function 102).
 *
 * Calls (tags 'ccer'):
 *   GET  /api/ccer/abutment/association         the caller's company: may it bind, its binding in force (103)
 *   POST /api/ccer/abutment/association/bind    bind the company's account (103)
 *   POST /api/ccer/abutment/association/unbind  end the binding in force, with a reason (103)
 *   POST /api/ccer/abutment/association/list    bindings, one page: every company's (102), a company's own (103)
 */
export const nationalBindingPaths = {
  own: '/api/ccer/abutment/association',
  bind: '/api/ccer/abutment/association/bind',
  unbind: '/api/ccer/abutment/association/unbind',
  list: '/api/ccer/abutment/association/list',
} as const;

export const NATIONAL_BINDING_BUSINESS = businessTypes.nationalBinding;

/** The company account type of a key emitting entity (重点排放单位), the one that binds. */
export const KEY_EMITTER_ACCOUNT_TYPE = '02';

/** Whether a company of these account types ("01,02") is a key emitting entity: may it bind. */
export const isKeyEmitter = (custType: string | null | undefined): boolean => accountTypesOf(custType).has(KEY_EMITTER_ACCOUNT_TYPE);

export const nationalBindingStatuses = {
  bound: { zh: '已绑定', en: 'Bound' },
  unbound: { zh: '已解绑', en: 'Unbound' },
} as const;
export type NationalBindingStatus = keyof typeof nationalBindingStatuses;
export const nationalBindingStatusCodes = codesOf(nationalBindingStatuses);
export const nationalBindingStatusName = nameIn(nationalBindingStatuses);

/** A national registry account number as that registry gives it: letters, digits and hyphens, up to 32. */
export const nationalAccountNoField = z
  .string()
  .trim()
  .min(1)
  .max(32, { error: token('maxLength', 32) })
  .regex(/^[A-Za-z0-9-]+$/, { error: token('nationalAccountNoFormat') });

export const nationalBindBody = z.object({
  nationalAccountNo: nationalAccountNoField,
  /** The entity's name as the national registry holds it. */
  emitterName: requiredText(200),
});
export type NationalBindBody = z.infer<typeof nationalBindBody>;

export const nationalUnbindBody = z.object({ reason: requiredText(200) });
export type NationalUnbindBody = z.infer<typeof nationalUnbindBody>;

export const nationalBindingListQuery = pageQuerySchema.extend({
  custName: z.string().trim().max(100).optional(),
  nationalAccountNo: z.string().trim().max(32).optional(),
  status: z.enum(nationalBindingStatusCodes).optional(),
});
export type NationalBindingListQuery = z.infer<typeof nationalBindingListQuery>;

export const nationalBindingRowSchema = z.object({
  id: z.string(),
  custId: z.string(),
  custName: z.string().nullable(),
  custNo: z.string().nullable(),
  nationalAccountNo: z.string(),
  emitterName: z.string(),
  status: z.enum(nationalBindingStatusCodes),
  statusName: z.string(),
  boundByName: z.string().nullable(),
  boundAt: z.string(),
  unboundByName: z.string().nullable(),
  unboundAt: z.string().nullable(),
  unbindReason: z.string().nullable(),
});
export type NationalBindingRow = z.infer<typeof nationalBindingRowSchema>;

/** The caller's company: whether it may bind (a key emitting entity), its binding in force, and all of them newest first. */
export const ownNationalBindingSchema = z.object({
  custName: z.string().nullable(),
  eligible: z.boolean(),
  current: nationalBindingRowSchema.nullable(),
});
export type OwnNationalBinding = z.infer<typeof ownNationalBindingSchema>;
