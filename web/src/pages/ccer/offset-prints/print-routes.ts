import { lazy } from 'react';
import type { LocalPage } from '../../../routes';

const listPage = (name: 'PrintAuditPage' | 'PrintRecordPage') => lazy(() => import('./print-lists.tsx').then((m) => ({ default: m[name] })));

/**
 * 2010 抵销 → certificate prints (issue 13): 201035 凭证打印审核 (the registry's audit and prints, 099) with the hidden
 * printDetail (a request: its audit, 打印, the copies printed; My Tasks routes the audit there), 201040 凭证打印记录
 * (the copies printed and the requests; a company its own) with the hidden printRecordDetail. The request itself is
 * made on a retired offset's detail (PrintApplyModal).
 */
export const offsetPrintPages: Record<string, LocalPage> = {
  '/ccer/offset/printAudit': { menuId: '201035', component: listPage('PrintAuditPage') },
  '/ccer/offset/printDetail': { menuId: '2010', hidden: true, titleKey: 'ccerOffsetPrints:title.detail', requiresFormInfo: true, component: lazy(() => import('./PrintDetailPage.tsx')) },
  '/ccer/offset/printRecord': { menuId: '201040', component: listPage('PrintRecordPage') },
  '/ccer/offset/printRecordDetail': { menuId: '201040', hidden: true, titleKey: 'ccerOffsetPrints:title.recordDetail', requiresFormInfo: true, component: lazy(() => import('./PrintRecordDetailPage.tsx')) },
};
