import { menus } from './types.ts';

/** 30 清算管理 (/liquidation, redirects to step). */
export const clearingMenus = menus([
  ['30', '-1', '清算管理', 'Clearing', '/liquidation'],
  ['3001', '30', '清算步骤', 'Clearing steps', '/liquidation/step'],
  ['3005', '30', '清算报表', 'Clearing report', '/liquidation/report'],
  ['3010', '30', '清算份额', 'Clearing portions', '/liquidation/portion'],
  ['3015', '30', '客户余额', 'Customer balances', '/liquidation/customerBalance'],
  ['3020', '30', '交易所余额', 'Exchange balances', '/liquidation/exchangeBalance'],
]);
