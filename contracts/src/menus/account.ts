import { menus } from './types.ts';

/** 10 账户管理 (/account, accounts spec §2.4), with the two connection areas 25 and 27 of the same section. */
export const accountMenus = menus([
  ['10', '-1', '账户管理', 'Accounts', '/account'],
  ['1001', '10', '国家管理员', 'National administrators', '/account/country'],
  ['100101', '1001', '国家管理员开户', 'Open a national administrator', '/account/country/add'],
  ['100105', '1001', '国家管理员管理', 'Manage national administrators', '/account/country/manage'],
  ['1005', '10', '省级管理员', 'Provincial administrators', '/account/province'],
  ['100501', '1005', '省级管理员开户', 'Open a provincial administrator', '/account/province/add'],
  ['100505', '1005', '省级管理员管理', 'Manage provincial administrators', '/account/province/manage'],
  ['1010', '10', '配置管理员', 'Configuration administrators', '/accountconfigure'],
  ['101001', '1010', '配置管理员开户', 'Open a configuration administrator', '/accountconfigure/add'],
  ['101005', '1010', '配置管理员管理', 'Manage configuration administrators', '/accountconfigure/manage'],
  ['1015', '10', '交易所管理员', 'Exchange administrators', '/account/exchange'],
  ['101501', '1015', '交易所管理员开户', 'Open an exchange administrator', '/account/exchange/add'],
  ['101505', '1015', '交易所管理员管理', 'Manage exchange administrators', '/account/exchange/manage'],
  ['1020', '10', '专家', 'Experts', '/account/experts'],
  ['102001', '1020', '专家开户', 'Open an expert', '/account/experts/add'],
  ['102005', '1020', '专家管理', 'Manage experts', '/account/experts/manage'],
  ['1025', '10', '企业', 'Companies', '/account/company'],
  ['102501', '1025', '游客查询', 'Visitor query', '/account/company/tourists'],
  ['102505', '1025', '企业管理', 'Manage companies', '/account/company/manage'],
  ['102510', '1025', '企业注销', 'Company cancellation', '/account/company/logout'],
  ['102515', '1025', '账户代表管理', 'Account representatives', '/account/company/represent'],
  ['1030', '10', '机构', 'Organisations', '/account/org'],
  ['103005', '1030', '机构管理', 'Manage organisations', '/account/org/manage'],
  ['1035', '10', '公众账户', 'Public accounts', '/account/public'],
  ['103505', '1035', '公众账户管理', 'Manage public accounts', '/account/public/manage'],
  ['1040', '10', '账户划转', 'Account transfers', '/account/temporary'],
  ['104001', '1040', '划转申请', 'Transfer application', '/account/temporary/apply'],
  ['104005', '1040', '申请记录', 'Application records', '/account/temporary/recordList'],
  ['104010', '1040', '划转确认', 'Transfer confirmation', '/account/temporary/confirmList'],
  ['104015', '1040', '划转审核', 'Transfer audit', '/account/temporary/auditList'],
]);

/** 25 监测系统对接 and 27 统一开户平台对接 (accounts spec §2.4 "Other top-level menus in this area"). */
export const connectionMenus = menus([
  ['25', '-1', '监测系统对接', 'Monitoring system link', '/network'],
  ['2501', '25', '接口调用日志查询', 'Interface call log', '/network/networkLog'],
  ['27', '-1', '统一开户平台对接', 'Account-opening platform link', '/openLog'],
  ['2701', '27', '接口调用日志查询', 'Interface call log', '/openLog/index'],
]);
