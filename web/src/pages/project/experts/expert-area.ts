import { createContext, useContext } from 'react';
import type { ExpertCalls } from '../../../api/experts';
import type { AreaPages } from '../../lifecycle/area-pages';

/**
 * The expert pages of one lifecycle area (the project's 1308, the certification's 1608): the area's pages, its expert
 * calls and where its appointment and evaluation pages are. The appointment and evaluation pages provide it to their
 * lists, modals and drawer.
 */
export interface ExpertPagesArea {
  area: AreaPages<any>;
  calls: ExpertCalls;
  appointPath: string;
  evaluatePath: string;
  /** The lists' query keys (their test ids are list-<key>). */
  listKeys: { applications: string; reports: string };
}

const ExpertAreaContext = createContext<ExpertPagesArea | null>(null);
export const ExpertAreaProvider = ExpertAreaContext.Provider;

export function useExpertArea(): ExpertPagesArea {
  const area = useContext(ExpertAreaContext);
  if (!area) throw new Error('expert pages outside an ExpertAreaProvider');
  return area;
}
