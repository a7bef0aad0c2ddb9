import { z } from 'zod';
import { token } from './messages.ts';
import { pageQuerySchema } from './envelope.ts';
import { optionalText, text } from './validators.ts';

/**
 * Process models (流程模型, registry spec §3 "Process model: name, key, version, category,
 * description, business type"; §4 model states; §5 process key rule).
 */

/** §5: start with a letter; letters, digits and underscores only. Also the rule for form ids. */
export const PROCESS_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
export const PROCESS_KEY_MAX = 64;
export const isProcessKey = (v: string): boolean => PROCESS_KEY_PATTERN.test(v) && v.length <= PROCESS_KEY_MAX;

export const processKey = z
  .string()
  .trim()
  .min(1)
  .max(PROCESS_KEY_MAX, { error: token('maxLength', PROCESS_KEY_MAX) })
  .regex(PROCESS_KEY_PATTERN, { error: token('processKeyRule') });

/** §4: 未发布, 已发布, 已修改未发布. */
export const modelStatuses = ['unpublished', 'published', 'modified'] as const;
export type ModelStatus = (typeof modelStatuses)[number];

/** Where a list row comes from: a model row of the registry, or a definition deployed without one (processes/). */
export const modelSources = ['model', 'engine'] as const;
export type ModelSource = (typeof modelSources)[number];

/** The fields a person types when creating or editing a model. */
export const modelFieldsSchema = z.object({
  modelKey: processKey,
  name: text(1, 100, 'lengthBetween'),
  category: optionalText(64),
  description: optionalText(500),
  businessType: optionalText(64),
});
export type ModelFields = z.infer<typeof modelFieldsSchema>;

/** form-js schemas by form id; a user task uses one with camunda:formRef (binding deployment). */
export const modelFormsSchema = z.record(z.string(), z.record(z.string(), z.unknown()));
export type ModelForms = z.infer<typeof modelFormsSchema>;

/** Largest BPMN document accepted (the gateway's body limit is 5 MB). */
export const BPMN_XML_MAX = 2_000_000;
const bpmnXml = z.string().min(1).max(BPMN_XML_MAX, { error: token('maxLength', BPMN_XML_MAX) });

/**
 * Save a draft. Without `id` a model is created (bpmnXml optional: an empty diagram with a start
 * event is made); with `id` and `version` (optimistic) the draft is replaced; the key never changes.
 */
export const modelSaveBody = modelFieldsSchema.extend({
  id: z.string().uuid().optional(),
  version: z.number().int().positive().optional(),
  bpmnXml: bpmnXml.optional(),
  forms: modelFormsSchema.optional(),
});
export type ModelSaveBody = z.infer<typeof modelSaveBody>;

/** Upload a BPMN file: key and name come from its process element. */
export const modelUploadBody = z.object({
  fileName: z.string().trim().max(256).optional(),
  bpmnXml,
  category: optionalText(64),
  description: optionalText(500),
  businessType: optionalText(64),
});
export type ModelUploadBody = z.infer<typeof modelUploadBody>;

export const modelKeyQuery = z.object({ modelKey: processKey });
export const modelDeployBody = z.object({ modelKey: processKey, version: z.number().int().positive().optional() });
export const modelDeleteBody = z.object({
  modelKey: processKey,
  version: z.number().int().positive().optional(),
  /** Also delete the engine deployments of this key (refused while instances run). */
  cascade: z.boolean().optional(),
});

export const modelListQuery = pageQuerySchema.extend({
  name: z.string().trim().max(100).optional(),
  modelKey: z.string().trim().max(PROCESS_KEY_MAX).optional(),
  category: z.string().trim().max(64).optional(),
  status: z.enum(modelStatuses).optional(),
});
export type ModelListQuery = z.infer<typeof modelListQuery>;

export const modelRowSchema = z.object({
  /** Null for an engine definition without a model row. */
  id: z.string().nullable(),
  source: z.enum(modelSources),
  modelKey: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  businessType: z.string().nullable(),
  status: z.enum(modelStatuses),
  /** The engine version last deployed from this model (null until published). */
  deployedVersion: z.number().int().nullable(),
  deploymentId: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** Optimistic version of the model row (0 for engine-only rows). */
  version: z.number().int(),
});
export type ModelRow = z.infer<typeof modelRowSchema>;

export const modelDetailSchema = z.object({ model: modelRowSchema, bpmnXml: z.string(), forms: modelFormsSchema });
export type ModelDetail = z.infer<typeof modelDetailSchema>;

/** One engine deployment of a model (deployment history). */
export const modelDeploymentSchema = z.object({
  deploymentId: z.string(),
  deploymentName: z.string().nullable(),
  /** Null for a version deployed under another name (processes/ at start). */
  deploymentTime: z.string().nullable(),
  source: z.string().nullable(),
  definitionId: z.string(),
  definitionVersion: z.number().int(),
});
export type ModelDeployment = z.infer<typeof modelDeploymentSchema>;
