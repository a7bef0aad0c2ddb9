/** The texts' namespace of the daily data, weekly report, organisation report and expert fee pages. */
export const NS = 'statisticsDaily';

export const dailyPaths = {
  list: '/statistical-report/dailyData/list',
  add: '/statistical-report/dailyData/add',
  edit: (id: string) => `/statistical-report/dailyData/edit?id=${encodeURIComponent(id)}`,
  orgDetail: (orgId: string) => `/statistical-report/org-report/detail?orgId=${encodeURIComponent(orgId)}`,
} as const;

/** A whole number with the language's grouping (tonnes, counts). */
export const num = (v: unknown): string => (typeof v === 'number' ? v.toLocaleString() : '');
