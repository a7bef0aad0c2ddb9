import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import type { FastifyInstance } from 'fastify';
import {
  openDataPaths,
  openDatasetKeys,
  openDatasets,
  portalPaths,
  type OpenDataset,
  type PortalBanner,
  type PortalColumn,
  type PortalLatest,
  type PortalMethodologyDetail,
  type PortalMethodologyRow,
  type PortalReleaseDetail,
  type PortalReleaseRow,
} from '@ccer/contracts';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { testEnv } from '../fixtures/env.ts';
import { testApp } from '../fixtures/app.ts';

/**
 * The public portal and the open data, signed out, on the real stack (issue 14): a column's releases — published,
 * pinned, scheduled, draft, withdrawn, in a hidden column — show exactly the public ones in order (pinned first, newest
 * first); a detail counts its views atomically and answers 404 for the rest; banners by their validity; the methodology
 * library. Open data: every dataset as JSON pages (stable ids and order, the size limit named in Chinese) and as CSV
 * (BOM, header, China time), only public rows and columns; the per-address limit answers 429 in the client's language.
 * Rows are written straight into the tables and removed afterwards.
 */
type Body<T> = { flag: 0 | 1; dataInfo: T; total?: number; msg?: string; code?: string };

async function get<T>(path: string, lang = 'zh-cn'): Promise<{ status: number; body: Body<T> }> {
  const res = await fetch(`${testEnv.appUrl}${path}`, { headers: { 'Accept-Language': lang } });
  return { status: res.status, body: (await res.json()) as Body<T> };
}

