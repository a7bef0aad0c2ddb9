import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import {
  informationPaths as P,
  publicFileUrl,
  type BannerRow,
  type ColumnRow,
  type MethodologyDetail,
  type MethodologyOption,
  type ReleaseDetail,
  type ReleaseRow,
} from '@ccer/contracts';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { ApiClient } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { uploadDocument } from '../fixtures/uploads.ts';
import { samplePng } from '../fixtures/files.ts';

/**
 * Information publishing through the HTTP API on the real stack (issue 14): as the national administrator (country01)
 * a column is created, a release written (its hostile HTML sanitised), an attachment uploaded and linked, published
 * now, another scheduled, one withdrawn, pinned; banners with their validity; a methodology added, edited and withdrawn
 * with its number rules; removals refused while a column holds releases. The public download reads a published
 * release's attachment signed out and refuses a draft's. A company representative (owner01) gets 403 everywhere.
 */
type Errors = Array<{ field: string; message: string }>;

async function uploadPng(client: ApiClient, typeNo: string): Promise<{ fileId: string; path: string }> {
  const form = new FormData();
  form.append('typeNo', typeNo);
  form.append('file', new Blob([new Uint8Array(samplePng())], { type: 'image/png' }), `${typeNo}.png`);
  const res = await fetch(`${testEnv.appUrl}/api/file/upload`, { method: 'POST', headers: { Authorization: `Bearer ${client.token}` }, body: form });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`upload ${typeNo}: ${res.status} ${JSON.stringify(body)}`);
  return { fileId: body.dataInfo.fileId, path: body.dataInfo.path };
}

const signedOut = (path: string) => fetch(`${testEnv.appUrl}${publicFileUrl(path)}`);

/** China time of an instant, as the pickers send it. */
const chinaText = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

