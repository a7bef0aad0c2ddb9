import { describe, expect, it } from 'vitest';
import { buildNavigation } from '../../navigation/navigation';
import type { PageDef } from '../../navigation/route-table';
import { areaLanding } from './area-landing';

const pages: Record<string, PageDef> = {
  '/certified': { menuId: '16', hidden: true },
  '/certified/add': { menuId: '1601' },
  '/certified/manage': { menuId: '1602' },
  '/certified/audit': { menuId: '1603' },
};
const menu = (menuId: string, parentId: string, path?: string) => ({ menuId, parentId, menuName: menuId, path });
const navOf = (granted: string[]) =>
  buildNavigation(
    [menu('16', '-1'), menu('1601', '16', '/certified/add'), menu('1602', '16', '/certified/manage'), menu('1603', '16', '/certified/audit')].filter((m) => granted.includes(m.menuId)),
    '01',
    pages,
  );

describe('areaLanding: where /certified leads', () => {
  it('to 减排量申请 for a person who has it', () => {
    expect(areaLanding(navOf(['16', '1601', '1602']), '/certified/add', '16')).toBe('/certified/add');
  });
  it("to the area's first page the person has when they lack 申请 (the registry)", () => {
    expect(areaLanding(navOf(['16', '1602', '1603']), '/certified/add', '16')).toBe('/certified/manage');
    expect(areaLanding(navOf(['16', '1603']), '/certified/add', '16')).toBe('/certified/audit');
  });
  it('to the not-found page for a person without any page of the area', () => {
    expect(areaLanding(navOf([]), '/certified/add', '16')).toBe('/404');
  });
});
