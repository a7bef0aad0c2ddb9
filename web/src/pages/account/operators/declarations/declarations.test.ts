import { describe, expect, it } from 'vitest';
import { menuById, operatorFamilies, operatorFamilyList, operatorQueryBody, operatorRowSchema } from '@ccer/contracts';
import { declarationForPath, operatorPageDeclarations } from './index';

/** The account-family declarations name only what the contracts have, and every form field the schema checks. */
describe('operator page declarations', () => {
  it('declares each back-office family once', () => {
    expect(operatorPageDeclarations.map((d) => d.family).sort()).toEqual(operatorFamilyList.map((f) => f.key).sort());
  });

  for (const d of operatorPageDeclarations) {
    describe(d.family, () => {
      const family = operatorFamilies[d.family];

      it('declares every form field of the schema, each once, and nothing else', () => {
        const declared = d.formFields.map((f) => f.name);
        expect(new Set(declared).size).toBe(declared.length);
        // operatorFieldCn is derived from operatorField (display names), not typed in
        expect([...declared].sort()).toEqual(Object.keys(family.rules).filter((f) => f !== 'operatorFieldCn').sort());
      });

      it('lists columns of the row and searches fields of the query body', () => {
        for (const c of d.columns) expect(Object.keys(operatorRowSchema.shape)).toContain(c.field);
        for (const s of d.searchFields) expect(Object.keys(operatorQueryBody.shape)).toContain(s.name);
      });

      it('lives under its menus (area, add, manage) at their paths', () => {
        expect(menuById(d.menus.area)).toMatchObject({ parentId: '10', path: d.basePath });
        expect(menuById(d.menus.add)).toMatchObject({ parentId: d.menus.area, path: `${d.basePath}/add` });
        expect(menuById(d.menus.manage)).toMatchObject({ parentId: d.menus.area, path: `${d.basePath}/manage` });
        expect(declarationForPath(`${d.basePath}/edit`)).toBe(d);
      });
    });
  }
});
