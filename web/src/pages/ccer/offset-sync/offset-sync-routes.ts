import { lazy } from 'react';
import type { LocalPage } from '../../../routes';

/**
 * 2010 抵销 → 201045 同步申请记录 (the reports of retired compliance offsets to their markets' systems, with the
 * re-send of a failed one) and 201050 同步记录 (every request and answer; issue 13).
 */
export const offsetSyncPages: Record<string, LocalPage> = {
  '/ccer/offset/syncRecordApplyList': { menuId: '201045', component: lazy(() => import('./SyncApplyListPage.tsx')) },
  '/ccer/offset/syncRecordList': { menuId: '201050', component: lazy(() => import('./SyncRequestListPage.tsx')) },
};
