import { lazy } from 'react';
import type { LocalPage } from '../../../routes';

type PageName = 'TransferAccountPage' | 'TransferPlatformPage' | 'TransferHoldingPage' | 'TransferConfirmPage' | 'TransferRecordPage' | 'TransferDetailPage';
const page = (name: PageName) => lazy(() => import('./transfer-pages.tsx').then((m) => ({ default: m[name] })));

/**
 * 2005 持有量划转 (issue 12): 200501 账户间划转, 200505 划转至交易平台, 200510 持有量划转 (back from the trading
 * platform), 200515 划转确认 with the hidden confirmDetail (My Tasks routes a ccerTransferConfirm task there), 200520 划转记录.
 */
export const transferPages: Record<string, LocalPage> = {
  '/ccer/transfer/account': { menuId: '200501', component: page('TransferAccountPage') },
  '/ccer/transfer/platform': { menuId: '200505', component: page('TransferPlatformPage') },
  '/ccer/transfer/holding': { menuId: '200510', component: page('TransferHoldingPage') },
  '/ccer/transfer/confirm': { menuId: '200515', component: page('TransferConfirmPage') },
  '/ccer/transfer/confirmDetail': { menuId: '2005', hidden: true, titleKey: 'ccerTransfers:title.detail', requiresFormInfo: true, component: page('TransferDetailPage') },
  '/ccer/transfer/record': { menuId: '200520', component: page('TransferRecordPage') },
};
