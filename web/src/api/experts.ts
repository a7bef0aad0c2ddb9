import {
  certifiedLifecycle,
  certifiedPaths,
  expertPaths,
  projectLifecycle,
  stepByWorkflowType,
  type AppointApplyRow,
  type AppointInfo,
  type ExpertAreaPaths,
  type ExpertCandidateRow,
  type ExpertReportBody,
  type ExpertReportRow,
  type LifecycleDeclaration,
  type StepDeclaration,
  type ProjectExpert,
  type WorkflowType,
} from '@ccer/contracts';
import { api } from './http';
import { fetchList } from '../components/list-page/fetch-list';
import type { ListResult } from '../components/list-page/types';

/** Expert appointment and evaluation reports of a lifecycle area (registry spec §7; contracts lifecycle/experts.ts). */
export interface ExpertCalls {
  /** The area's evaluation step (projectEvaluation, certifiedEvaluation): its call, documents and workflow type. */
  evaluationStep: StepDeclaration;
  fetchAppointApplyList: (params: Record<string, unknown>) => Promise<ListResult<AppointApplyRow>>;
  fetchExpertReports: (params: Record<string, unknown>) => Promise<ListResult<ExpertReportRow>>;
  fetchAppointInfo: (id: string) => Promise<AppointInfo>;
  fetchExpertCandidates: (id: string) => Promise<ExpertCandidateRow[]>;
  /** The application an appointed expert evaluates, as the area's row. */
  fetchReportApply: (id: string) => Promise<unknown>;
  drawExperts: (id: string, count: number) => Promise<AppointInfo>;
  nameExperts: (id: string, expertIds: string[]) => Promise<AppointInfo>;
  setExpertFee: (id: string, expertId: string, fee: number) => Promise<ProjectExpert>;
  appointExperts: (id: string) => Promise<AppointInfo>;
  submitExpertReport: (body: ExpertReportBody) => Promise<void>;
}

export function expertCalls(paths: ExpertAreaPaths, lifecycle: LifecycleDeclaration, evaluation: WorkflowType): ExpertCalls {
  const evaluationStep = stepByWorkflowType(lifecycle, evaluation)!;
  return {
    evaluationStep,
    fetchAppointApplyList: (params) => fetchList<AppointApplyRow>(paths.applyList, params),
    fetchExpertReports: (params) => fetchList<ExpertReportRow>(paths.reportList, params),
    fetchAppointInfo: async (id) => (await api.post<AppointInfo>(paths.appointInfo, { id })).dataInfo,
    fetchExpertCandidates: async (id) => (await api.post<ExpertCandidateRow[]>(paths.candidates, { id })).dataInfo,
    fetchReportApply: async (id) => (await api.post<unknown>(paths.reportApply, { id })).dataInfo,
    // the calls below are quiet: the modals show the field errors themselves
    drawExperts: async (id, count) => (await api.post<AppointInfo>(paths.appointRandom, { id, count }, { quiet: true })).dataInfo,
    nameExperts: async (id, expertIds) => (await api.post<AppointInfo>(paths.appointNamed, { id, expertIds }, { quiet: true })).dataInfo,
    setExpertFee: async (id, expertId, fee) => (await api.post<ProjectExpert>(paths.setFee, { id, expertId, fee }, { quiet: true })).dataInfo,
    appointExperts: async (id) => (await api.post<AppointInfo>(paths.appoint, { id }, { quiet: true })).dataInfo,
    // the report: the evaluation step's call (the lifecycle declaration names it)
    submitExpertReport: async (body) => {
      await api.post<null>(`/api${evaluationStep.call}`, body, { quiet: true });
    },
  };
}

export const projectExpertCalls = expertCalls(expertPaths, projectLifecycle, 'projectEvaluation');
export const certifiedExpertCalls = expertCalls(certifiedPaths, certifiedLifecycle, 'certifiedEvaluation');
