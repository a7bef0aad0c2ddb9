import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: registered reductions (certified_info) — the registry's edit, stop and resume, withdrawal. */
export const certifiedRegisteredMessages: Catalogue = {
  certifiedInfoNotFound: { zh: '登记的减排量不存在', en: 'The registered reductions do not exist' },
  certifiedWithdrawn: { zh: '该减排量已撤回，不能进行此操作', en: 'The reductions are withdrawn; this cannot be done' },
  certifiedAlreadyStopped: { zh: '该减排量已暂停', en: 'The reductions are already stopped' },
  certifiedNotStopped: { zh: '该减排量未暂停，无需恢复', en: 'The reductions are not stopped' },
  certifiedWithdrawPending: { zh: '该减排量已有撤回申请在审核中，不能重复申请', en: 'A withdrawal of these reductions is already under audit' },
  certifiedWithdrawNotFound: { zh: '撤回申请不存在', en: 'The withdrawal application does not exist' },
};
