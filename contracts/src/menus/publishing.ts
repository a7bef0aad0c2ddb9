import { menus } from './types.ts';

/** 50 信息发布 (/information); 5015 方法学 is the last entry of the catalogue (ids 10 to 5015). */
export const publishingMenus = menus([
  ['50', '-1', '信息发布', 'Publishing', '/information'],
  ['5001', '50', '栏目管理', 'Columns', '/information/column'],
  ['5005', '50', '信息发布', 'Releases', '/information/release'],
  ['5010', '50', '轮播图', 'Banner images', '/information/rotationChart'],
  ['5015', '50', '方法学', 'Methodologies', '/information/methodology'],
]);
