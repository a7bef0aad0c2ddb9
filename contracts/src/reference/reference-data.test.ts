import { describe, expect, it } from 'vitest';
import {
  dictionaries,
  dictIds,
  dictionaryById,
  isDomesticOrgCertificateType,
  LULUCF_NOT_INVOLVED,
} from './dictionaries.ts';
import { industryTree } from './industry.ts';
import { isOpenProjectType, PROJECT_TYPE_ROOT_PARENT, projectTypes } from './project-types.ts';
import { dictionarySchema, industrySectionSchema, projectTypeSchema } from './schemas.ts';

describe('dictionaries', () => {
  it('holds every dictionary id of the spec once, each with items of unique codes and both names', () => {
    const specIds = ['100004', '100005', '100006', '100008', '100009', '100110', '400204', '400205', '400230'];
    expect(dictionaries.map((d) => d.dictId).sort()).toEqual(specIds);
    expect(Object.values(dictIds).sort()).toEqual(specIds);
    for (const d of dictionaries) {
      expect(dictionarySchema.parse(d)).toBeTruthy();
      expect(d.items.length, d.dictId).toBeGreaterThan(0);
      const codes = d.items.map((i) => i.itemCode);
      expect(new Set(codes).size, d.dictId).toBe(codes.length);
      for (const i of d.items) {
        expect(i.itemName, `${d.dictId} ${i.itemCode}`).toMatch(/[\u4e00-\u9fff]/);
        expect(i.itemNameEn, `${d.dictId} ${i.itemCode}`).toMatch(/^[A-Z]/);
      }
    }
  });

  it('keeps the codes the spec gives a meaning', () => {
    const codes = (id: string) => dictionaryById(id)!.items.map((i) => i.itemCode);
    // §5.2: certificate type 0 is the resident ID card, in the personal and operator lists
    expect(dictionaryById(dictIds.personalCertificateType)!.items[0]).toMatchObject({ itemCode: '0', itemName: '居民身份证' });
    expect(codes(dictIds.operatorCertificateType)).toContain('0');
    // §3.7: organisations take enterprise type 15 or 16 and the N (domestic) certificate types
    expect(codes(dictIds.enterpriseType)).toEqual(expect.arrayContaining(['15', '16']));
    expect(codes(dictIds.orgCertificateType).filter(isDomesticOrgCertificateType).length).toBeGreaterThan(0);
    // §5.4: organisation natures 5, 6 and 7
    expect(codes(dictIds.organisationNature)).toEqual(expect.arrayContaining(['5', '6', '7']));
    // registry §4: LULUCF '000' 不涉及 is the default
    expect(dictionaryById(dictIds.lulucfActivity)!.items[0]).toMatchObject({ itemCode: LULUCF_NOT_INVOLVED, itemName: '不涉及' });
    expect(dictionaryById('999999')).toBeUndefined();
  });
});

describe('industry tree (GB/T 4754-2017)', () => {
  it('has the sections A to T with the divisions 01 to 97, each once, under the right section', () => {
    expect(industryTree.map((s) => s.industryCode).join('')).toBe('ABCDEFGHIJKLMNOPQRST');
    const divisions = industryTree.flatMap((s) => (s.children ?? []).map((d) => ({ ...d, section: s.industryCode })));
    expect(divisions.map((d) => d.industryCode)).toEqual(Array.from({ length: 97 }, (_, i) => String(i + 1).padStart(2, '0')));
    for (const d of divisions) {
      expect(d.parentCode).toBe(d.section);
      expect(d.industryName).toMatch(/[\u4e00-\u9fff]/);
      expect(d.industryNameEn.length).toBeGreaterThan(2);
    }
    for (const s of industryTree) expect(industrySectionSchema.parse({ ...s, children: s.children ?? [] })).toBeTruthy();
    // spot checks of well-known divisions
    const name = (code: string) => divisions.find((d) => d.industryCode === code)?.industryName;
    expect(name('44')).toBe('电力、热力生产和供应业');
    expect(name('02')).toBe('林业');
    expect(name('26')).toBe('化学原料和化学制品制造业');
  });
});

describe('project types', () => {
  it('have unique ids, parents that exist one level up, and ids that extend their parent', () => {
    const byId = new Map(projectTypes.map((t) => [t.typeId, t]));
    expect(byId.size).toBe(projectTypes.length);
    for (const t of projectTypes) {
      expect(projectTypeSchema.parse(t)).toBeTruthy();
      expect(t.typeId).toMatch(/^[A-P](\d{2}){0,2}$/);
      expect(t.typeId.length).toBe(1 + 2 * t.level);
      if (t.level === 0) {
        expect(t.parentId).toBe(PROJECT_TYPE_ROOT_PARENT);
      } else {
        const parent = byId.get(t.parentId);
        expect(parent, t.typeId).toBeDefined();
        expect(parent!.level).toBe(t.level - 1);
        expect(t.typeId.startsWith(parent!.typeId)).toBe(true);
      }
    }
  });

  it('has the sixteen scopes, A energy and N forestry open to applications, with the published types', () => {
    expect(projectTypes.filter((t) => t.level === 0).map((t) => t.typeId).join('')).toBe('ABCDEFGHIJKLMNOP');
    expect(projectTypes.filter((t) => isOpenProjectType(t.typeId)).every((t) => /^[AN]/.test(t.typeId))).toBe(true);
    const name = (id: string) => projectTypes.find((t) => t.typeId === id)?.typeName;
    expect(name('A0101')).toBe('并网光热发电');
    expect(name('A0102')).toBe('并网海上风力发电');
    expect(name('N0101')).toBe('造林碳汇');
    expect(name('N0102')).toBe('红树林营造');
  });
});
