import type { Catalogue } from '../catalogue.ts';

/** Messages of issuance (减排量签发, /ccer/issued; issue 12). */
export const ccerIssuanceMessages: Catalogue = {
  issueNotIssuable: { zh: '该减排量已暂停或已撤回，不能签发', en: 'These reductions are stopped or withdrawn and cannot be issued' },
  issueVintageUnknown: { zh: '该减排量没有{0}年度的登记量', en: 'These reductions have no registered quantity for the vintage {0}' },
  issueVintageTwice: { zh: '同一年度只能填写一次', en: 'Enter each vintage once' },
  issueOverRegistered: {
    zh: '{0}年度签发数量不能超过剩余可签发量{1}吨',
    en: 'The quantity of the vintage {0} must not exceed the {1} t left to issue',
  },
  issueNoOwner: { zh: '该减排量的项目业主没有持有账户，不能签发', en: 'The project owner has no holding account: the reductions cannot be issued' },
  issueNoProjectCode: { zh: '该项目没有项目编号，不能签发', en: 'The project has no project code: the reductions cannot be issued' },
  issueNotFound: { zh: '签发申请不存在或已处理', en: 'No such issuance application, or it has been decided' },
  issueOwnConfirm: { zh: '签发申请人不能确认自己的签发申请，请由另一名注册登记机构操作员确认', en: 'The applicant cannot confirm their own issuance: another registry operator confirms it' },
  certifiedInfoNotFoundForIssue: { zh: '登记减排量不存在', en: 'No such registered reduction' },
};
