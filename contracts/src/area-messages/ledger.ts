import type { Catalogue } from '../catalogue.ts';

/** Messages of the CCER ledger (issue 12): postings, issuance, transfers, freezes. */
export const ledgerMessages: Catalogue = {
  ledgerInsufficient: { zh: '可用数量不足（当前可用{0}吨）', en: 'Not enough units available ({0} t available)' },
  accountNotOpen: { zh: '本账户未开立、已停用或已注销，不能转出、抵销或注销减排量', en: 'Your account is not open (disabled or closed): no units can be moved out, offset or cancelled' },
};
