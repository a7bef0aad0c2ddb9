import type { Catalogue } from '../catalogue.ts';

/** Messages of the methodology proposals (方法学征集, /client/methodology/collect and /information/methodology/collect, issue 14). */
export const methodologyCollectMessages: Catalogue = {
  mcNotFound: { zh: '方法学建议不存在', en: 'The methodology proposal does not exist' },
  mcTitleRequired: { zh: '请填写方法学名称', en: 'Enter the methodology’s title' },
  mcTitleMax: { zh: '方法学名称不能超过{0}个字符', en: 'The title must be at most {0} characters' },
  mcFieldRequired: { zh: '请选择所属领域', en: 'Choose the sectoral scope' },
  mcProjectTypesInvalid: { zh: '适用项目类型须属于所选领域', en: 'The applicable project types must belong to the chosen scope' },
  mcProjectTypesMax: { zh: '适用项目类型最多选择{0}个', en: 'Choose at most {0} applicable project types' },
  mcSummaryRequired: { zh: '请填写方法学概要', en: 'Enter the summary' },
  mcSummaryMax: { zh: '方法学概要不能超过{0}个字符', en: 'The summary must be at most {0} characters' },
  mcContactNameRequired: { zh: '请填写联系人', en: 'Enter the contact person' },
  mcContactNameMax: { zh: '联系人不能超过{0}个字符', en: 'The contact person must be at most {0} characters' },
  mcContactPhoneRequired: { zh: '请填写联系电话', en: 'Enter the contact phone' },
  mcContactPhoneInvalid: { zh: '联系电话格式不正确（手机号或固定电话）', en: 'The contact phone must be a mobile or landline number' },
  mcContactEmailRequired: { zh: '请填写联系邮箱', en: 'Enter the contact e-mail' },
  mcContactEmailInvalid: { zh: '联系邮箱格式不正确', en: 'The contact e-mail is not valid' },
  mcNotEditable: { zh: '只有草稿或已撤回的方法学建议可以修改或提交', en: 'Only a draft or a withdrawn proposal can be changed or submitted' },
  mcNotWithdrawable: { zh: '只有审核中的方法学建议可以撤回', en: 'Only a proposal in review can be withdrawn' },
  mcNotDeletable: { zh: '只有草稿可以删除', en: 'Only a draft can be deleted' },
  mcDecided: { zh: '该方法学建议已审核或已撤回', en: 'The proposal has already been decided or withdrawn' },
  mcDayInvalid: { zh: '提交日期格式不正确', en: 'The submission date is not valid' },
  mcOwnProposal: { zh: '提交人不能审核本人提交的方法学建议', en: 'Whoever proposed it cannot review it' },
  mcWithdrawReason: { zh: '提交人撤回', en: 'Withdrawn by the proposer' },
};
