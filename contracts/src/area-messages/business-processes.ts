import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: Business-process association, versions and migration. */
export const businessProcessMessages: Catalogue = {
  businessTypeNotFound: { zh: '业务类型不存在', en: 'The business type does not exist' },
  businessProcessNotAssociated: { zh: '该业务未关联流程，暂不能发起', en: 'This business is not associated with a process and cannot be started yet' },
  businessProcessSuspended: { zh: '该业务流程已挂起，暂不能发起', en: 'This business process is hung up and cannot be started for now' },
  processKeyNotDeployed: { zh: '流程标识（{0}）在流程引擎中不存在，请先部署', en: 'No process with the key {0} is deployed; deploy it first' },
  processVersionNotFound: { zh: '流程（{0}）不存在版本{1}', en: 'The process {0} has no version {1}' },
  migrateSameVersion: { zh: '目标版本不能与源版本相同', en: 'The target version must differ from the source version' },
  migrateNoInstances: { zh: '源版本（版本{0}）没有运行中的实例', en: 'Version {0} has no running instances' },
  migrateInstancesNotInSource: { zh: '以下实例不是源版本的运行中实例：{0}', en: 'These are not running instances of the source version: {0}' },
  migratePlanInvalid: { zh: '迁移计划无效：{0}', en: 'The migration plan is not valid: {0}' },
  migrateInstanceInvalid: { zh: '实例无法迁移：{0}', en: 'The instances cannot be migrated: {0}' },
};
