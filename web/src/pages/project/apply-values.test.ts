import { describe, expect, it } from 'vitest';
import { cleanValues, submitErrors, valuesOf } from './apply-values';

const complete = {
  projectName: '示例风电项目',
  projectLocation: '新疆哈密',
  provinceId: '650000',
  parentProjectType: 'A0102',
  longitude: '93.5',
  latitude: '42.8',
  methodologyNum: 'CCER-01-002-V01',
  approvalAuthority: '5eed0000-0000-4000-8000-000000000001',
  otherProofMethod: '01',
  commencementDate: '2021-03-01',
  conclusionDate: 25,
  firstReckonDate: '2021-06-01',
  endReckonDate: '2031-05-31',
  expectYearNum: 12000,
  expectMaxNum: 120000,
  basicInformation: '基本情况',
  technologiesMeasures: '技术措施',
};

describe('submitErrors', () => {
  it('accepts a complete application', () => {
    expect(submitErrors(complete, '2026-11-21')).toEqual([]);
  });
  it('reports each missing required field once, in form order', () => {
    const errors = submitErrors({ projectName: 'x' }, '2026-11-21');
    expect(errors[0].field).toBe('projectLocation');
    expect(new Set(errors.map((e) => e.field)).size).toBe(errors.length);
    expect(errors.map((e) => e.field)).not.toContain('remarkDesc');
  });
  it('checks the name against the sensitive words', () => {
    expect(submitErrors({ ...complete, projectName: '示例赌博项目' }, '2026-11-21', ['赌博'])).toEqual([{ field: 'projectName', message: 'sensitiveWord:赌博' }]);
    expect(submitErrors(complete, '2026-11-21', ['赌博'])).toEqual([]);
  });
  it('names the commencement date when the server date is missing', () => {
    expect(submitErrors(complete, undefined)).toEqual([{ field: 'commencementDate', message: 'serverTimeMissing' }]);
  });
  it('applies the date rules with the server date', () => {
    const errors = submitErrors({ ...complete, commencementDate: '2026-12-01', firstReckonDate: '2027-01-01' }, '2026-11-21');
    expect(errors.find((e) => e.field === 'commencementDate')?.message).toBe('notLaterThanToday');
  });
});

describe('values', () => {
  it('cleanValues drops blanks and unknown keys', () => {
    expect(cleanValues({ projectName: 'a', projectLocation: ' ', remarkDesc: undefined, expectYearNum: null, other: 1 })).toEqual({ projectName: 'a' });
  });
  it('valuesOf keeps the form fields of a row', () => {
    expect(valuesOf({ id: 'x', projectName: 'a', applyNo: 'XM1', latitude: undefined })).toEqual({ projectName: 'a' });
    expect(valuesOf({ commencementDate: '2021-03-01T00:00:00.000Z' })).toEqual({ commencementDate: '2021-03-01' });
  });
});
