/**
 * Function codes (button permissions) as data: each code has its names and the menu whose screen
 * shows its buttons (the role form groups the buttons under their menus). Roles hold these codes;
 * the gateway checks the code of every route; the web hides what a user cannot do.
 *
 * The spec's known codes (registry §6, accounts §6): 001–008, 019, 020, 025, 053, 056, 072–077,
 * 081, 082. The others are this project's, one per button group the spec lists (submit, modify,
 * delete, export, reset password, lock/unlock, close, publish, claim/unclaim, withdraw …).
 */
export interface FunctionEntry {
  funcId: string;
  zh: string;
  en: string;
  /** The menu whose screen carries the button. */
  menuId: string;
}

/** Named codes the code refers to; every one is also in the catalogue below. */
export const functionCodes = {
  // account opening and maintenance (accounts §6)
  countryOpen: '001',
  provinceOpen: '002',
  orgOpen: '003',
  expertOpen: '004',
  companyOpen: '005',
  publicOpen: '006',
  configureOpen: '007',
  companyEdit: '008',
  exchangeOpen: '009',
  accountModify: '010', // 账户修改
  accountLock: '011', // 锁定 / 解锁
  passwordReset: '012', // 重置密码
  accountClose: '013', // 注销 (关闭账户)
  representManage: '014', // 账户代表管理
  accountExport: '015', // 账户导出
  accountTransfer: '016', // 账户划转：申请、确认、审核
  // publishing
  methodology: '019',
  bannerChart: '020',
  infoPublish: '021', // 信息发布：新增、修改、发布、撤回
  infoDelete: '022', // 信息删除
  columnManage: '023', // 栏目管理
  // projects and reductions
  publicityOpinions: '025',
  projectWithdraw: '026', // 项目撤回
  projectDelete: '027', // 删除项目申请
  projectExport: '028', // 项目导出
  expertAppoint: '029', // 指派专家
  projectAdd: '053', // 项目申请：新增、保存、提交
  projectPubAudit: '054', // 项目公示审核
  certifiedAdd: '056',
  certifiedPubAudit: '057', // 核证公示审核
  certifiedWithdraw: '058', // 减排量撤回
  ownerConfirm: '059', // 业主确认
  // roles (系统管理 → 角色管理)
  roleView: '060',
  roleAdd: '061',
  roleEdit: '062',
  roleRemove: '063',
  // system settings
  paramsManage: '064',
  smsManage: '065',
  emailManage: '066',
  logView: '067',
  electronicManage: '068',
  institutionManage: '069',
  tradePeriodManage: '070',
  projectRegister: '072',
  projectAuthorise: '073',
  certifiedRegister: '074',
  certifiedAuthorise: '075',
  projectStop: '076',
  projectRegistryReview: '078', // 项目登记：受理、复核、确认
  publicityManage: '079', // 公示管理：修改公示期、暂停、恢复
  certifiedStop: '077',
  certifiedRegistryReview: '080', // 减排量登记：受理、复核、确认
  projectCancel: '081',
  certifiedCancel: '082',
  // CCER holdings
  issueApply: '083',
  issueConfirm: '084',
  holdingTransfer: '085',
  transferConfirm: '086',
  offsetApply: '087',
  offsetAudit: '088',
  offsetConfirm: '089',
  // workflow centre (issue 3)
  taskHandle: '090', // 待办任务：签收、退签、办理
  instanceView: '091', // 流程实例：查询、详情
  instanceManage: '092', // 流程实例：挂起、恢复、终止
  calendarView: '093', // 交易日历：查询
  calendarManage: '094', // 交易日历：初始化、设置日期性质
  modelManage: '095', // 流程模型：查询、上传、下载、设计、发布、部署、删除
  businessProcessManage: '096', // 业务流程关联：关联、挂起、激活、版本管理、实例迁移
  myApplications: '097', // 我的申请：查询、详情、撤回
  companyApplications: '098', // 企业申请：本企业发起的流程
  voucherPrint: '099', // 抵销凭证打印
  holdingView: '100', // 持有量查询
  holdingFreeze: '101', // 冻结 / 解冻
  abutmentManage: '102', // 全国注册登记系统对接
  accountBinding: '103', // 账户绑定
  tradingLinkView: '104', // 交易系统对接日志
  linkLogView: '105', // 监测系统、统一开户平台接口日志
  clearingManage: '106', // 清算
  statisticsView: '107', // 统计报表查询
  statisticsExport: '108', // 统计报表导出
  dailyDataManage: '109', // 日报数据维护
  smsRecordView: '110', // 短信发送记录查询
  accountApply: '111', // 开户申请：游客申请公众账户或机构账户、查询和撤销自己的申请
  ledgerCheck: '112', // 账本对账：运行账本不变量检查、查看记录（日终对账）
  misconductRecord: '113', // 不良行为记录：登记、申请解除
  misconductAudit: '114', // 不良行为审核：限制措施、强制注销及解除的审核
  methodologyPropose: '115', // 方法学征集：客户提交方法学建议、查看自己的建议及结果
  projectQuery: '116', // 项目查询：登记项目的列表和详情（只读）
  certifiedQuery: '117', // 减排量查询：登记减排量的列表和详情（只读）
} as const;
export type FunctionCode = (typeof functionCodes)[keyof typeof functionCodes];

