import {
  expertPaths,
  projectLifecycle,
  stepByWorkflowType,
  type AppointApplyRow,
  type AppointInfo,
  type ApplyRow,
  type ExpertCandidateRow,
  type ExpertReportBody,
  type ExpertReportRow,
  type ProjectExpert,
} from '@ccer/contracts';
import { api } from './http';
import { fetchList } from '../components/list-page/fetch-list';
import type { ListResult } from '../components/list-page/types';

/** Expert appointment and evaluation reports (registry spec §7; contracts lifecycle/experts.ts). */

export const fetchAppointApplyList = (params: Record<string, unknown>): Promise<ListResult<AppointApplyRow>> => fetchList<AppointApplyRow>(expertPaths.applyList, params);
export const fetchExpertReports = (params: Record<string, unknown>): Promise<ListResult<ExpertReportRow>> => fetchList<ExpertReportRow>(expertPaths.reportList, params);

export const fetchAppointInfo = async (id: string): Promise<AppointInfo> => (await api.post<AppointInfo>(expertPaths.appointInfo, { id })).dataInfo;
export const fetchExpertCandidates = async (id: string): Promise<ExpertCandidateRow[]> => (await api.post<ExpertCandidateRow[]>(expertPaths.candidates, { id })).dataInfo;
/** The application an appointed expert evaluates. */
export const fetchReportApply = async (id: string): Promise<ApplyRow> => (await api.post<ApplyRow>(expertPaths.reportApply, { id })).dataInfo;

// the calls below are quiet: the modals show the field errors themselves
export const drawExperts = async (id: string, count: number): Promise<AppointInfo> =>
  (await api.post<AppointInfo>(expertPaths.appointRandom, { id, count }, { quiet: true })).dataInfo;
export const nameExperts = async (id: string, expertIds: string[]): Promise<AppointInfo> =>
  (await api.post<AppointInfo>(expertPaths.appointNamed, { id, expertIds }, { quiet: true })).dataInfo;
export const setExpertFee = async (id: string, expertId: string, fee: number): Promise<ProjectExpert> =>
  (await api.post<ProjectExpert>(expertPaths.setFee, { id, expertId, fee }, { quiet: true })).dataInfo;
export const appointExperts = async (id: string): Promise<AppointInfo> => (await api.post<AppointInfo>(expertPaths.appoint, { id }, { quiet: true })).dataInfo;

/** The expert's report: the projectEvaluation step's call (the lifecycle declaration names it). */
export const evaluationStep = stepByWorkflowType(projectLifecycle, 'projectEvaluation')!;
export const submitExpertReport = async (body: ExpertReportBody): Promise<void> => {
  await api.post<null>(`/api${evaluationStep.call}`, body, { quiet: true });
};
