import type { LifecycleDeclaration } from './types.ts';

/**
 * The registration chain both lifecycle areas run (a project, a reduction-volume application): publicity audit →
 * publicity (pause, recall) → the body's report → owner confirmation → registration application → acceptance →
 * experts → review → confirmation → registered. Their status codes are the same, so the transitions the workers may
 * make and the status tabs are declared once here, by code; each area names its statuses and steps.
 */
export const chainStatusCodes = ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18'] as const;
export type ChainStatus = (typeof chainStatusCodes)[number];

/** Allowed status changes: target → the statuses it may come from. */
export const chainTransitions: LifecycleDeclaration<ChainStatus>['transitions'] = {
  '02': ['01', '04', '05'], // in publicity: approved, resumed, recall refused
  '03': ['01'], // returned by the publicity audit
  '06': ['05'], // recalled
  '07': ['02', '08'], // awaiting the body: publicity ended, or the owner returned its report
  '08': ['07'], // awaiting the owner's confirmation
  '09': ['08'], // awaiting the registration application
  '18': ['08'], // the body's negative conclusion confirmed
  '10': ['09', '11'], // registration under acceptance
  '11': ['10', '14'], // registration application returned (acceptance or review)
  '12': ['10'], // awaiting experts
  '13': ['12'], // under evaluation
  '14': ['13', '15'], // under review (again after the confirmation returned it)
  '15': ['14'], // awaiting confirmation
  '16': ['15'], // registered
};

/** The status tabs of an area's lists; the body's tab is named by the area (审定 / 核证). */
export function chainTabs(body: { key: string; zh: string; en: string }): LifecycleDeclaration<ChainStatus>['tabs'] {
  return [
    { key: 'all', zh: '全部', en: 'All', statuses: chainStatusCodes },
    { key: 'draft', zh: '草稿', en: 'Drafts', statuses: ['00', '03'] },
    { key: 'publicity', zh: '公示', en: 'Publicity', statuses: ['01', '02', '04', '05'] },
    { ...body, statuses: ['07', '08'] },
    { key: 'registration', zh: '登记', en: 'Registration', statuses: ['09', '10', '11', '12', '13', '14', '15'] },
    { key: 'registered', zh: '已登记', en: 'Registered', statuses: ['16'] },
    { key: 'closed', zh: '已结束', en: 'Closed', statuses: ['06', '17', '18'] },
  ];
}
