/** The public publicity pages (registry spec §2 public routes /projectPublicity) and the registry's two pages of it. */
export const publicityPagePaths = {
  list: '/projectPublicity/projectPublicityList',
  detail: '/projectPublicity/projectPublicityDetail',
  /** The public detail of a reduction application (the portal's reduction tabs). */
  reductionDetail: '/projectPublicity/reductionPublicityDetail',
  search: '/projectPublicity/unregisterSearch',
  /** The public serial lookup (issue 12): a serial's project, vintage, issuance date, state. */
  serial: '/projectPublicity/serial',
  /** The public verification of an offset certificate (issue 13; its QR code's address). */
  certificate: '/projectPublicity/certificate',
  opinions: '/project/publicOpinions',
  query: '/project/publicQuery',
} as const;

export const PUBLIC_OPINIONS_MENU_ID = '1309';
export const PUBLIC_QUERY_MENU_ID = '1310';

/** The public detail of an application. */
export const publicityDetailPath = (id: string) => `${publicityPagePaths.detail}?id=${encodeURIComponent(id)}`;

/** The public detail of a reduction application. */
export const reductionDetailPath = (id: string) => `${publicityPagePaths.reductionDetail}?id=${encodeURIComponent(id)}`;
