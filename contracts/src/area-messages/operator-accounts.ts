import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: back-office operator accounts (accounts spec §2.4 account area, §3.3, §3.4, §7.3). */
export const operatorAccountMessages: Catalogue = {
  operatorLoginNameTaken: { zh: '用户名已存在', en: 'This user name already exists' },
  operatorNotFound: { zh: '账户不存在', en: 'The account does not exist' },
  operatorStatusInvalid: { zh: '请选择账户状态（正常、停用或锁定）', en: 'Choose the account status (active, disabled or locked)' },
  operatorStatusUnchanged: { zh: '账户已是该状态', en: 'The account already has this status' },
  operatorProvinceUnknown: { zh: '省份不存在', en: 'Unknown province' },
  operatorCertificateTypeUnknown: { zh: '证件类型不存在', en: 'Unknown document type' },
  operatorFieldUnknown: { zh: '专业领域不存在：{0}', en: 'Unknown field: {0}' },
  operatorTypeNotAllowed: { zh: '没有查看该类账户的权限', en: 'You may not view accounts of this type' },
  operatorSelf: { zh: '不能停用、锁定或重置自己的账户', en: 'You cannot disable, lock or reset your own account' },
  // sign-in of an account an administrator disabled or locked (gateway/src/routes/session/credentials.ts)
  accountDisabled: { zh: '账户已停用，请联系管理员', en: 'The account is disabled; contact an administrator' },
  accountLockedByAdmin: { zh: '账户已被管理员锁定，请联系管理员', en: 'The account was locked by an administrator; contact an administrator' },
};
