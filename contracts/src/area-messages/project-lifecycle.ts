import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: the project lifecycle (steps, publicity, recall, experts, registration, cancellation). */
export const projectLifecycleMessages: Catalogue = {
  taskHasOwnPage: { zh: '该任务需在对应业务页面办理（上传报告或材料）', en: 'This task is done on its own page (it hands in a report or documents)' },
  applyStatusNotAllowed: { zh: '项目申请当前状态为“{0}”，不能进行此操作', en: 'The application is "{0}"; this cannot be done now' },
};
