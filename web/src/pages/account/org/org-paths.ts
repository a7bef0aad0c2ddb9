/** The organisation account pages (accounts spec §2.4 /account/org: manage, edit, detail; menu 103005). */
export const ORG_MANAGE_MENU_ID = '103005';
export const orgPaths = {
  manage: '/account/org/manage',
  edit: (id: string) => `/account/org/edit?id=${id}`,
  detail: (id: string) => `/account/org/detail?id=${id}`,
} as const;
