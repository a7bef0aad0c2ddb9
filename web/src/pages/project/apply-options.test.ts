import { describe, expect, it } from 'vitest';
import { applyFormSchema, projectTypes } from '@ccer/contracts';
import { projectTypeName, projectTypeOptions, provinceName, provinceOptions } from './apply-options';

describe('application form reference lists', () => {
  it('offers only the project types under A and N, each accepted by the application schema', () => {
    const groups = projectTypeOptions(projectTypes, 'zh');
    expect(groups.map((g) => g.title)).toEqual(['A', 'N']);
    const values = groups.flatMap((g) => g.options.map((o) => o.value));
    expect(values).toEqual(expect.arrayContaining(['A', 'A0102', 'N', 'N0101']));
    expect(values.some((v) => !/^[AN]/.test(v))).toBe(false);
    for (const v of values) expect(applyFormSchema.shape.parentProjectType.safeParse(v).success, v).toBe(true);
    // the schema still refuses the other scopes
    expect(applyFormSchema.shape.parentProjectType.safeParse('C0101').success).toBe(false);
    expect(groups[0].options.find((o) => o.value === 'A0102')?.label).toBe('A0102 并网海上风力发电');
    expect(projectTypeOptions(projectTypes, 'en')[1].options.find((o) => o.value === 'N0101')?.label).toBe('N0101 Afforestation carbon sink');
  });

  it('names provinces and types in the language, and shows an unknown code as it is', () => {
    const provinces = [{ provinceId: '320000', provinceName: '江苏省', provinceNameEn: 'Jiangsu' }];
    expect(provinceOptions(provinces, 'en')).toEqual([{ value: '320000', label: 'Jiangsu' }]);
    expect(provinceName(provinces, '320000', 'zh')).toBe('江苏省');
    expect(provinceName([], '320000', 'zh')).toBe('320000');
    expect(projectTypeName(projectTypes, 'N0102', 'zh')).toBe('N0102 红树林营造');
    expect(projectTypeName(projectTypes, 'X9', 'zh')).toBe('X9');
  });
});
