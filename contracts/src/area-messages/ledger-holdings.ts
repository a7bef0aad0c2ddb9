import type { Catalogue } from '../catalogue.ts';

/** Messages of holdings, serial codes, the public serial lookup and the ledger's reconciliation (issue 12). */
export const ledgerHoldingMessages: Catalogue = {
  serialInvalid: { zh: '序号格式不正确（如 CCER-项目编号-序号）', en: 'Invalid serial (e.g. CCER-projectCode-serial)' },
  serialNotFound: { zh: '未找到该序号的减排量', en: 'No units carry this serial' },
  holdingCompanyNotFound: { zh: '企业不存在', en: 'Company not found' },
  holdingNotFound: { zh: '未找到该持有量', en: 'Holding not found' },
  ledgerCheckNotFound: { zh: '对账记录不存在', en: 'Reconciliation run not found' },
  ledgerCheckRunning: { zh: '对账正在进行，请稍后再试', en: 'A reconciliation is running; try again shortly' },
};
