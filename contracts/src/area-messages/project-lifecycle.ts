import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: the project lifecycle (steps, publicity, recall, experts, registration, cancellation). */
export const projectLifecycleMessages: Catalogue = {
  taskHasOwnCall: { zh: '该任务需在对应业务页面办理', en: 'This task is done on its own page' },
  taskHasOwnPage: { zh: '该任务需在对应业务页面办理（上传报告或材料）', en: 'This task is done on its own page (it hands in a report or documents)' },
  applyStatusNotAllowed: { zh: '项目申请当前状态为“{0}”，不能进行此操作', en: 'The application is "{0}"; this cannot be done now' },
  // publicity (H3): period, pause, recall, public comments
  publicityEndAfterToday: { zh: '公示截止日期须晚于今天', en: 'The last day of publicity must be after today' },
  publicityEndUnchanged: { zh: '公示截止日期未改变', en: 'The last day of publicity is unchanged' },
  recallPending: { zh: '该项目已有撤回申请在审核中', en: 'A recall of this application is already under audit' },
  plainTextOnly: { zh: '请输入纯文本，不能包含标签', en: 'Plain text only, without tags' },
  opinionClosed: { zh: '该项目不在公示期，不能提交意见', en: 'The project is not in publicity; comments are closed' },
  projectNotPublic: { zh: '项目不存在或未公开', en: 'The project does not exist or is not public' },
  // after registration (H5): registered projects, the registry's edit, stop, cancellation, abort, delete
  registeredProjectNotFound: { zh: '登记项目不存在', en: 'The registered project does not exist' },
  projectNotRegistered: { zh: '项目尚未登记，不能进行此操作', en: 'The project is not registered; this cannot be done' },
  projectNoChange: { zh: '未做任何修改！', en: 'Nothing was changed!' },
  projectCancelled: { zh: '该项目已注销，不能进行此操作', en: 'The project is cancelled; this cannot be done' },
  projectAlreadyStopped: { zh: '该项目已暂停', en: 'The project is already stopped' },
  projectNotStopped: { zh: '该项目未暂停，无需恢复', en: 'The project is not stopped' },
  cancelPending: { zh: '该项目已有注销申请在审核中', en: 'A cancellation of this project is already under audit' },
  cancelNotFound: { zh: '注销申请不存在', en: 'The cancellation application does not exist' },
  applyNotDeletable: { zh: '只能删除从未提交过的草稿', en: 'Only a draft that was never submitted can be deleted' },
  applyNotStarted: { zh: '该申请的流程尚未启动，请稍后再试', en: "The application's process has not started yet; try again shortly" },
  // experts (H4): appointment, draw, fees, reports
  expertCountRange: { zh: '专家人数须为{0}到{1}之间的整数', en: 'The number of experts must be a whole number from {0} to {1}' },
  expertDuplicate: { zh: '专家不能重复', en: 'An expert is named twice' },
  expertFeeInvalid: { zh: '专家费用须为大于等于0的金额（最多两位小数）', en: 'The fee must be an amount of 0 or more (at most two decimals)' },
  expertTooFewCandidates: { zh: '符合条件的专家仅{0}名，不足抽取人数{1}名', en: 'Only {0} eligible experts; {1} are to be drawn' },
  expertRefused: { zh: '专家“{0}”不能指派：{1}', en: 'Expert "{0}" cannot be appointed: {1}' },
  expertNotProposed: { zh: '该专家不在本项目当前轮次的专家名单中', en: "The expert is not among this application's experts of the current round" },
  expertNoneProposed: { zh: '请先抽取或指定至少一名专家', en: 'Draw or name at least one expert first' },
};
