import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: Done tasks, my and company applications, counts. */
export const processListMessages: Catalogue = {
  doneTaskNotFound: { zh: '已办任务不存在', en: 'The completed task does not exist' },
  processApplyNotFound: { zh: '申请不存在或不属于您', en: 'The application does not exist or is not yours' },
};
