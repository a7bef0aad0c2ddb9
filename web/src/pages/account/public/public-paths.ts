/** The public account pages (accounts spec §2.4 /account/public: manage, edit, detail; menu 103505). */
export const PUBLIC_MANAGE_MENU_ID = '103505';
export const publicPaths = {
  manage: '/account/public/manage',
  edit: (id: string) => `/account/public/edit?id=${id}`,
  detail: (id: string) => `/account/public/detail?id=${id}`,
} as const;
