import { z } from 'zod';

/**
 * The one definition of every id a request carries to the workflow engine (task, process instance,
 * definition, deployment, attachment, job, activity ids): what the engine generates (UUIDs, numeric
 * ids, "key:version:uuid" definition ids, BPMN element ids) and no more, bounded to the engine's
 * 64-character id columns. Ids of the registry's own rows are UUIDs (`z.uuid()`). Messages come
 * from the shared zod error map (zod-issues.ts) and name the field.
 */
export const ENGINE_ID_MAX = 64;
export const ENGINE_ID_PATTERN = /^[A-Za-z0-9_\-:.]+$/;

/** A required engine id. */
export const engineId = () => z.string().trim().min(1).max(ENGINE_ID_MAX).regex(ENGINE_ID_PATTERN);

/** An optional engine id filter ("" is no filter). */
export const optionalEngineId = () =>
  z
    .string()
    .trim()
    .max(ENGINE_ID_MAX)
    .regex(/^[A-Za-z0-9_\-:.]*$/)
    .optional();

/** A list of engine ids (at most `max`). */
export const engineIdList = (max: number) => z.array(engineId()).max(max);

/** A BPMN element id (activity id): an XML name, up to the engine's 255 characters. */
export const activityId = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z_][A-Za-z0-9_\-.]*$/);
