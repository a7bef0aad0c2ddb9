/**
 * Function codes (button permissions) and menu ids, as data. Roles hold these; the gateway checks
 * the function code of every route; the web hides what a user cannot do.
 */
export const functionCodes = {
  projectAdd: '053', // 项目申请：新增、保存、提交
  projectPubAudit: '054', // 项目公示审核
  taskHandle: '090', // 待办任务：签收、退签、办理
  instanceView: '091', // 流程实例：查询、详情
  instanceManage: '092', // 流程实例：挂起、恢复、终止
  calendarView: '093', // 交易日历：查询
  calendarManage: '094', // 交易日历：初始化、设置日期性质
  modelManage: '095', // 流程模型：查询、上传、下载、设计、发布、部署、删除
  businessProcessManage: '096', // 业务流程关联：关联、挂起、激活、版本管理、实例迁移
  myApplications: '097', // 我的申请：查询、详情、撤回
  companyApplications: '098', // 企业申请：本企业发起的流程
  certifiedAdd: '056',
  publicityOpinions: '025',
} as const;
export type FunctionCode = (typeof functionCodes)[keyof typeof functionCodes];

export const functionNames: Record<string, { zh: string; en: string }> = {
  '053': { zh: '项目申请', en: 'Project application' },
  '054': { zh: '项目公示审核', en: 'Project publicity audit' },
  '090': { zh: '待办任务办理', en: 'Work on tasks' },
  '091': { zh: '流程实例查询', en: 'View process instances' },
  '092': { zh: '流程实例管理', en: 'Manage process instances' },
  '093': { zh: '交易日历查询', en: 'View the trade calendar' },
  '094': { zh: '交易日历维护', en: 'Maintain the trade calendar' },
  '095': { zh: '流程模型管理', en: 'Manage process models' },
  '096': { zh: '业务流程关联', en: 'Associate businesses with processes' },
  '097': { zh: '我的申请', en: 'My applications' },
  '098': { zh: '企业申请', en: 'Company applications' },
  '056': { zh: '减排量申请', en: 'Reduction application' },
  '025': { zh: '公示意见', en: 'Publicity opinions' },
};

/** How a route is reached: without a session, with any session, or with one of the function codes. */
export type RouteAccess = 'public' | 'signedIn' | { func: readonly string[] };

export interface MenuEntry {
  menuId: string;
  parentId: string;
  menuName: string;
  /** English name for the menu, the i18n fallback when the server name is Chinese. */
  menuNameEn: string;
  path: string;
  sort: number;
}

/** The menus the foundation uses; the full catalogue (10 to 5015) grows with the later areas. */
export const menuCatalogue: MenuEntry[] = [
  { menuId: '13', parentId: '-1', menuName: '项目管理', menuNameEn: 'Projects', path: '/project', sort: 13 },
  { menuId: '1301', parentId: '13', menuName: '项目申请', menuNameEn: 'Project applications', path: '/project/add', sort: 1 },
  { menuId: '40', parentId: '-1', menuName: '系统管理', menuNameEn: 'System', path: '/system', sort: 40 },
  { menuId: '4020', parentId: '40', menuName: '流程管理', menuNameEn: 'Workflow', path: '/system/process', sort: 20 },
  { menuId: '402001', parentId: '4020', menuName: '流程模型', menuNameEn: 'Process models', path: '/system/process/model', sort: 1 },
  { menuId: '402005', parentId: '4020', menuName: '我的待办', menuNameEn: 'My tasks', path: '/system/process/my', sort: 5 },
  { menuId: '402010', parentId: '4020', menuName: '业务流程关联', menuNameEn: 'Business processes', path: '/system/process/business', sort: 10 },
  { menuId: '402015', parentId: '4020', menuName: '已办任务', menuNameEn: 'Done tasks', path: '/system/process/done', sort: 15 },
  { menuId: '402020', parentId: '4020', menuName: '流程实例', menuNameEn: 'Process instances', path: '/system/process/instance', sort: 20 },
  { menuId: '402025', parentId: '4020', menuName: '我的申请', menuNameEn: 'My applications', path: '/system/process/apply', sort: 25 },
  { menuId: '402030', parentId: '4020', menuName: '企业申请', menuNameEn: 'Company applications', path: '/system/process/companyApply', sort: 30 },
  { menuId: '4005', parentId: '40', menuName: '交易日历', menuNameEn: 'Trade calendar', path: '/system/tradeDate', sort: 5 },
];

/** Operator type codes (accounts spec §6). */
export const operatorTypes = {
  admin: '01',
  country: '02',
  province: '03',
  testArea: '04',
  configuration: '05',
  representative: '06',
  expert: '07',
  organisation: '08',
  tourist: '09',
  publicPerson: '10',
  publicOrganisation: '11',
  exchange: '15',
} as const;
export type OperatorType = (typeof operatorTypes)[keyof typeof operatorTypes];

/**
 * The engine candidate groups an operator belongs to, derived from its operator type
 * and customer (architecture §4). One place, used by the inbox and by BPMN candidate groups.
 */
export function candidateGroupsOf(op: { operatorType: string; custId?: string | null; provinceId?: string | null }): string[] {
  const groups: string[] = [];
  if (op.operatorType === operatorTypes.admin || op.operatorType === operatorTypes.country) groups.push('country');
  if (op.operatorType === operatorTypes.province && op.provinceId) groups.push(`province:${op.provinceId}`);
  if (op.operatorType === operatorTypes.expert) groups.push('expert');
  if (op.custId) groups.push(`org:${op.custId}`);
  return groups;
}
