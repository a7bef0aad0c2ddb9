import { z } from 'zod';
import { token } from './messages.ts';
import { statisticsExportTargets } from './statistics/reports.ts';
import { statisticsDailyExportTargets } from './statistics/daily-data.ts';
import { clearingExportTargets } from './exchange/clearing.ts';

/**
 * POST /api/common/export (spec §7.1): any list query as an xlsx download. `funcid` names a list
 * call of `exportTargets`; `jsonParams` are that list's search values (page forced to 1 / 9999);
 * `expHeads` are the columns in order: `title` the header text, `field` the row property. A target with `func`
 * also needs that function code (an export function besides the list's own).
 */
export const EXPORT_PAGE_SIZE = 9999;

export const exportTargets = {
  projectApplyList: { url: '/api/project-manage/apply-list', sheet: { zh: '项目申请', en: 'Project applications' } },
  processInstanceList: { url: '/api/process/instance/list', sheet: { zh: '流程实例', en: 'Process instances' } },
  myTaskList: { url: '/api/process/task/my-list', sheet: { zh: '我的待办', en: 'My tasks' } },
  doneTaskList: { url: '/api/process/task/done-list', sheet: { zh: '已办任务', en: 'Done tasks' } },
  ...statisticsExportTargets,
  ...statisticsDailyExportTargets,
  ...clearingExportTargets,
} as const;
export type ExportFuncid = keyof typeof exportTargets;

export const exportHeadSchema = z.object({
  title: z.string({ message: token('required') }).min(1, token('required')).max(100, token('maxLength', 100)),
  field: z.string({ message: token('required') }).min(1, token('required')).max(100, token('maxLength', 100)),
});
export type ExportHead = z.infer<typeof exportHeadSchema>;

export const exportBody = z.object({
  expHeads: z.array(exportHeadSchema, { message: token('exportHeadsRequired') }).min(1, token('exportHeadsRequired')).max(100),
  // checked against exportTargets in the route, so the message can name the field
  funcid: z.string({ message: token('exportFuncidInvalid') }).min(1, token('exportFuncidInvalid')).max(60),
  jsonParams: z.record(z.string(), z.unknown()).optional(),
});
export type ExportBody = z.infer<typeof exportBody>;

export const exportUrl = '/api/common/export';
