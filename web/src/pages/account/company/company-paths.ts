/** 10 账户管理 → 1025 企业 (accounts spec §2.4): 102505 企业管理, 102515 账户代表管理. */
export const COMPANY_MANAGE_MENU_ID = '102505';
export const COMPANY_REPRESENT_MENU_ID = '102515';
export const companyPaths = {
  manage: '/account/company/manage',
  detail: (custId: string) => `/account/company/detail?custId=${encodeURIComponent(custId)}`,
  represent: (custId?: string) => (custId ? `/account/company/represent?custId=${encodeURIComponent(custId)}` : '/account/company/represent'),
};
