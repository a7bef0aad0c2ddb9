import type { Catalogue } from '../catalogue.ts';

/** Messages of the sync records to the compliance markets' systems (/ccer/offset/syncRecord…, issue 13). */
export const ccerOffsetSyncMessages: Catalogue = {
  offsetSyncNotFound: { zh: '同步记录不存在', en: 'The sync record does not exist' },
  offsetSyncRequestNotFound: { zh: '同步请求记录不存在', en: 'The sync request does not exist' },
  /** {0} the sync's status now. */
  offsetSyncNotFailed: { zh: '只有同步失败的记录可以重新发送（当前状态：{0}）', en: 'Only a failed sync can be sent again (now: {0})' },
  offsetSyncRegistryOnly: { zh: '同步记录仅供注册登记机构查看', en: 'Sync records are for the registry only' },
};