const f = (funcId: string, menuId: string, zh: string, en: string): FunctionEntry => ({ funcId, menuId, zh, en });

export const functionCatalogue: readonly FunctionEntry[] = [
  f('001', '100101', '国家管理员开户', 'Open national administrators'),
  f('002', '100501', '省级管理员开户', 'Open provincial administrators'),
  f('003', '103005', '机构开户', 'Open organisations'),
  f('004', '102001', '专家开户', 'Open experts'),
  f('005', '102505', '企业开户', 'Open companies'),
  f('006', '103505', '个人开户', 'Open personal accounts'),
  f('007', '101001', '配置管理员开户', 'Open configuration administrators'),
  f('008', '102505', '企业信息修改', 'Edit company information'),
  f('009', '101501', '交易所管理员开户', 'Open exchange administrators'),
  f('010', '10', '账户修改', 'Modify accounts'),
  f('011', '10', '账户锁定/解锁', 'Lock and unlock accounts'),
  f('012', '10', '重置密码', 'Reset passwords'),
  f('013', '102510', '账户注销', 'Close accounts'),
  f('014', '102515', '账户代表管理', 'Manage account representatives'),
  f('015', '10', '账户导出', 'Export accounts'),
  f('016', '1040', '账户划转', 'Account transfers'),
  f('019', '5015', '方法学', 'Methodologies'),
  f('020', '5010', '轮播图', 'Banner images'),
  f('021', '5005', '信息发布', 'Publish information'),
  f('022', '5005', '信息删除', 'Delete information'),
  f('023', '5001', '栏目管理', 'Manage columns'),
  f('025', '1309', '公示意见', 'Publicity opinions'),
  f('026', '1307', '项目撤回', 'Withdraw projects'),
  f('027', '1301', '删除项目申请', 'Delete project applications'),
  f('028', '1313', '项目导出', 'Export projects'),
  f('029', '1308', '指派专家', 'Appoint experts'),
  f('053', '1301', '项目申请', 'Project application'),
  f('054', '1303', '项目公示审核', 'Project publicity audit'),
  f('056', '1601', '减排量申请', 'Reduction application'),
  f('057', '1603', '核证公示审核', 'Certification publicity audit'),
  f('058', '1607', '减排量撤回', 'Withdraw reductions'),
  f('059', '1311', '业主确认', 'Owner confirmation'),
  f('060', '4015', '角色查询', 'View roles'),
  f('061', '4015', '角色新增', 'Add roles'),
  f('062', '4015', '角色修改', 'Edit roles'),
  f('063', '4015', '角色删除', 'Remove roles'),
  f('064', '4030', '系统参数维护', 'Maintain system parameters'),
  f('065', '4035', '短信配置', 'SMS configuration'),
  f('066', '4040', '邮件配置', 'E-mail configuration'),
  f('067', '4045', '操作日志查询', 'View the operation log'),
  f('068', '4025', '电子文档设置', 'Electronic document settings'),
  f('069', '4001', '机构设置', 'Institution settings'),
  f('070', '4010', '交易时段维护', 'Maintain trading periods'),
  f('072', '1305', '项目登记申请', 'Apply for project registration'),
  f('073', '1306', '项目审定', 'Project authorisation'),
  f('074', '1605', '核证登记申请', 'Apply for reduction registration'),
  f('075', '1606', '减排量核证', 'Reduction authorisation'),
  f('076', '1312', '项目暂停', 'Pause projects'),
  f('078', '1304', '项目登记审核', 'Registration acceptance, review and confirmation'),
  f('079', '1303', '公示管理', 'Publicity period, pause and resume'),
  f('077', '1612', '减排量暂停', 'Pause reductions'),
  f('080', '1604', '减排量登记审核', 'Reduction registration acceptance, review and confirmation'),
  f('081', '1315', '项目注销', 'Cancel projects'),
  f('082', '1607', '减排量注销', 'Cancel reductions'),
  f('083', '200101', '签发申请', 'Apply for issuance'),
  f('084', '200105', '签发确认', 'Confirm issuance'),
  f('085', '2005', '持有量划转', 'Transfer holdings'),
  f('086', '200515', '划转确认', 'Confirm transfers'),
  f('087', '2010', '抵销申请', 'Apply for offsets'),
  f('088', '201025', '抵销审核', 'Audit offsets'),
  f('089', '201020', '抵销确认', 'Confirm offsets'),
  f('090', '402005', '待办任务办理', 'Work on tasks'),
  f('091', '402020', '流程实例查询', 'View process instances'),
  f('092', '402020', '流程实例管理', 'Manage process instances'),
  f('093', '4005', '交易日历查询', 'View the trade calendar'),
  f('094', '4005', '交易日历维护', 'Maintain the trade calendar'),
  f('095', '402001', '流程模型管理', 'Manage process models'),
  f('096', '402010', '业务流程关联', 'Associate businesses with processes'),
  f('097', '402025', '我的申请', 'My applications'),
  f('098', '402030', '企业申请', 'Company applications'),
  f('099', '201035', '凭证打印', 'Print vouchers'),
  f('100', '2015', '持有量查询', 'View holdings'),
  f('101', '201510', '冻结/解冻', 'Freeze and unfreeze'),
  f('102', '22', '注册登记系统对接', 'National registry link'),
  f('103', '2210', '账户绑定', 'Account binding'),
  f('104', '24', '交易系统对接日志', 'Trading link logs'),
  f('105', '25', '接口调用日志查询', 'Interface call logs'),
  f('106', '30', '清算', 'Clearing'),
  f('107', '35', '统计报表查询', 'View statistics'),
  f('108', '35', '统计报表导出', 'Export statistics'),
  f('109', '3545', '日报数据维护', 'Maintain daily data'),
  f('110', '403505', '短信发送记录查询', 'View SMS send records'),
  f('111', '10', '开户申请', 'Apply for an account'),
  f('112', '2220', '账本对账', 'Ledger reconciliation'),
  f('113', '201520', '不良行为记录', 'Record bad behaviour'),
  f('114', '201520', '不良行为审核', 'Audit bad-behaviour measures'),
  f('115', '5015', '方法学征集申请', 'Propose methodologies'),
  f('116', '1313', '项目查询', 'Query registered projects'),
  f('117', '1613', '减排量查询', 'Query registered reductions'),
];

/** Names by code, for the seed and for messages. */
export const functionNames: Record<string, { zh: string; en: string }> = Object.fromEntries(functionCatalogue.map((e) => [e.funcId, { zh: e.zh, en: e.en }]));
