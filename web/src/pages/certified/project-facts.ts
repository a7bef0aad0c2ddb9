import { useQuery } from '@tanstack/react-query';
import { cancelFlags, registeredProjectStatuses, type CertifiedProjectFacts } from '@ccer/contracts';
import { fetchApply } from '../../api/project';
import { fetchProjectList } from '../../api/project-registered';
import { queryClient } from '../../query-client';
import { projectFactsOf } from './certified-values';

const factsKey = (projectInfoId: string | undefined) => ['certifiedProjectFacts', projectInfoId] as const;

/**
 * The picked registered project's facts (parent type, dates, validation body): its project-list row found by name,
 * then its application. Null when the company holds no such active project.
 */
async function fetchProjectFacts(projectInfoId: string, projectName: string): Promise<CertifiedProjectFacts | null> {
  const { rows } = await fetchProjectList({ cancelFlag: cancelFlags.active, status: registeredProjectStatuses.normal, projectName, pageNumber: 1, pageSize: 50 });
  const project = rows.find((r) => r.projectInfoId === projectInfoId);
  return project ? projectFactsOf(project, await fetchApply(project.applyId)) : null;
}

/** The facts of the form's project while the form shows it (a project does not change under a form: kept). */
export const useProjectFacts = (projectInfoId: string | undefined, projectName: string | undefined) =>
  useQuery({
    queryKey: factsKey(projectInfoId),
    queryFn: () => fetchProjectFacts(projectInfoId!, projectName!),
    enabled: Boolean(projectInfoId && projectName),
    staleTime: Infinity,
  }).data ?? undefined;

/** The facts loaded for a project, if any (the submission's check reads them). */
export const loadedProjectFacts = (projectInfoId: unknown): CertifiedProjectFacts | undefined =>
  typeof projectInfoId === 'string' ? (queryClient.getQueryData<CertifiedProjectFacts | null>(factsKey(projectInfoId)) ?? undefined) : undefined;
