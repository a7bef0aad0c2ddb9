import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../fixtures/app.ts';
import { testEnv } from '../fixtures/env.ts';

/** The shared reference calls (accounts spec §3.9, §7.6): public, answered without a token. */
describe('reference data', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => app.close());

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const r = await app.inject({ method: 'GET', url, headers });
    return r;
  };
  const data = async (url: string) => {
    const r = await get(url);
    expect(r.statusCode, url).toBe(200);
    const body = r.json();
    expect(body.flag, url).toBe(1);
    return body.dataInfo;
  };

  it('declares every reference route public', () => {
    const urls = ['/api/common/dict-item', '/api/common/region/all', '/api/common/region/list', '/api/common/cities', '/api/common/counties', '/api/common/industry', '/api/common/project-type/list', '/api/common/project-type/list-for-level/:level'];
    for (const url of urls) expect(app.routeAccess.find((r) => r.url === url && r.method === 'GET')?.access, url).toBe('public');
  });

  it('answers dictionaries: all, one, several; 400205 holds 000 不涉及', async () => {
    const all = await data('/api/common/dict-item');
    expect(all.map((d: { dictId: string }) => d.dictId)).toEqual(['100004', '100005', '100006', '100008', '100009', '100110', '400204', '400205', '400230']);
    const [lulucf] = await data('/api/common/dict-item?dictId=400205');
    expect(lulucf).toMatchObject({ dictId: '400205', dictName: 'LULUCF活动类型' });
    expect(lulucf.items).toContainEqual({ itemCode: '000', itemName: '不涉及', itemNameEn: 'Not applicable' });
    const some = await data('/api/common/dict-item?dictIds=100008,100009,nope');
    expect(some.map((d: { dictId: string }) => d.dictId)).toEqual(['100008', '100009']);
    expect(some[0].items.map((i: { itemCode: string }) => i.itemCode)).toEqual(expect.arrayContaining(['15', '16']));
    expect(some[1].items.map((i: { itemCode: string }) => i.itemCode)).toContain('7');
    expect((await get('/api/common/dict-item')).headers['cache-control']).toMatch(/max-age/);
  });

  it('answers provinces, cities of 320000 with 南京市, counties of 320100 with 玄武区', async () => {
    const provinces = await data('/api/common/region/list');
    expect(provinces).toHaveLength(34);
    expect(provinces).toContainEqual({ provinceId: '320000', provinceName: '江苏省', provinceNameEn: 'Jiangsu' });
    const cities = await data('/api/common/cities?countryId=CHN&provinceId=320000');
    expect(cities).toContainEqual({ cityId: '320100', cityName: '南京市', provinceId: '320000' });
    const counties = await data('/api/common/counties?countryId=CHN&provinceId=320000&cityId=320100');
    expect(counties).toContainEqual({ countyId: '320102', countyName: '玄武区', cityId: '320100', provinceId: '320000' });
    expect(await data('/api/common/cities?countryId=USA&provinceId=320000')).toEqual([]);

    const missing = await get('/api/common/counties?provinceId=320000');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ flag: 0, code: 'BAD_REQUEST', dataInfo: [{ field: 'cityId', message: '城市不能为空！' }] });
  });

  it('answers the whole division tree with an ETag, and 304 when it is unchanged', async () => {
    const r = await get('/api/common/region/all');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.headers['cache-control']).toMatch(/max-age/);
    const etag = r.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const [china] = r.json().dataInfo;
    expect(china).toMatchObject({ regionId: 'CHN', regionName: '中国' });
    expect(china.children).toHaveLength(34);
    const jiangsu = china.children.find((p: { regionId: string }) => p.regionId === '320000');
    const nanjing = jiangsu.children.find((c: { regionId: string }) => c.regionId === '320100');
    expect(nanjing.regionName).toBe('南京市');
    expect(nanjing.children).toContainEqual({ regionId: '320102', regionName: '玄武区' });
    const again = await get('/api/common/region/all', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers the industry tree', async () => {
    const sections = await data('/api/common/industry');
    expect(sections.map((s: { industryCode: string }) => s.industryCode).join('')).toBe('ABCDEFGHIJKLMNOPQRST');
    const d = sections.find((s: { industryCode: string }) => s.industryCode === 'D');
    expect(d.children).toContainEqual(expect.objectContaining({ industryCode: '44', industryName: '电力、热力生产和供应业', parentCode: 'D' }));
  });

  it('answers the project types, flat and by level', async () => {
    const all = await data('/api/common/project-type/list');
    expect(all).toContainEqual(expect.objectContaining({ typeId: 'A0102', typeName: '并网海上风力发电' }));
    expect(all).toContainEqual(expect.objectContaining({ typeId: 'N0101', typeName: '造林碳汇' }));
    for (const t of all) expect(Object.keys(t)).toEqual(expect.arrayContaining(['typeId', 'parentId', 'typeName']));
    const top = await data('/api/common/project-type/list-for-level/0');
    expect(top.every((t: { parentId: string }) => t.parentId === '0')).toBe(true);
    expect(top.map((t: { typeId: string }) => t.typeId)).toEqual(expect.arrayContaining(['A', 'N']));
    expect((await get('/api/common/project-type/list-for-level/9')).statusCode).toBe(400);
  });

  it('is served by the running gateway without a token', async () => {
    const r = await fetch(`${testEnv.appUrl}/api/common/project-type/list-for-level/0`);
    expect(r.status).toBe(200);
    expect((await r.json()).dataInfo[0]).toMatchObject({ typeId: 'A', parentId: '0' });
  });
});
