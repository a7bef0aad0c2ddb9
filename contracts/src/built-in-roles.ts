import { functionCodes as fc, functionCatalogue } from './functions/index.ts';
import { menuCatalogue, withAncestorMenus } from './menus/index.ts';

/**
 * The built-in roles, one per operator type (accounts spec §6 names them by type), synced into the
 * role tables at every start (their grants are only ever added to, so the gateway never takes a
 * permission away from a running deployment). They are read-only in role management; a deployment
 * that needs another mix adds its own roles. 系统管理员, 国家管理员 and 企业代表 keep the exact
 * grants the demo users and the tests rely on.
 */
export interface BuiltInRole {
  name: string;
  /** The operator types the role is meant for (new operators of these types get it). */
  operatorTypes: readonly string[];
  remark: string;
  isSysAdmin: boolean;
  menus: readonly string[];
  funcs: readonly string[];
}

const role = (r: Omit<BuiltInRole, 'menus'> & { menus: readonly string[] }): BuiltInRole => ({ ...r, menus: withAncestorMenus(r.menus) });

export const builtInRoles: readonly BuiltInRole[] = [
  {
    name: '系统管理员',
    operatorTypes: ['01'],
    remark: '全部菜单和按钮权限',
    isSysAdmin: true,
    menus: menuCatalogue.map((m) => m.menuId),
    funcs: functionCatalogue.map((f) => f.funcId),
  },
  {
    name: '国家管理员',
    operatorTypes: ['02'],
    remark: '国家管理员：项目公示与登记审核、指派专家、暂停与注销、待办任务、流程实例、交易日历',
    isSysAdmin: false,
    menus: ['13', '1301', '40', '4005', '4020', '402005', '402015', '402020', '402025', '1309', '1310', '1302', '1312', '1313', '1315', '1303', '1304', '1307', '1308',
      // the certification area: management, publicity audit, registration, withdrawals, experts, opinions, pause, query
      '16', '1602', '1603', '1604', '1607', '1608', '1609', '1610', '1612', '1613',
      // issuance: apply, confirm, records (083, 084)
      '20', '2001', '200101', '200105', '200110',
      // holdings: holding, company holdings, serial codes (100); the ledger's reconciliation (112, 日终对账)
      '2015', '201501', '201505', '201515', '22', '2220',
      // the national registry link (102): the national market's offset reports and their requests, every company's
      // binding to its national carbon market account, the national market's offset rules
      '2205', '2210', '2215', '2225',
      // freezes (101) and account transfers: apply, records, confirm, audit (016)
      '201510', '10', '1040', '104001', '104005', '104010', '104015',
      // offsets: the registry's confirmation (089), audit (088) and the records; the certificates' print audit and
      // print records (099); the compliance markets' sync records (088, 089); bad-behaviour records (113, 114)
      '2010', '201020', '201025', '201030', '201035', '201040', '201045', '201050', '201520',
      // information publishing: columns (023), releases (021, 022), banners (020), methodologies and proposals (019)
      '50', '5001', '5005', '5010', '5015',
      // statistics: every report (107, 108), the daily data (109)
      '35', '3501', '3505', '3510', '3515', '3520', '3525', '3530', '3535', '3540', '3545', '354501', '354505', '354510', '3550', '3555',
      // the exchange: the trading-system link's call and signature logs (104), clearing (106)
      '24', '2401', '2405', '30', '3001', '3005', '3010', '3015', '3020'],
    funcs: [fc.projectPubAudit, fc.projectRegistryReview, fc.taskHandle, fc.myApplications, fc.instanceView, fc.instanceManage, fc.calendarView, fc.calendarManage, fc.publicityManage, fc.publicityOpinions, fc.projectStop, fc.projectCancel, fc.expertAppoint, fc.projectQuery,
      fc.certifiedPubAudit, fc.certifiedRegistryReview, fc.certifiedWithdraw, fc.certifiedStop, fc.certifiedCancel, fc.certifiedQuery,
      fc.issueApply, fc.issueConfirm, fc.holdingView, fc.ledgerCheck,
      fc.holdingFreeze, fc.accountTransfer, fc.offsetAudit, fc.offsetConfirm, fc.voucherPrint, fc.misconductRecord, fc.misconductAudit,
      fc.methodology, fc.bannerChart, fc.infoPublish, fc.infoDelete, fc.columnManage, fc.statisticsView, fc.statisticsExport, fc.dailyDataManage,
      fc.tradingLinkView, fc.clearingManage, fc.abutmentManage],
  },
  {
    name: '企业代表',
    operatorTypes: ['06'],
    remark: '企业代表：本企业信息、项目申请、减排量、抵销和注销、我的申请、企业申请',
    isSysAdmin: false,
    // 402005 / taskHandle: a confirming representative confirms account applications in My Tasks.
    // 102505 / companyEdit: the own company only (the gateway binds a representative to its custId); the
    // completion dialog of §2.7 leads there. 13, 16, 201001, 201005, 2210 are then cut by the account types (§6).
    menus: ['10', '1025', '102505', '13', '1301', '16', '1601', '20', '2010', '201001', '201005', '201010', '22', '2210', '40', '4020', '402005', '402025', '402030', '1313', '1314', '1305', '1311', '1307',
      // the certification area: applications, registration applications, owner confirmation, query, and the
      // withdrawal records (1607: the company's own recalls and withdrawals)
      '1605', '1607', '1611', '1613',
      // holdings of the own company and the serial codes of its blocks (100)
      '2015', '201501', '201515',
      // the freeze records of the own company (100)
      '201510',
      // holdings transfers: between accounts, to and back from the trading platform, records (085); confirmation (086)
      '2005', '200501', '200505', '200510', '200515', '200520',
      // offsets and voluntary cancellation (087; the kinds cut by account type), CORSIA, the confirming
      // representative's confirmation (089) and the records; the company's certificate print requests and prints (087)
      '201015', '201020', '201030', '201040'],
    funcs: [fc.projectAdd, fc.ownerConfirm, fc.projectRegister, fc.myApplications, fc.companyApplications, fc.taskHandle, fc.companyEdit, fc.certifiedAdd, fc.certifiedRegister, fc.holdingView, fc.holdingTransfer, fc.transferConfirm,
      fc.offsetApply, fc.offsetConfirm, fc.methodologyPropose,
      // 2210 账户绑定 (shown to key emitting entities, type 02): the company's binding to its national carbon market account
      fc.accountBinding],
  },
  role({
    name: '省级管理员',
    operatorTypes: ['03', '04'],
    remark: '省级管理员：项目和减排量查询、本省待办任务',
    isSysAdmin: false,
    menus: ['1313', '1613', '402005', '402015', '402025'],
    funcs: [fc.projectQuery, fc.certifiedQuery, fc.taskHandle, fc.myApplications],
  }),
  role({
    name: '配置管理员',
    operatorTypes: ['05'],
    remark: '配置管理员：交易日历、交易时段、电子文档、系统参数、短信、邮件、操作日志',
    isSysAdmin: false,
    menus: ['4005', '4010', '402501', '402505', '4030', '403501', '403505', '404001', '404005', '4045'],
    funcs: [fc.calendarView, fc.calendarManage, fc.tradePeriodManage, fc.electronicManage, fc.paramsManage, fc.smsManage, fc.smsRecordView, fc.emailManage, fc.logView],
  }),
  role({
    name: '交易所管理员',
    operatorTypes: ['15'],
    remark: '交易所管理员：划转确认、划转记录、交易系统对接日志',
    isSysAdmin: false,
    menus: ['200515', '200520', '2401', '2405'],
    funcs: [fc.transferConfirm, fc.tradingLinkView],
  }),
  role({
    name: '专家',
    operatorTypes: ['07'],
    remark: '专家：评审待办任务',
    isSysAdmin: false,
    // 1308 and 1608 指派专家: an expert's page there lists their own evaluation reports (and opens their evaluation)
    menus: ['402005', '402015', '1308', '1608'],
    funcs: [fc.taskHandle],
  }),
  role({
    name: '机构',
    operatorTypes: ['08'],
    remark: '审定与核查机构：审定和核证报告、待办任务',
    isSysAdmin: false,
    menus: ['1306', '1606', '402005', '402015'],
    funcs: [fc.projectAuthorise, fc.certifiedAuthorise, fc.taskHandle, fc.methodologyPropose],
  }),
  role({
    name: '公众',
    operatorTypes: ['10', '11'],
    remark: '公众账户（个人或机构）：持有量查询、自愿注销',
    isSysAdmin: false,
    menus: ['201010', '201030', '201501'],
    funcs: [fc.offsetApply, fc.holdingView, fc.methodologyPropose],
  }),
  role({
    name: '游客',
    operatorTypes: ['09'],
    remark: '游客：公示项目和公示减排量查询、开户申请',
    isSysAdmin: false,
    // 402005 / taskHandle: a visitor named confirming representative of a company application confirms it in My Tasks
    menus: ['1310', '1610', '402005'],
    funcs: [fc.accountApply, fc.taskHandle, fc.methodologyPropose],
  }),
];

export const builtInRoleNames: ReadonlySet<string> = new Set(builtInRoles.map((r) => r.name));

/** The built-in role for an operator type (the first that lists it). */
export const builtInRoleFor = (operatorType: string): BuiltInRole | undefined => builtInRoles.find((r) => r.operatorTypes.includes(operatorType));
