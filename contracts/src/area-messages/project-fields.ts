import type { Catalogue } from '../catalogue.ts';

/**
 * Messages of one area: the project application's fields (registry spec §3 Project, §5 "Project fields",
 * "Project date rules"). The generic ones (required, lengthBetween, positiveInteger, notGreaterThan,
 * longitude, latitude, the date rules) are core messages in messages.ts.
 */
export const projectFieldMessages: Catalogue = {
  // §5 / §8: the server's date is needed to judge the commencement date
  serverTimeMissing: { zh: '未获取到系统时间', en: 'The system time could not be obtained' },
  approvalAuthorityNotOpened: {
    zh: '请选择已开户的审定与核查机构',
    en: 'Choose a validation and verification body with an opened account',
  },
  sensitiveWord: { zh: '不能包含敏感词“{0}”', en: 'Must not contain the sensitive word "{0}"' },
};