/** A CSV text → rows of fields (RFC 4180: quoted fields with doubled quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

describe('public portal and open data, signed out', () => {
  const run = Date.now().toString(36);
  const tag = run.toUpperCase().slice(-6);
  const day = 86_400_000;
  const at = (offsetMs: number) => new Date(Date.now() + offsetMs);
  let db: Knex;
  let columnId: string;
  let hiddenColumnId: string;
  const releases: Record<string, string> = {};
  const banners: Record<string, string> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    db = createDb(testEnv.databaseUrl, 2);
    const owner = await db('operator').where({ login_name: 'owner01' }).first('operator_id', 'cust_id');

    [{ id: columnId }] = await db('info_column').insert({ code: `pt${run}`, name_zh: '门户测试栏目', name_en: 'Portal test column', sort: 900 }).returning('id');
    [{ id: hiddenColumnId }] = await db('info_column').insert({ code: `ph${run}`, name_zh: '隐藏栏目', name_en: 'Hidden column', sort: 901, visible: false }).returning('id');
    const release = async (key: string, values: Record<string, unknown>, column = columnId) => {
      const [{ id }] = await db('info_release')
        .insert({ column_id: column, title: `${key}-${run}`, body_html: `<p>正文 ${key}</p>`, summary: `摘要 ${key}`, status: 'published', ...values })
        .returning('id');
      releases[key] = String(id);
    };
    await release('older', { publish_at: at(-3 * day) });
    await release('newer', { publish_at: at(-1 * day) });
    await release('pinned', { publish_at: at(-5 * day), pinned: true });
    await release('scheduled', { publish_at: at(day) });
    await release('draft', { status: 'draft', publish_at: null });
    await release('withdrawn', { status: 'withdrawn', publish_at: at(-2 * day), withdrawn_at: at(-day / 2) });
    await release('hidden', { publish_at: at(-day) }, hiddenColumnId);

    const banner = async (key: string, values: Record<string, unknown>) => {
      const [{ id }] = await db('info_banner').insert({ title: `${key}-${run}`, alt_text: `替代文字 ${key}`, sort: 0, ...values }).returning('id');
      banners[key] = String(id);
    };
    await banner('current', { sort: 1, valid_from: at(-day), valid_to: at(day), link_url: '/notice/methodology' });
    await banner('open', { sort: 2 });
    await banner('expired', { sort: 0, valid_from: at(-2 * day), valid_to: at(-60_000) });
    await banner('future', { sort: 0, valid_from: at(day) });
    await banner('disabled', { sort: 0, enabled: false });

    // the lifecycle's public records: a project in publicity, a registered one with its registered reductions,
    // a reduction application in publicity, an issuance, offsets (a retirement, published and unpublished voluntary
    // cancellations, a rejected one)
    const apply = (no: string, status: string, extra: Record<string, unknown> = {}) =>
      db('project_apply')
        .insert({ apply_no: no, cust_id: owner.cust_id, owner_operator_id: owner.operator_id, status, project_name: `门户项目${no}`, province_id: '110000', parent_project_type: 'A0101', expect_year_num: 1200, ...extra })
        .returning('id')
        .then(([r]) => String(r.id));
    ids.publicityProject = await apply(`PP${tag}`, '02', { publicity_start_date: '2025-03-01', publicity_end_date: '2025-03-28' });
    ids.draftProject = await apply(`PD${tag}`, '00');
    ids.registeredApply = await apply(`PR${tag}`, '16');
    ids.projectCode = `P${tag}`;
    [{ id: ids.projectInfo }] = await db('project_info').insert({ apply_id: ids.registeredApply, project_code: ids.projectCode, registration_time: at(-10 * day) }).returning('id');
    const certified = (no: string, status: string, extra: Record<string, unknown> = {}) =>
      db('certified_apply')
        .insert({ apply_no: no, project_info_id: ids.projectInfo, cust_id: owner.cust_id, owner_operator_id: owner.operator_id, status, reg_app_start_date: '2024-01-01', reg_app_end_date: '2024-12-31', certified_num: 1000, ...extra })
        .returning('id')
        .then(([r]) => String(r.id));
    ids.publicityReduction = await certified(`CP${tag}`, '02', { publicity_start_date: '2025-04-01', publicity_end_date: '2025-04-28' });
    ids.registeredReductionApply = await certified(`CR${tag}`, '16');
    [{ id: ids.certifiedInfo }] = await db('certified_info')
      .insert({ apply_id: ids.registeredReductionApply, project_info_id: ids.projectInfo, registration_no: `R${tag}`, registration_time: at(-8 * day), registered_num: 1000, vintages: JSON.stringify([{ year: 2024, quantity: 1000 }]) })
      .returning('id');
    [{ id: ids.issue }] = await db('ccer_issue_apply')
      .insert({ apply_no: `I${tag}`, certified_info_id: ids.certifiedInfo, project_info_id: ids.projectInfo, cust_id: owner.cust_id, quantity: 1000, status: '02', batch: 1, issued_at: at(-7 * day) })
      .returning('id');
    [{ id: ids.issueLine }] = await db('ccer_issue_line').insert({ issue_id: ids.issue, vintage: 2024, quantity: 1000, batch: 1, serial_start: 1, serial_end: 1000 }).returning('id');
    ids.issueLine = String(ids.issueLine);
    const offset = (no: string, kind: string, status: string, extra: Record<string, unknown> = {}) =>
      db('ccer_offset')
        .insert({ offset_no: no, kind, status, cust_id: owner.cust_id, project_code: ids.projectCode, vintage: 2024, quantity: 100, applicant_operator_id: owner.operator_id, details: JSON.stringify({ contactPhone: '13800000000' }), ...extra })
        .returning('id')
        .then(([r]) => String(r.id));
    ids.retirement = await offset(`O${tag}1`, 'country', 'retired', { retired_at: at(-3 * day), certificate_no: `C${tag}1` });
    ids.cancelPublic = await offset(`O${tag}2`, 'logout', 'retired', { retired_at: at(-2 * day), certificate_no: `C${tag}2`, is_public: true, beneficiary: '某公益组织', purpose: '碳中和活动' });
    ids.cancelPrivate = await offset(`O${tag}3`, 'logout', 'retired', { retired_at: at(-day), certificate_no: `C${tag}3`, is_public: false, beneficiary: '不公开的受益方', purpose: '不公开的用途' });
    ids.rejected = await offset(`O${tag}4`, 'country', 'rejected');
  }, 120_000);

  afterAll(async () => {
    if (!db) return;
    await db('ccer_offset').whereIn('id', [ids.retirement, ids.cancelPublic, ids.cancelPrivate, ids.rejected].filter(Boolean)).delete();
    if (ids.issue) await db('ccer_issue_line').where({ issue_id: ids.issue }).delete();
    if (ids.issue) await db('ccer_issue_apply').where({ id: ids.issue }).delete();
    if (ids.certifiedInfo) await db('certified_info').where({ id: ids.certifiedInfo }).delete();
    await db('certified_apply').whereIn('id', [ids.publicityReduction, ids.registeredReductionApply].filter(Boolean)).delete();
    if (ids.projectInfo) await db('project_info').where({ id: ids.projectInfo }).delete();
    await db('project_apply').whereIn('id', [ids.publicityProject, ids.draftProject, ids.registeredApply].filter(Boolean)).delete();
    await db('info_release').whereIn('column_id', [columnId, hiddenColumnId].filter(Boolean)).delete();
    await db('info_column').whereIn('id', [columnId, hiddenColumnId].filter(Boolean)).delete();
    await db('info_banner').whereIn('id', Object.values(banners)).delete();
    await db.destroy();
  });

  it('columns: the visible ones as a tree, in order; a hidden one absent', async () => {
    const r = await get<PortalColumn[]>(portalPaths.columns);
    expect(r.status).toBe(200);
    const codes = r.body.dataInfo.map((c) => c.code);
    expect(codes.slice(0, 6)).toEqual(['news', 'notice', 'policy', 'guide', 'faq', 'methodCollect']);
    expect(codes).toContain(`pt${run}`);
    expect(codes).not.toContain(`ph${run}`);
    const en = await get<PortalColumn[]>(portalPaths.columns, 'en');
    expect(en.body.dataInfo.find((c) => c.code === 'notice')?.name).toBe('Notices');
  });

  it("a column's releases: exactly the public ones, pinned first then newest; paged; by code or id", async () => {
    const r = await get<PortalReleaseRow[]>(`${portalPaths.releases}?columnCode=pt${run}&pageNumber=1&pageSize=10`);
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(3);
    expect(r.body.dataInfo.map((x) => x.id)).toEqual([releases.pinned, releases.newer, releases.older]);
    expect(r.body.dataInfo[0]).toMatchObject({ pinned: true, columnCode: `pt${run}`, columnName: '门户测试栏目', title: `pinned-${run}`, summary: '摘要 pinned' });
    const page2 = await get<PortalReleaseRow[]>(`${portalPaths.releases}?columnId=${columnId}&pageNumber=2&pageSize=2`);
    expect(page2.body.dataInfo.map((x) => x.id)).toEqual([releases.older]);
    expect(page2.body.total).toBe(3);
    const searched = await get<PortalReleaseRow[]>(`${portalPaths.releases}?columnCode=pt${run}&keyword=newer`);
    expect(searched.body.dataInfo.map((x) => x.id)).toEqual([releases.newer]);
    // the hidden column's releases are not public; a column is needed and named in Chinese
    const hidden = await get<PortalReleaseRow[]>(`${portalPaths.releases}?columnId=${hiddenColumnId}`);
    expect(hidden.body.total).toBe(0);
    const none = await get(`${portalPaths.releases}`);
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('请指定栏目');
    const unknown = await get(`${portalPaths.releases}?columnCode=nosuch${run}`);
    expect(unknown.status).toBe(404);
    const big = await get(`${portalPaths.releases}?columnCode=pt${run}&pageSize=101`);
    expect(big.status).toBe(400);
    expect(big.body.msg).toBe('每页条数：不能大于100');
  });

  it('the latest per top-level column (home page) holds the public releases only, newest first', async () => {
    const r = await get<PortalLatest>(`${portalPaths.latest}?perColumn=2`);
    expect(r.status).toBe(200);
    const mine = r.body.dataInfo.find((x) => x.column.code === `pt${run}`)!;
    expect(mine.releases.map((x) => x.id)).toEqual([releases.newer, releases.older]);
    expect(r.body.dataInfo.some((x) => x.column.code === `ph${run}`)).toBe(false);
  });

  it('a detail counts its views atomically; draft, withdrawn, scheduled and hidden ones answer 404', async () => {
    const reads = await Promise.all(Array.from({ length: 5 }, () => get<PortalReleaseDetail>(`${portalPaths.release}?id=${releases.newer}`)));
    expect(reads.every((x) => x.status === 200)).toBe(true);
    expect(reads.map((x) => x.body.dataInfo.viewCount).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(reads[0].body.dataInfo).toMatchObject({ id: releases.newer, bodyHtml: '<p>正文 newer</p>', attachments: [], coverPath: null });
    expect(Number((await db('info_release').where({ id: releases.newer }).first('view_count')).view_count)).toBe(5);
    for (const key of ['draft', 'withdrawn', 'scheduled', 'hidden']) {
      const r = await get(`${portalPaths.release}?id=${releases[key]}`);
      expect(r.status, key).toBe(404);
      expect(r.body.msg).toBe('信息不存在或未发布');
      expect(Number((await db('info_release').where({ id: releases[key] }).first('view_count')).view_count), key).toBe(0);
    }
    const en = await get(`${portalPaths.release}?id=${releases.draft}`, 'en');
    expect(en.body.msg).toBe('The article does not exist or is not published');
    const bad = await get(`${portalPaths.release}?id=abc`);
    expect(bad.status).toBe(400);
  });

  it('banners: enabled and within their period, by their order, with their text alternatives', async () => {
    const r = await get<PortalBanner[]>(portalPaths.banners);
    expect(r.status).toBe(200);
    const mine = r.body.dataInfo.filter((b) => b.title.endsWith(run));
    expect(mine.map((b) => b.id)).toEqual([banners.current, banners.open]);
    expect(mine[0]).toMatchObject({ altText: '替代文字 current', linkUrl: '/notice/methodology', imagePath: null });
  });

  it('the methodology library: search, field, status, detail with documents', async () => {
    const all = await get<PortalMethodologyRow[]>(`${portalPaths.methodologies}?pageSize=100`);
    expect(all.status).toBe(200);
    expect(all.body.dataInfo.map((m) => m.code)).toEqual(expect.arrayContaining(['CCER-01-001-V01', 'CCER-14-002-V01']));
    const byName = await get<PortalMethodologyRow[]>(`${portalPaths.methodologies}?keyword=${encodeURIComponent('红树林')}`);
    expect(byName.body.dataInfo.map((m) => m.code)).toEqual(['CCER-14-002-V01']);
    const byField = await get<PortalMethodologyRow[]>(`${portalPaths.methodologies}?fieldCode=14&pageSize=100`, 'en');
    expect(byField.body.dataInfo.every((m) => m.fieldCode === '14')).toBe(true);
    const mangrove = byField.body.dataInfo.find((m) => m.code === 'CCER-14-002-V01')!;
    expect(mangrove).toMatchObject({ name: 'Mangrove creation', projectTypes: ['N0102'] });
    const detail = await get<PortalMethodologyDetail>(`${portalPaths.methodology}?id=${mangrove.id}`);
    expect(detail.body.dataInfo).toMatchObject({ code: 'CCER-14-002-V01', name: '红树林营造', documents: expect.any(Array) });
    expect((await get(`${portalPaths.methodology}?id=999999999`)).status).toBe(404);
    const badField = await get(`${portalPaths.methodologies}?fieldCode=x`);
    expect(badField.status).toBe(400);
    expect(badField.body.msg).toBe('领域代码为两位数字');
  });

  /** Every row of a dataset through JSON pages of 500. */
  async function allRows(dataset: OpenDataset): Promise<Array<Record<string, unknown>>> {
    const rows: Array<Record<string, unknown>> = [];
    for (let page = 1; ; page++) {
      const r = await get<Array<Record<string, unknown>>>(`${openDataPaths.json(dataset)}?pageNumber=${page}&pageSize=500`);
      expect(r.status).toBe(200);
      rows.push(...r.body.dataInfo);
      if (rows.length >= r.body.total!) return rows;
    }
  }

  it('open data as JSON: only public rows and public columns, stable ids in a stable order', async () => {
    const expected: Record<OpenDataset, { present: string[]; absent?: string[] }> = {
      'publicity-projects': { present: [ids.publicityProject], absent: [ids.draftProject, ids.registeredApply] },
      'registered-projects': { present: [String(ids.projectInfo)] },
      'publicity-reductions': { present: [ids.publicityReduction], absent: [ids.registeredReductionApply] },
      'registered-reductions': { present: [String(ids.certifiedInfo)] },
      issuances: { present: [ids.issueLine] },
      retirements: { present: [ids.retirement], absent: [ids.rejected, ids.cancelPublic] },
      cancellations: { present: [ids.cancelPublic, ids.cancelPrivate], absent: [ids.retirement] },
      releases: { present: [releases.pinned, releases.newer, releases.older], absent: [releases.draft, releases.withdrawn, releases.scheduled, releases.hidden] },
      methodologies: { present: [] },
    };
    const byId: Record<string, Record<string, unknown>> = {};
    for (const dataset of openDatasetKeys) {
      const rows = await allRows(dataset);
      const keys = openDatasets[dataset].columns.map((c) => c.key).sort();
      for (const row of rows) {
        expect(Object.keys(row).sort(), dataset).toEqual(keys);
        // nothing personal: no contact, phone, mail, identity number or operator
        expect(Object.keys(row).filter((k) => /phone|mobile|contact|mail|identity|idcard|operator|login|details/i.test(k)), dataset).toEqual([]);
      }
      const seen = rows.map((r) => String(r.id));
      expect(new Set(seen).size, `${dataset} ids unique`).toBe(seen.length);
      for (const id of expected[dataset].present) expect(seen, dataset).toContain(id);
      for (const id of expected[dataset].absent ?? []) expect(seen, dataset).not.toContain(id);
      for (const r of rows) byId[`${dataset}:${r.id}`] = r;
    }
    expect(byId[`publicity-projects:${ids.publicityProject}`]).toMatchObject({ applyNo: `PP${tag}`, provinceCode: '110000', projectTypeCode: 'A0101', expectYearNum: 1200, publicityStartDate: '2025-03-01', status: '02' });
    expect(byId[`registered-projects:${ids.projectInfo}`]).toMatchObject({ projectCode: ids.projectCode, applyId: ids.registeredApply, stopped: 'false' });
    expect(byId[`issuances:${ids.issueLine}`]).toMatchObject({ issueNo: `I${tag}`, registrationNo: `R${tag}`, vintage: 2024, serialStart: 1, serialEnd: 1000, quantity: 1000 });
    expect(byId[`retirements:${ids.retirement}`]).toMatchObject({ kind: 'country', kindName: expect.any(String), certificateNo: `C${tag}1`, quantity: 100 });
    // a voluntary cancellation's beneficiary and purpose only where the holder published them
    expect(byId[`cancellations:${ids.cancelPublic}`]).toMatchObject({ beneficiary: '某公益组织', purpose: '碳中和活动' });
    expect(byId[`cancellations:${ids.cancelPrivate}`]).toMatchObject({ beneficiary: null, purpose: null });
    expect(byId[`releases:${releases.newer}`]).toMatchObject({ columnCode: `pt${run}`, url: `/notice/noticeDetail?id=${releases.newer}` });

    // pages in a fixed order: two pages of 2 are the first page of 4
    const four = await get<Array<{ id: string }>>(`${openDataPaths.json('methodologies')}?pageNumber=1&pageSize=4`);
    const [p1, p2] = await Promise.all([1, 2].map((n) => get<Array<{ id: string }>>(`${openDataPaths.json('methodologies')}?pageNumber=${n}&pageSize=2`)));
    expect([...p1.body.dataInfo, ...p2.body.dataInfo].map((r) => r.id)).toEqual(four.body.dataInfo.map((r) => r.id));
    const tooBig = await get(`${openDataPaths.json('releases')}?pageSize=501`);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.msg).toBe('每页条数：不能大于500');
  });

  it('open data as CSV: BOM, header in the language asked, every row once, China time', async () => {
    for (const dataset of ['releases', 'cancellations', 'issuances'] as const) {
      const res = await fetch(`${testEnv.appUrl}${openDataPaths.csv(dataset)}`, { headers: { 'Accept-Language': 'zh-cn' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
      const [header, ...rows] = parseCsv(text);
      expect(header).toEqual(openDatasets[dataset].columns.map((c) => c.zh));
      const json = await allRows(dataset);
      expect(rows.length, dataset).toBe(json.length);
      expect(new Set(rows.map((r) => r[0])).size).toBe(rows.length);
    }
    const csv = await (await fetch(`${testEnv.appUrl}${openDataPaths.csv('releases')}?lang=en`)).text();
    const [header, ...rows] = parseCsv(csv.replace(/^\uFEFF/, ''));
    expect(header).toEqual(openDatasets.releases.columns.map((c) => c.en));
    const newer = rows.find((r) => r[0] === releases.newer)!;
    const publishAt = (await db('info_release').where({ id: releases.newer }).first('publish_at')).publish_at as Date;
    const china = new Date(publishAt.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(newer[header.indexOf('Published at')]).toBe(china);
    expect(newer[header.indexOf('Summary')]).toBe('摘要 newer');
  });

  it('documented in the OpenAPI, signed out', async () => {
    const doc = (await (await fetch(`${testEnv.appUrl}/api-docs/json`)).json()) as { paths: Record<string, unknown> };
    for (const path of [portalPaths.columns, portalPaths.releases, portalPaths.release, portalPaths.banners, portalPaths.methodologies, openDataPaths.datasets, openDataPaths.json('issuances'), openDataPaths.csv('issuances')]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
  });

  describe('the per-address limit', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await testApp({ OPEN_DATA_RATE_PER_MINUTE: '3' });
    });
    afterAll(async () => app?.close());

    it('answers 429 in the client language past the limit, shared by every open-data call, per address', async () => {
      const call = (url: string, lang = 'zh-cn', remoteAddress = '203.0.113.7') => app.inject({ method: 'GET', url, remoteAddress, headers: { 'accept-language': lang } });
      expect((await call(openDataPaths.json('methodologies'))).statusCode).toBe(200);
      expect((await call(openDataPaths.csv('methodologies'))).statusCode).toBe(200);
      expect((await call(openDataPaths.datasets)).statusCode).toBe(200);
      const refused = await call(openDataPaths.json('releases'));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', msg: '开放数据请求过于频繁，请稍后再试' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await call(openDataPaths.json('releases'), 'en')).json().msg).toBe('Too many open-data requests, please try again later');
      // another address has its own budget; the portal's reading calls are not counted
      expect((await call(openDataPaths.json('releases'), 'zh-cn', '203.0.113.8')).statusCode).toBe(200);
      expect((await call(portalPaths.columns)).statusCode).toBe(200);
    });
  });
});
