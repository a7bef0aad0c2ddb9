import { z } from 'zod';
import { token } from '../messages.ts';
import { engineId } from '../ids.ts';
import { text } from '../validation/shared-helpers.ts';
import { documentFileIds } from '../electronic-documents.ts';

/**
 * Bodies of the lifecycle's step calls (the declaration's `call`s). Every step names its task; a decision
 * step says approved or returned (a return needs its opinion); a step that hands in documents names the
 * uploaded files (POST /api/file/upload), which the gateway links to the application and checks against
 * the business-document settings.
 */
const opinion = z.string().trim().max(2000, { error: token('maxLength', 2000) }).optional();
const fileIds = documentFileIds;
const opinionWhenReturned = <T extends { approved: boolean; opinion?: string }>(b: T) => b.approved || (b.opinion ?? '').length > 0;

/** Approve or return with an opinion (publicity audit, recall audit, owner confirmation, acceptance, review, confirmation). */
export const stepDecisionBody = z
  .object({ taskId: engineId(), approved: z.boolean(), opinion, fileIds })
  .refine(opinionWhenReturned, { path: ['opinion'], error: token('opinionRequired') });
export type StepDecisionBody = z.infer<typeof stepDecisionBody>;

/** The validation body's report (ccerOrgUploadFile): conclusion, how public comments were handled, the report files. */
export const orgReportBody = z.object({
  taskId: engineId(),
  validationConclusion: z.enum(['1', '0']),
  commentHandling: text(1, 2000, 'lengthBetween'),
  opinion,
  fileIds,
});
export type OrgReportBody = z.infer<typeof orgReportBody>;

/** The owner's registration application (ccerRegisterApply): the commitment letter and other files. */
export const registerApplyBody = z.object({ taskId: engineId(), opinion, fileIds });
export type RegisterApplyBody = z.infer<typeof registerApplyBody>;

/** One expert's evaluation (projectEvaluation): conclusion, opinion text, report file. */
export const expertReportBody = z.object({
  taskId: engineId(),
  conclusion: z.enum(['1', '0']),
  evaluation: text(1, 2000, 'lengthBetween'),
  fileIds,
});
export type ExpertReportBody = z.infer<typeof expertReportBody>;
