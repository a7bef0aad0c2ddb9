import { z } from 'zod';
import { token } from './messages.ts';
import { pageQuerySchema } from './envelope.ts';
import { companyBlocks } from './validation/company-form.ts';
import { addIssues, attachmentSchema, checkFields, isBlank, looseShape } from './validation/form-rules.ts';
import { operatorFamilies } from './operator-accounts.ts';

/*
 * Joint company opening (联合开户, accounts spec §2.3 /client/company/unionOpen, §7.4 unionOpenAccount) and the
 * provincial administrator application (§2.3 /client/province/*, §7.2 provinceOperateAddDetail).
 *
 * Readings chosen:
 * - Joint opening = the registry account and the trading-system account are opened together, so the
 *   trading-system account representative block (prefix accountpre, §3.8) is required in full, accountpreFaxNo
 *   included; the fixed phone stays optional (§5.3). It is the same application (company_account_apply) with
 *   open type 'joint', through the same approval chain (ccerAccountOpen, start variable openType).
 * - Province application: a signed-in visitor (09) applies for a provincial administrator account for one
 *   province with the §3.4 province-administrator form (manageProvinceId + faxNo required); attachments are
 *   optional. A national administrator (group country) approves or rejects with an opinion; on approval the
 *   visitor's own account becomes the province administrator (type 03, role 省级管理员), so it signs in as before.
 */

/** Open types of a company account application. */
export const companyOpenTypes = { normal: 'normal', joint: 'joint' } as const;
export type CompanyOpenType = (typeof companyOpenTypes)[keyof typeof companyOpenTypes];

/** The trading-system account representative fields (§3.8), in form order. */
export const tradeRepresentativeFields: readonly string[] = companyBlocks.accountpre;
/** Fields of the block that stay optional in a joint opening (the fixed phone, §5.3). */
const TRADE_OPTIONAL = new Set(['accountprePhoneNo']);
export const tradeRepresentativeRequired: readonly string[] = tradeRepresentativeFields.filter((f) => !TRADE_OPTIONAL.has(f));

/** Message token naming an empty required trading-representative field (e.g. 交易系统账户代表姓名不能为空！). */
export const tradeRepresentativeRequiredToken = (field: string) => token(`tradeRepRequired_${field}`);

/**
 * The extra rule of a joint opening: every required trading-representative field filled. Formats are judged by
 * companyFormSchema (the same rules as the normal opening); this only adds required-ness, with labelled messages.
 */
export function jointOpeningIssues(values: Readonly<Record<string, unknown>>): Array<{ field: string; message: string }> {
  return tradeRepresentativeRequired.filter((f) => isBlank(values[f])).map((f) => ({ field: f, message: tradeRepresentativeRequiredToken(f) }));
}

// ---- provincial administrator application ----------------------------------------------------------------------

export const provinceOpenKeys = {
  processKey: 'ccerProvinceOpen',
  businessType: 'provinceOpen',
  topic: 'province-open-result',
} as const;

export const provinceApplyStatuses = { auditing: 'auditing', rejected: 'rejected', opened: 'opened', cancelled: 'cancelled' } as const;
export type ProvinceApplyStatus = (typeof provinceApplyStatuses)[keyof typeof provinceApplyStatuses];
export const provinceApplyStatusList = Object.values(provinceApplyStatuses) as [ProvinceApplyStatus, ...ProvinceApplyStatus[]];
/** What the visitor sees (§4): 审核中 / 审核不通过 / 开户成功, and 已撤销. */
export const provinceApplyStatusNames: Record<ProvinceApplyStatus, { zh: string; en: string }> = {
  auditing: { zh: '审核中', en: 'Under review' },
  rejected: { zh: '审核不通过', en: 'Rejected' },
  opened: { zh: '开户成功', en: 'Account opened' },
  cancelled: { zh: '已撤销', en: 'Cancelled' },
};

const provinceFamily = operatorFamilies.province;

/** POST /api/register/add/provinceOperateAddDetail: the §3.4 province-administrator form, attachments optional. */
export const provinceApplyBody = z
  .object({ ...looseShape(provinceFamily.rules), attachments: z.array(attachmentSchema).max(20).optional() })
  .superRefine((values, ctx) => addIssues(ctx, checkFields(values, provinceFamily.rules, provinceFamily.required)));
export type ProvinceApplyBody = z.infer<typeof provinceApplyBody>;

export const provinceApplySchema = z.object({
  id: z.string(),
  applyNo: z.string(),
  operatorName: z.string(),
  manageProvinceId: z.string(),
  manageProvinceCn: z.string().nullable(),
  status: z.enum(provinceApplyStatusList),
  statusName: z.string(),
  opinion: z.string().nullable(),
  form: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ProvinceApply = z.infer<typeof provinceApplySchema>;

export const provinceApplyListQuery = pageQuerySchema;
