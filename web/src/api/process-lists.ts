import type { DoneDetail, DoneListQuery, DoneTaskRow, InstanceDetail, ProcessApplyListQuery, ProcessApplyRow, TaskCountByType } from '@ccer/contracts';
import { api } from './http';
import { fetchList } from '../components/list-page/fetch-list';
import type { ListResult } from '../components/list-page/types';

/** 已办任务, 我的申请, 企业申请 and the open-task counts per workflowType. */
export const processListUrls = {
  doneList: '/api/process/task/done-list',
  doneDetail: '/api/process/task/done-detail',
  applyList: '/api/process/apply/list',
  companyApplyList: '/api/process/company-apply/list',
  applyDetail: '/api/process/apply/detail',
  countByType: '/api/process/task/count-by-type',
} as const;

export const fetchDoneTasks = (params: Partial<DoneListQuery> & Record<string, unknown>): Promise<ListResult<DoneTaskRow>> =>
  fetchList<DoneTaskRow>(processListUrls.doneList, params);

export const fetchDoneDetail = (taskId: string): Promise<DoneDetail> => api.get<DoneDetail>(processListUrls.doneDetail, { query: { taskId } }).then((r) => r.dataInfo);

type ApplyParams = Partial<ProcessApplyListQuery> & Record<string, unknown>;
export const fetchMyApplications = (params: ApplyParams): Promise<ListResult<ProcessApplyRow>> => fetchList<ProcessApplyRow>(processListUrls.applyList, params);
export const fetchCompanyApplications = (params: ApplyParams): Promise<ListResult<ProcessApplyRow>> =>
  fetchList<ProcessApplyRow>(processListUrls.companyApplyList, params);

export const fetchApplyDetail = (processInstanceId: string): Promise<InstanceDetail> =>
  api.get<InstanceDetail>(processListUrls.applyDetail, { query: { processInstanceId } }).then((r) => r.dataInfo);

/** Quiet: the counts are an aid above My Tasks; the list itself reports failures. */
export const fetchTaskCountByType = (): Promise<TaskCountByType> => api.get<TaskCountByType>(processListUrls.countByType, { quiet: true }).then((r) => r.dataInfo);
