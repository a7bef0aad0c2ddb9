import { lazy } from 'react';
import type { LocalPage } from '../../routes';

/**
 * 50 信息发布 (issue 14): 5001 栏目管理, 5005 信息发布 with its hidden add, edit and detail, 5010 轮播图 with its hidden
 * detail, 5015 方法学 with its hidden add/edit and detail (the methodology proposals' pages are their own folder's).
 */
export const informationPages: Record<string, LocalPage> = {
  '/information/column': { menuId: '5001', component: lazy(() => import('./ColumnPage.tsx')) },
  '/information/release': { menuId: '5005', component: lazy(() => import('./ReleaseListPage.tsx')) },
  '/information/releaseAdd': { menuId: '5005', hidden: true, titleKey: 'information:title.releaseAdd', component: lazy(() => import('./ReleaseFormPage.tsx')) },
  '/information/releaseEdit': { menuId: '5005', hidden: true, titleKey: 'information:title.releaseEdit', requiresFormInfo: true, component: lazy(() => import('./ReleaseFormPage.tsx')) },
  '/information/releaseDetail': { menuId: '5005', hidden: true, titleKey: 'information:title.releaseDetail', requiresFormInfo: true, component: lazy(() => import('./ReleaseDetailPage.tsx')) },
  '/information/rotationChart': { menuId: '5010', component: lazy(() => import('./BannerListPage.tsx')) },
  '/information/rotationChart/detail': { menuId: '5010', hidden: true, titleKey: 'information:title.bannerDetail', requiresFormInfo: true, component: lazy(() => import('./BannerDetailPage.tsx')) },
  '/information/methodology': { menuId: '5015', component: lazy(() => import('./MethodologyListPage.tsx')) },
  '/information/methodologyEditDetail': { menuId: '5015', hidden: true, titleKey: 'information:title.methodologyEditDetail', component: lazy(() => import('./MethodologyFormPage.tsx')) },
  '/information/methodologyDetail': { menuId: '5015', hidden: true, titleKey: 'information:title.methodologyDetail', requiresFormInfo: true, component: lazy(() => import('./MethodologyDetailPage.tsx')) },
};
