import { statusName, type Lang, type LifecycleDeclaration } from '@ccer/contracts';
import { AppError } from '../../errors.ts';
import { tokenArg } from '../settings/time-slices.ts';

/** 409: the application's status (named in the caller's language) does not allow this call. */
export function statusNotAllowed(lifecycle: LifecycleDeclaration, status: string, lang: Lang): AppError {
  return new AppError(409, 'CONFLICT', `applyStatusNotAllowed:${tokenArg(statusName(lifecycle, status, lang))}`);
}
