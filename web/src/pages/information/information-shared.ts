import type { InfoFile } from '@ccer/contracts';

/** The texts' namespace of the information pages. */
export const NS = 'information';

export const infoPaths = {
  column: '/information/column',
  release: '/information/release',
  releaseAdd: '/information/releaseAdd',
  releaseEdit: (id: number) => `/information/releaseEdit?id=${id}`,
  releaseDetail: (id: number) => `/information/releaseDetail?id=${id}`,
  rotationChart: '/information/rotationChart',
  rotationChartDetail: (id: number) => `/information/rotationChart/detail?id=${id}`,
  methodology: '/information/methodology',
  methodologyAdd: '/information/methodologyEditDetail',
  methodologyEdit: (id: number) => `/information/methodologyEditDetail?id=${id}`,
  methodologyDetail: (id: number) => `/information/methodologyDetail?id=${id}`,
} as const;

export const releaseStateColor: Record<string, string> = { draft: 'default', published: 'green', scheduled: 'blue', withdrawn: 'orange' };
export const bannerStateColor: Record<string, string> = { active: 'green', upcoming: 'blue', expired: 'default', disabled: 'orange' };
export const methodologyStatusColor: Record<string, string> = { inForce: 'green', withdrawn: 'default' };

/** A detail's files as a BusinessDocuments value: ids per type. */
export const filesByType = (files: readonly InfoFile[]): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const f of files) (out[f.typeNo] ??= []).push(f.fileId);
  return out;
};

/** Every file id of a BusinessDocuments value. */
export const fileIdsOf = (value: Record<string, string[] | undefined> | undefined): string[] => Object.values(value ?? {}).flat().filter((v): v is string => Boolean(v));
