import { menus } from './types.ts';

/**
 * 20 CCER减排量 (/ccer, registry spec §2 "CCER area") with its groups: 2001 签发, 2005 持有量划转,
 * 2010 抵销 (201001 全国碳市场, 201005 地方试点, 201010 自愿注销: filtered by account type, accounts
 * spec §6), 2015 持有量查询, 2020 CORSIA, and the placeholders /ccer/project and /ccer/certify.
 * '/ccer/holdingQuery' is the container path of 2015 (the spec names no path for the group).
 */
export const ccerMenus = menus([
  ['20', '-1', 'CCER减排量', 'CCER reductions', '/ccer'],
  ['2001', '20', '减排量签发', 'Issuance', '/ccer/issued'],
  ['200101', '2001', '签发申请', 'Issuance application', '/ccer/issued/apply'],
  ['200105', '2001', '签发确认', 'Issuance confirmation', '/ccer/issued/confirm'],
  ['200110', '2001', '签发记录', 'Issuance records', '/ccer/issued/record'],
  ['2005', '20', '持有量划转', 'Holdings transfer', '/ccer/transfer'],
  ['200501', '2005', '账户间划转', 'Transfer between accounts', '/ccer/transfer/account'],
  ['200505', '2005', '划转至交易平台', 'Transfer to a trading platform', '/ccer/transfer/platform'],
  ['200510', '2005', '持有量划转', 'Holding transfer', '/ccer/transfer/holding'],
  ['200515', '2005', '划转确认', 'Transfer confirmation', '/ccer/transfer/confirm'],
  ['200520', '2005', '划转记录', 'Transfer records', '/ccer/transfer/record'],
  ['2010', '20', '抵销', 'Offset', '/ccer/offset'],
  ['201001', '2010', '全国碳市场抵销', 'National carbon market offset', '/ccer/offset/country'],
  ['201005', '2010', '地方试点抵销', 'Local pilot offset', '/ccer/offset/pilot'],
  ['201010', '2010', '自愿注销', 'Voluntary cancellation', '/ccer/offset/logout'],
  ['201015', '2010', 'CORSIA抵销', 'CORSIA offset', '/ccer/offset/corsia'],
  ['201020', '2010', '抵销确认', 'Offset confirmation', '/ccer/offset/confirm'],
  ['201025', '2010', '抵销审核', 'Offset audit', '/ccer/offset/audit'],
  ['201030', '2010', '抵销记录', 'Offset records', '/ccer/offset/record'],
  ['201035', '2010', '凭证打印审核', 'Voucher print audit', '/ccer/offset/printAudit'],
  ['201040', '2010', '凭证打印记录', 'Voucher print records', '/ccer/offset/printRecord'],
  ['201045', '2010', '同步申请记录', 'Sync application records', '/ccer/offset/syncRecordApplyList'],
  ['201050', '2010', '同步记录', 'Sync records', '/ccer/offset/syncRecordList'],
  ['2015', '20', '持有量查询', 'Holdings query', '/ccer/holdingQuery'],
  ['201501', '2015', '持有量查询', 'Holdings', '/ccer/holding'],
  ['201505', '2015', '企业持有量', 'Company holdings', '/ccer/companyHolding'],
  ['201510', '2015', '冻结记录', 'Freeze records', '/ccer/freezeRecord'],
  ['201515', '2015', '编码查询', 'Serial codes', '/ccer/encode'],
  ['201520', '2015', '不良行为记录', 'Bad behaviour records', '/ccer/unpleasant'],
  ['2020', '20', 'CORSIA', 'CORSIA', '/ccer/corsia'],
  ['2025', '20', '项目', 'Projects', '/ccer/project'],
  ['2030', '20', '核证', 'Certification', '/ccer/certify'],
]);

/** 22 全国注册登记系统对接 (/ccer/abutment, redirects to operate); 2210 账户绑定 shows only with account type 02. */
export const nationalRegistryMenus = menus([
  ['22', '-1', '全国注册登记系统对接', 'National registry link', '/ccer/abutment'],
  ['2205', '22', '对接操作', 'Link operations', '/ccer/abutment/operate'],
  ['2210', '22', '账户绑定', 'Account binding', '/ccer/abutment/association'],
  ['2215', '22', '履约配置', 'Compliance configuration', '/ccer/abutment/performance'],
  ['2220', '22', '日终对账', 'End-of-day reconciliation', '/ccer/abutment/reconciliation'],
  ['2225', '22', '请求日志', 'Request log', '/ccer/abutment/requestLog'],
]);

/** 24 交易系统对接 (/ccerJoint, redirects to invokingLog). */
export const tradingConnectionMenus = menus([
  ['24', '-1', '交易系统对接', 'Trading system link', '/ccerJoint'],
  ['2401', '24', '接口调用日志', 'Interface call log', '/ccerJoint/invokingLog'],
  ['2405', '24', '签名日志', 'Signature log', '/ccerJoint/signLog'],
]);
