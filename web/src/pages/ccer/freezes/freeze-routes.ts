import { lazy } from 'react';
import type { LocalPage } from '../../../routes';

/** 201510 冻结记录 (issue 12): the freezes, 冻结 and 解冻. */
export const freezePages: Record<string, LocalPage> = {
  '/ccer/freezeRecord': { menuId: '201510', component: lazy(() => import('./freeze-pages.tsx').then((m) => ({ default: m.FreezeRecordPage }))) },
};
