import { lazy } from 'react';
import type { LocalPage } from '../../../routes';

type PageName = 'AccountTransferApplyPage' | 'AccountTransferRecordPage' | 'AccountTransferConfirmPage' | 'AccountTransferAuditPage' | 'AccountTransferDetailPage';
const page = (name: PageName) => lazy(() => import('./account-transfer-pages.tsx').then((m) => ({ default: m[name] })));

/**
 * 1040 账户划转 (issue 12): 104001 划转申请, 104005 申请记录, 104010 划转确认, 104015 划转审核, and the hidden detail
 * (My Tasks routes the ccerAccountTransfer and ccerAccountTransferAudit tasks there).
 */
export const accountTransferPages: Record<string, LocalPage> = {
  '/account/temporary/apply': { menuId: '104001', component: page('AccountTransferApplyPage') },
  '/account/temporary/recordList': { menuId: '104005', component: page('AccountTransferRecordPage') },
  '/account/temporary/confirmList': { menuId: '104010', component: page('AccountTransferConfirmPage') },
  '/account/temporary/auditList': { menuId: '104015', component: page('AccountTransferAuditPage') },
  '/account/temporary/detail': { menuId: '1040', hidden: true, titleKey: 'ccerAccountTransfers:title.detail', requiresFormInfo: true, component: page('AccountTransferDetailPage') },
};
