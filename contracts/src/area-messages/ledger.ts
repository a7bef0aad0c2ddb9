import type { Catalogue } from '../catalogue.ts';

/** Messages of the CCER ledger (issue 12): postings, issuance, transfers, freezes. */
export const ledgerMessages: Catalogue = {
  ledgerInsufficient: { zh: '可用数量不足（当前可用{0}吨）', en: 'Not enough units available ({0} t available)' },
};
