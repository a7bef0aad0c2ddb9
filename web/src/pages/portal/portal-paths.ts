/** The public portal's pages (accounts spec §2.1, issue 14): no sign-in, outside the shell. */
export const portalPagePaths = {
  home: '/client/home',
  dashboard: '/client/dashboard',
  columnDetail: '/notice/columnDetail',
  noticeDetail: '/notice/noticeDetail',
  guideList: '/notice/guideList',
  commonQus: '/notice/commonQus',
  methodCollect: '/notice/methodCollect',
  methodology: '/notice/methodology',
  openData: '/notice/openData',
  /** Built by the methodology proposals' pages (signed-in clients). */
  methodologySubmit: '/client/methodology/collect',
} as const;

export const noticeDetailPath = (id: string) => `${portalPagePaths.noticeDetail}?id=${encodeURIComponent(id)}`;
export const columnPath = (code: string) => `${portalPagePaths.columnDetail}?code=${encodeURIComponent(code)}`;
