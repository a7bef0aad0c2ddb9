import { menus } from './types.ts';

/**
 * 13 项目管理 (/project, registry spec §2 "Project area"). Second-level ids mirror the certification
 * area (1305 登记申请 like 1605, 1306 like 1606, 1307 like 1607); edit and detail pages are hidden.
 */
export const projectMenus = menus([
  ['13', '-1', '项目管理', 'Projects', '/project'],
  ['1301', '13', '项目申请', 'Project applications', '/project/add'],
  ['1302', '13', '项目管理', 'Manage projects', '/project/manage'],
  ['1303', '13', '项目公示审核', 'Project publicity audit', '/project/audit'],
  ['1304', '13', '项目登记', 'Project registration', '/project/register'],
  ['1305', '13', '项目登记申请', 'Project registration application', '/project/regist'],
  ['1306', '13', '待审定项目', 'Projects pending validation', '/project/authorize'],
  ['1307', '13', '项目撤回记录', 'Project withdrawal records', '/project/cancel'],
  ['1308', '13', '指派专家', 'Appoint experts', '/project/appointExperts'],
  ['1309', '13', '公示意见', 'Publicity opinions', '/project/publicOpinions'],
  ['1310', '13', '公示项目查询', 'Projects in publicity', '/project/publicQuery'],
  ['1311', '13', '业主确认', 'Owner confirmation', '/project/confirm'],
  ['1312', '13', '项目暂停', 'Pause projects', '/project/stop'],
  ['1313', '13', '项目查询', 'Project query', '/project/query'],
  ['1314', '13', '项目注销', 'Project cancellation', '/project/logout'],
  ['1315', '13', '项目注销管理', 'Manage project cancellations', '/project/logoutManage'],
]);
