import { z } from 'zod';
import { numeric } from './validation/input-values.ts';

/** The success and failure shapes of every call (architecture §3). */
export const errorCodes = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'LOGIN_FAILED',
  'CAPTCHA_WRONG',
  'ACCOUNT_LOCKED',
  'TASK_CLAIMED',
  'STALE_VERSION',
  'ENGINE_UNAVAILABLE',
  'ENGINE_TIMEOUT',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const failureSchema = z.object({
  flag: z.literal(0),
  successful: z.literal(false),
  msg: z.string(),
  code: z.enum(errorCodes),
  dataInfo: z.array(fieldErrorSchema).optional(),
  requestId: z.string(),
});
export type Failure = z.infer<typeof failureSchema>;

export const ok = <T extends z.ZodType>(data: T) => z.object({ flag: z.literal(1), dataInfo: data });
export const okList = <T extends z.ZodType>(row: T) =>
  z.object({ flag: z.literal(1), dataInfo: z.array(row), total: z.number().int() });

/** Paging of every list call: 1-based page number; sizes 5..200 on screens, 9999 for export, 999999 unpaginated. */
export const pageQuerySchema = z.object({
  pageNumber: numeric(z.number().int().min(1).default(1)),
  pageSize: numeric(z.number().int().min(1).max(999999).default(10)),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
