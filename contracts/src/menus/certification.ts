import { menus } from './types.ts';

/** 16 核证管理 (/certified, registry spec §2 "Certification area"; 1605, 1606, 1607 as the spec numbers them). */
export const certificationMenus = menus([
  ['16', '-1', '减排量核证', 'Certification', '/certified'],
  ['1601', '16', '减排量申请', 'Reduction applications', '/certified/add'],
  ['1602', '16', '减排量管理', 'Manage reductions', '/certified/manage'],
  ['1603', '16', '核证公示审核', 'Certification publicity audit', '/certified/audit'],
  ['1604', '16', '减排量登记', 'Reduction registration', '/certified/register'],
  ['1605', '16', '核证登记申请', 'Certified registration application', '/certified/regist'],
  ['1606', '16', '待核证项目', 'Certification projects pending', '/certified/authorize'],
  ['1607', '16', '减排量撤回记录', 'Reduction withdrawal records', '/certified/cancel'],
  ['1608', '16', '指派专家', 'Appoint experts', '/certified/appointExperts'],
  ['1609', '16', '公示意见', 'Publicity opinions', '/certified/publicOpinions'],
  ['1610', '16', '公示减排量查询', 'Reductions in publicity', '/certified/publicQuery'],
  ['1611', '16', '业主确认', 'Owner confirmation', '/certified/confirm'],
  ['1612', '16', '减排量暂停', 'Pause reductions', '/certified/stop'],
  ['1613', '16', '减排量查询', 'Reduction query', '/certified/query'],
]);