describe('information publishing: columns, releases, banners, methodologies', () => {
  const run = Date.now().toString(36);
  let db: Knex;
  const country = new ApiClient();
  const owner = new ApiClient();
  let column: ColumnRow;

  beforeAll(async () => {
    db = createDb(testEnv.databaseUrl, 2);
    await Promise.all([country.signIn(demoUsers.country), owner.signIn(demoUsers.owner)]);
  }, 120_000);
  afterAll(async () => db?.destroy());

  const lastLog = (businessType: string, key: string) => db('operation_log').where({ business_type: businessType, business_key: key }).orderBy('log_id', 'desc').first();

  it('columns: a sub-column under a top-level one; bad input named in Chinese; two levels only', async () => {
    const tree = await country.get<ColumnRow[]>(P.columnTree);
    expect(tree.status).toBe(200);
    const news = tree.body.dataInfo.find((c) => c.code === 'news')!;
    expect(news).toMatchObject({ nameZh: '新闻动态', parentId: null });

    const bad = await country.post<Errors>(P.columnSave, { code: '1bad', nameZh: '', nameEn: 'X' });
    expect(bad.status).toBe(400);
    expect(bad.body.dataInfo.map((e) => e.field).sort()).toEqual(['code', 'nameZh']);
    expect(bad.body.dataInfo.find((e) => e.field === 'nameZh')!.message).toBe('栏目名称不能为空！');

    const made = await country.post<ColumnRow>(P.columnSave, { parentId: news.id, code: `c${run}`, nameZh: `行业动态${run}`, nameEn: 'Industry', sort: 5, visible: true });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    column = made.body.dataInfo;
    expect(column).toMatchObject({ parentId: news.id, code: `c${run}`, releaseCount: 0, version: 1 });

    const dup = await country.post<Errors>(P.columnSave, { code: `C${run}`, nameZh: '重复', nameEn: 'Dup' });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toBe('栏目编码已存在');
    const deep = await country.post<Errors>(P.columnSave, { parentId: column.id, code: `d${run}`, nameZh: '三级', nameEn: 'Third' });
    expect(deep.status).toBe(400);
    expect(deep.body.dataInfo[0]).toMatchObject({ field: 'parentId', message: '上级栏目只能是一级栏目' });

    // an edit from a stale read is refused
    const edited = await country.post<ColumnRow>(P.columnSave, { id: column.id, version: column.version, parentId: news.id, code: column.code, nameZh: column.nameZh, nameEn: 'Industry news', sort: 6, visible: false });
    expect(edited.body.dataInfo).toMatchObject({ nameEn: 'Industry news', visible: false, version: 2 });
    const stale = await country.post(P.columnSave, { id: column.id, version: 1, parentId: news.id, code: column.code, nameZh: 'x', nameEn: 'x' });
    expect(stale.status).toBe(409);
    column = edited.body.dataInfo;
    expect((await lastLog('infoColumn', String(column.id))).abstract).toBe('information.column-edit');
  });

  let published: ReleaseDetail;
  let attachmentPath: string;

  it('a release: hostile HTML sanitised, attachment and body image linked, published now; readable signed out only once published', async () => {
    const attachment = await uploadDocument(country, 'I01');
    const cover = await uploadPng(country, 'I02');
    const image = await uploadPng(country, 'I03');
    const body =
      `<h2>关于开展温室气体自愿减排项目登记的通知</h2><p onclick="alert(1)">各有关单位：<a href="javascript:alert(1)">点此</a>` +
      `<a href="https://www.mee.gov.cn/" target="_blank">生态环境部</a></p><script>alert(1)</script><svg onload="alert(1)"></svg>` +
      `<p><img src="${publicFileUrl(image.path)}" alt="流程图" onerror="alert(1)"></p>`;
    const draft = await country.post<ReleaseDetail>(P.releaseSave, { columnId: column.id, title: `登记通知${run}`, summary: '通知摘要', bodyHtml: body, coverFileId: cover.fileId, fileIds: [attachment] });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const d = draft.body.dataInfo;
    expect(d).toMatchObject({ status: 'draft', state: 'draft', stateName: '草稿', pinned: false, viewCount: 0, publishAt: null });
    expect(d.bodyHtml).toContain('<h2>关于开展温室气体自愿减排项目登记的通知</h2>');
    expect(d.bodyHtml).toContain('<a href="https://www.mee.gov.cn/" target="_blank" rel="noopener noreferrer">生态环境部</a>');
    expect(d.bodyHtml).not.toMatch(/script|onclick|onerror|javascript:|svg/i);
    expect(d.bodyHtml).toContain(`<img src="${publicFileUrl(image.path).replace(/&/g, '&amp;')}" alt="流程图" />`);
    expect(d.cover?.fileId).toBe(cover.fileId);
    expect(d.attachments.map((f) => f.fileId)).toEqual([attachment]);
    attachmentPath = d.attachments[0].path;
    const linked = await db('attachment').whereIn('id', [attachment, cover.fileId, image.fileId]).select('business_type', 'business_code');
    expect(linked.every((r) => r.business_type === 'infoRelease' && r.business_code === String(d.id))).toBe(true);

    // a draft's files are not public
    expect((await signedOut(attachmentPath)).status).toBe(404);
    expect((await signedOut(image.path)).status).toBe(404);

    const now = await country.post<ReleaseDetail>(P.releasePublish, { id: d.id, version: d.version });
    expect(now.status, JSON.stringify(now.body)).toBe(200);
    published = now.body.dataInfo;
    expect(published).toMatchObject({ status: 'published', state: 'published', stateName: '已发布' });
    const got = await signedOut(attachmentPath);
    expect(got.status).toBe(200);
    expect((await got.arrayBuffer()).byteLength).toBeGreaterThan(100);
    expect((await signedOut(image.path)).status).toBe(200);
    expect((await signedOut(d.cover!.path)).status).toBe(200);
    // the file module's own rule for another's upload: a stranger signed in does not read a draft's files either
    expect((await lastLog('infoRelease', String(d.id))).abstract).toBe('information.release-publish');

    const again = await country.post(P.releasePublish, { id: d.id, version: published.version });
    expect(again.status).toBe(409);
  });

  it('a scheduled release is published with a future time and stays out until then; a past time is refused naming 发布时间', async () => {
    const r = (await country.post<ReleaseDetail>(P.releaseSave, { columnId: column.id, title: `定时${run}`, bodyHtml: '<p>明日发布</p>', fileIds: [await uploadDocument(country, 'I01')] })).body.dataInfo;
    const past = await country.post<Errors>(P.releasePublish, { id: r.id, version: r.version, publishAt: chinaText(Date.now() - 3600_000) });
    expect(past.status).toBe(400);
    expect(past.body.dataInfo[0]).toMatchObject({ field: 'publishAt', message: '发布时间不能早于当前时间' });
    const badTime = await country.post<Errors>(P.releasePublish, { id: r.id, version: r.version, publishAt: '明天' });
    expect(badTime.status).toBe(400);
    expect(badTime.body.dataInfo[0].field).toBe('publishAt');

    const later = Date.now() + 86_400_000;
    const s = await country.post<ReleaseDetail>(P.releasePublish, { id: r.id, version: r.version, publishAt: chinaText(later) });
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    expect(s.body.dataInfo).toMatchObject({ status: 'published', state: 'scheduled', stateName: '定时发布' });
    expect(Math.abs(new Date(s.body.dataInfo.publishAt!).getTime() - later)).toBeLessThan(1000);
    expect((await signedOut(s.body.dataInfo.attachments[0].path)).status).toBe(404);
    const list = await country.post<ReleaseRow[]>(P.releaseList, { pageNumber: 1, pageSize: 10, state: 'scheduled', title: run });
    expect(list.body.dataInfo.map((x) => x.id)).toEqual([r.id]);
    expect((await lastLog('infoRelease', String(r.id))).abstract).toBe('information.release-schedule');
  });

  it('withdraw, pin, remove: a published release is withdrawn before removal; its files stop being public', async () => {
    const pinned = await country.post<ReleaseDetail>(P.releasePin, { id: published.id, version: published.version, pinned: true });
    expect(pinned.body.dataInfo.pinned).toBe(true);
    const refused = await country.post(P.releaseRemove, { id: published.id, version: pinned.body.dataInfo.version });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('已发布的信息请先撤回再删除');
    const w = await country.post<ReleaseDetail>(P.releaseWithdraw, { id: published.id, version: pinned.body.dataInfo.version });
    expect(w.body.dataInfo).toMatchObject({ status: 'withdrawn', stateName: '已撤回' });
    expect(w.body.dataInfo.withdrawnAt).not.toBeNull();
    expect((await signedOut(attachmentPath)).status).toBe(404);
    const log = await lastLog('infoRelease', String(published.id));
    expect(log).toMatchObject({ abstract: 'information.release-withdraw' });
    expect(typeof log.before_value === 'string' ? JSON.parse(log.before_value) : log.before_value).toMatchObject({ status: 'published' });

    // the column holds releases: it cannot be removed
    const col = await country.post(P.columnRemove, { id: column.id, version: column.version });
    expect(col.status).toBe(409);
    expect(col.body.msg).toMatch(/^该栏目下有\d+条信息，不能删除$/);
    const news = (await country.get<ColumnRow[]>(P.columnTree)).body.dataInfo.find((c) => c.code === 'news')!;
    const parent = await country.post(P.columnRemove, { id: news.id, version: news.version });
    expect(parent.status).toBe(409);

    const removed = await country.post(P.releaseRemove, { id: published.id, version: w.body.dataInfo.version });
    expect(removed.status).toBe(200);
    expect((await country.get(`${P.releaseDetail}?id=${published.id}`)).status).toBe(404);
  });

  it('banners: image with alt text required, link, order and validity; a bad period or link named', async () => {
    const image = await uploadPng(country, 'I04');
    const missing = await country.post<Errors>(P.bannerSave, { title: `轮播${run}`, altText: '', imageFileId: image.fileId });
    expect(missing.status).toBe(400);
    expect(missing.body.dataInfo[0]).toMatchObject({ field: 'altText', message: '替代文本不能为空！' });
    const period = await country.post<Errors>(P.bannerSave, { title: `轮播${run}`, altText: '图', imageFileId: image.fileId, validFrom: '2026-12-02 00:00:00', validTo: '2026-12-01 00:00:00' });
    expect(period.body.dataInfo[0]).toMatchObject({ field: 'validTo', message: '有效期结束时间必须晚于开始时间' });
    const link = await country.post<Errors>(P.bannerSave, { title: `轮播${run}`, altText: '图', imageFileId: image.fileId, linkUrl: 'javascript:alert(1)' });
    expect(link.body.dataInfo[0].field).toBe('linkUrl');

    const ok = await country.post<BannerRow>(P.bannerSave, { title: `轮播${run}`, altText: 'CCER 注册登记系统上线', imageFileId: image.fileId, linkUrl: '/notice/columnDetail?code=news', sort: 1, validFrom: chinaText(Date.now() - 60_000), validTo: chinaText(Date.now() + 86_400_000) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.dataInfo).toMatchObject({ state: 'active', stateName: '展示中', enabled: true });
    expect((await signedOut(image.path)).status).toBe(200);
    const later = await country.post<BannerRow>(P.bannerSave, { title: `未开始${run}`, altText: '预告', imageFileId: (await uploadPng(country, 'I04')).fileId, validFrom: chinaText(Date.now() + 86_400_000) });
    expect(later.body.dataInfo.state).toBe('upcoming');
    const off = await country.post<BannerRow>(P.bannerSave, { ...ok.body.dataInfo, id: ok.body.dataInfo.id, imageFileId: image.fileId, enabled: false, validFrom: null, validTo: null });
    expect(off.body.dataInfo.state).toBe('disabled');
    expect((await signedOut(image.path)).status).toBe(404);
    const list = await country.post<BannerRow[]>(P.bannerList, { pageNumber: 1, pageSize: 10, title: run, state: 'upcoming' });
    expect(list.body.dataInfo.map((b) => b.id)).toEqual([later.body.dataInfo.id]);
    expect((await country.post(P.bannerRemove, { id: later.body.dataInfo.id, version: later.body.dataInfo.version })).status).toBe(200);
  });

  it('methodologies: the number CCER-{field}-{seq}-V{version} unique, project types of the field, edit, withdraw; the picker sees in-force ones only', async () => {
    const seq = 100 + (Date.now() % 800);
    const dup = await country.post<Errors>(P.methodologySave, { fieldCode: '01', seq: 1, versionNo: 1, nameZh: '重复', projectTypes: ['A0101'] });
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe('方法学编号CCER-01-001-V01已存在');
    const scope = await country.post<Errors>(P.methodologySave, { fieldCode: '01', seq, versionNo: 1, nameZh: '跨领域', projectTypes: ['N0101'] });
    expect(scope.status).toBe(400);
    expect(scope.body.dataInfo[0]).toMatchObject({ field: 'projectTypes', message: '适用项目类型N0101不属于所选领域' });
    const bad = await country.post<Errors>(P.methodologySave, { fieldCode: '17', seq: 0, versionNo: 1, nameZh: 'x', projectTypes: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.dataInfo.map((e) => e.field)).toEqual(expect.arrayContaining(['fieldCode', 'seq']));
    expect(bad.body.dataInfo.find((e) => e.field === 'seq')!.message).toContain('序号');

    const doc = await uploadDocument(country, 'I05');
    const made = await country.post<MethodologyDetail>(P.methodologySave, { fieldCode: '01', seq, versionNo: 1, nameZh: `并网光伏发电${run}`, nameEn: 'Grid-connected PV', projectTypes: ['A0103'], effectiveDate: '2026-11-01', fileIds: [doc] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const m = made.body.dataInfo;
    expect(m).toMatchObject({ code: `CCER-01-${String(seq).padStart(3, '0')}-V01`, fieldName: '能源产业（可再生/不可再生能源）', status: 'inForce', statusName: '有效', projectTypeNames: ['并网光伏发电'], effectiveDate: '2026-11-01' });
    expect(m.documents.map((d) => d.fileId)).toEqual([doc]);
    // any methodology's documents are public
    expect((await signedOut(m.documents[0].path)).status).toBe(200);

    const v2 = await country.post<MethodologyDetail>(P.methodologySave, { id: m.id, version: m.version, fieldCode: '01', seq, versionNo: 2, nameZh: m.nameZh, projectTypes: ['A0103', 'A0104'], fileIds: [doc] });
    expect(v2.body.dataInfo).toMatchObject({ code: `CCER-01-${String(seq).padStart(3, '0')}-V02`, projectTypes: ['A0103', 'A0104'], version: m.version + 1 });

    const picker = await owner.get<MethodologyOption[]>(`${P.methodologyOptions}?projectType=A0104`);
    expect(picker.status).toBe(200);
    expect(picker.body.dataInfo.map((o) => o.code)).toContain(v2.body.dataInfo.code);
    const w = await country.post<MethodologyDetail>(P.methodologyWithdraw, { id: m.id, version: v2.body.dataInfo.version });
    expect(w.body.dataInfo).toMatchObject({ status: 'withdrawn', statusName: '已废止' });
    expect(w.body.dataInfo.withdrawnDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const after = await owner.get<MethodologyOption[]>(`${P.methodologyOptions}?projectType=A0104`);
    expect(after.body.dataInfo.map((o) => o.code)).not.toContain(v2.body.dataInfo.code);
    expect((await country.post(P.methodologyWithdraw, { id: m.id, version: w.body.dataInfo.version })).status).toBe(409);
    const log = await lastLog('methodology', String(m.id));
    expect(log.abstract).toBe('information.methodology-withdraw');
  });

  it('a company representative (owner01) is refused every back-office call (403); signed out, 401', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', P.columnTree],
      ['POST', P.columnSave, { code: 'x', nameZh: 'x', nameEn: 'x' }],
      ['POST', P.columnRemove, { id: column.id, version: 1 }],
      ['POST', P.releaseList, {}],
      ['GET', `${P.releaseDetail}?id=1`],
      ['POST', P.releaseSave, { columnId: column.id, title: 'x' }],
      ['POST', P.releasePublish, { id: 1, version: 1 }],
      ['POST', P.releaseWithdraw, { id: 1, version: 1 }],
      ['POST', P.releasePin, { id: 1, version: 1, pinned: true }],
      ['POST', P.releaseRemove, { id: 1, version: 1 }],
      ['POST', P.bannerList, {}],
      ['GET', `${P.bannerDetail}?id=1`],
      ['POST', P.bannerSave, {}],
      ['POST', P.bannerRemove, { id: 1, version: 1 }],
      ['POST', P.methodologyList, {}],
      ['GET', `${P.methodologyDetail}?id=1`],
      ['POST', P.methodologySave, {}],
      ['POST', P.methodologyWithdraw, { id: 1, version: 1 }],
    ];
    for (const [method, path, body] of calls) {
      const r = await owner.call(method, path, body);
      expect(r.status, `${method} ${path}`).toBe(403);
      expect((await new ApiClient().call(method, path, body)).status, `${method} ${path} signed out`).toBe(401);
    }
    // nothing was written by the refused calls
    expect(await db('info_column').where({ code: 'x' }).first()).toBeUndefined();
  });
});
