/** The role pages (registry spec §2 System area: role, roleAdd, roleEdit, roleDetail; all under menu 4015). */
export const ROLE_MENU_ID = '4015';

export const rolePaths = {
  list: '/system/role',
  add: '/system/roleAdd',
  edit: (roleId: number) => `/system/roleEdit?roleId=${roleId}`,
  detail: (roleId: number) => `/system/roleDetail?roleId=${roleId}`,
} as const;
