import type { LocalPage } from '../../routes';
import { holdingPages } from './holdings/holdings-routes.ts';
import { issuancePages } from './issuance/issuance-routes.ts';
import { transferPages } from './transfers/transfer-routes.ts';
import { freezePages } from './freezes/freeze-routes.ts';
import { misconductPages } from './misconduct/misconduct-routes.ts';
import { offsetPages } from './offsets/offset-routes.ts';
import { offsetSyncPages } from './offset-sync/offset-sync-routes.ts';
import { offsetPrintPages } from './offset-prints/print-routes.ts';
import { nationalLinkPages } from './national-link/national-link-routes.ts';
import { accountTransferPages } from '../account/temporary/account-transfer-routes.ts';

/** 20 CCER减排量 (registry spec §2 CCER area; issue 12): each part's pages in its own folder, spread here. */
export const ccerPages: Record<string, LocalPage> = {
  ...holdingPages,
  ...issuancePages,
  ...transferPages,
  ...freezePages,
  ...misconductPages,
  ...offsetPages,
  ...offsetSyncPages,
  ...offsetPrintPages,
  ...nationalLinkPages,
  // 10 账户管理 → 1040 账户划转 (/account/temporary): the ledger's non-trade moves, beside the CCER parts
  ...accountTransferPages,
};
