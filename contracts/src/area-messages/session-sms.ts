import type { Catalogue } from '../catalogue.ts';

/** Messages of one area: SMS codes, forgotten password, the SMS second factor and the post-sign-in dialogs. */
export const sessionSmsMessages: Catalogue = {
  smsCodeSent: { zh: '验证码已发送，请注意查收', en: 'The verification code has been sent, please check your phone' },
  smsTooFrequent: { zh: '发送过于频繁，请{0}秒后再试', en: 'Sent too often, please try again in {0} seconds' },
  smsDailyLimit: { zh: '该手机号今日获取验证码次数已达上限，请明天再试', en: 'This number has reached today’s limit of verification codes, try again tomorrow' },
  smsIpLimit: { zh: '当前网络获取验证码过于频繁，请{0}分钟后再试', en: 'Too many verification codes from this network, try again in {0} minutes' },
  smsCodeWrong: { zh: '短信验证码错误或已失效', en: 'The SMS verification code is wrong or has expired' },
  smsCodeRequired: { zh: '请输入短信验证码', en: 'Enter the SMS verification code' },
  smsCodeFormat: { zh: '短信验证码为6位数字', en: 'The SMS verification code has 6 digits' },
  smsSecondFactorRequired: { zh: '请先获取并输入短信验证码', en: 'Get the SMS verification code and enter it first' },
  smsSendFailed: { zh: '短信发送失败，请稍后再试', en: 'The SMS could not be sent, please try again later' },
  smsDisabled: { zh: '短信服务未配置，请联系管理员', en: 'The SMS service is not configured, contact the administrator' },
  mobileMissing: { zh: '当前账号未绑定手机号，请联系管理员', en: 'This account has no mobile number, contact the administrator' },
  mobileRequired: { zh: '请输入手机号码', en: 'Enter the mobile phone number' },
  loginNameRequired: { zh: '请输入登录用户名', en: 'Enter the login name' },
  newPasswordRequired: { zh: '请输入新登录密码', en: 'Enter the new password' },
  forgetPasswordDone: { zh: '密码重置成功，请使用新密码登录', en: 'The password has been reset; sign in with the new password' },
  passwordChanged: { zh: '密码修改成功！', en: 'Password changed!' },
  // SMS send record (registry-operations §3 "SMS and e-mail records")
  smsBusinessLogin: { zh: '登录', en: 'Sign-in' },
  smsBusinessForget: { zh: '忘记密码', en: 'Forgotten password' },
  smsBusinessRegister: { zh: '注册', en: 'Registration' },
  smsBusinessModifyPassword: { zh: '修改密码', en: 'Change password' },
  smsTemplateCode: {
    zh: '【CCER注册登记系统】您的{0}验证码为{1}，{2}分钟内有效，请勿泄露给他人。',
    en: '[CCER Registry] Your {0} verification code is {1}, valid for {2} minutes. Do not share it.',
  },
  oldCarbonConfNone: { zh: '没有待确认的旧系统持有量配置', en: 'There is no old-registry holdings configuration to confirm' },
  oldCarbonConfNotice: {
    zh: '您在原注册登记系统中有CCER持有量待配置到当前账户，是否立即确认配置并查看持有量？',
    en: 'You have CCER holdings in the former registry waiting to be configured into this account. Confirm now and view your holdings?',
  },
};
