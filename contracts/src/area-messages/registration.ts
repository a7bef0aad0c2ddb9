import type { Catalogue } from '../catalogue.ts';

/** Messages of visitor registration, public accounts and organisation accounts (accounts spec §2.1, §2.3, §3.5, §3.7). */
export const registrationMessages: Catalogue = {
  passwordRequired: { zh: '请输入登录密码', en: 'Enter the password' },
  loginNameTaken: { zh: '该登录用户名已被注册', en: 'This login name is already registered' },
  accountApplicationOpen: { zh: '已有处理中的开户申请，请勿重复提交', en: 'An account application is already in progress' },
  accountApplicationNotFound: { zh: '开户申请不存在', en: 'The account application does not exist' },
  accountStatusNotAllowed: { zh: '当前状态不允许该操作', en: 'This action is not allowed in the current state' },
  registrationAttachmentInvalid: { zh: '附件不存在、类型不符或不属于申请人', en: 'The attachment does not exist, is of another type or is not the applicant’s' },
  visitorOnly: { zh: '仅游客可以申请开户', en: 'Only visitors can apply for an account' },
  accountStatusDraft: { zh: '草稿', en: 'Draft' },
  accountStatusSubmitted: { zh: '待审核', en: 'Pending review' },
  accountStatusOpened: { zh: '已开户', en: 'Opened' },
  accountStatusRejected: { zh: '已驳回', en: 'Rejected' },
  accountStatusCancelled: { zh: '已撤销', en: 'Cancelled' },
  accountStatusDisabled: { zh: '已停用', en: 'Disabled' },
};
