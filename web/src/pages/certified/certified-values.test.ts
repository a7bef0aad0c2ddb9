import { describe, expect, it } from 'vitest';
import { translate, type CertifiedProjectFacts } from '@ccer/contracts';
import { certifiedSubmitErrors, certifiedValuesOf, cleanCertifiedValues, projectFactsOf } from './certified-values';

const VALIDATION_BODY = '5eed0000-0000-4000-8000-000000000001';
const OTHER_BODY = '5eed0000-0000-4000-8000-000000000002';
const windFarm: CertifiedProjectFacts = {
  parentProjectType: 'A0102',
  commencementDate: '2021-03-01',
  firstReckonDate: '2021-06-01',
  endReckonDate: '2031-05-31',
  approvalAuthority: VALIDATION_BODY,
};
const complete = {
  projectInfoId: '0b7d6a52-8d0e-4f53-9a43-6f9d3f1d2a10',
  verificationAgency: OTHER_BODY,
  additionalType: '01',
  regAppStartDate: '2023-01-01',
  regAppEndDate: '2023-12-31',
  lulucf: '000',
  certificationPeriodNo: '1',
  certifiedNum: 210000,
  archiveCode: 'BA-2021-001',
};
const zh = (errors: Array<{ field: string; message: string }>) => Object.fromEntries(errors.map((e) => [e.field, translate(e.message, 'zh')]));

describe('certifiedSubmitErrors', () => {
  it('accepts a complete application of a type-A project', () => {
    expect(certifiedSubmitErrors(complete, windFarm, '2026-11-24')).toEqual([]);
  });

  it('names every wrong field at once, in form order, with the exact Chinese messages', () => {
    const errors = certifiedSubmitErrors(
      { projectInfoId: complete.projectInfoId, verificationAgency: VALIDATION_BODY, certificationPeriodNo: '123456789', regAppStartDate: '2020-09-01', lulucf: '001' },
      windFarm,
      '2026-11-24',
    );
    expect(errors.map((e) => e.field)).toEqual(['verificationAgency', 'additionalType', 'regAppStartDate', 'regAppEndDate', 'lulucf', 'certificationPeriodNo', 'certifiedNum', 'archiveCode']);
    expect(zh(errors)).toMatchObject({
      verificationAgency: '核证机构不能是该项目的审定机构',
      certificationPeriodNo: '长度在1到8个字符之间',
      regAppStartDate: '只能晚于2020年9月22日',
      lulucf: '该项目不属于林业和其他碳汇类，LULUCF活动类型只能为“不涉及”',
    });
  });

  it('asks a forestry project (N) for its LULUCF activity and no archive code', () => {
    const forest = { ...windFarm, parentProjectType: 'N0101' };
    const { archiveCode: _, ...withoutArchive } = complete;
    expect(zh(certifiedSubmitErrors(withoutArchive, forest, '2026-11-24'))).toEqual({ lulucf: '不能为空！' });
    expect(certifiedSubmitErrors({ ...withoutArchive, lulucf: '001' }, forest, '2026-11-24')).toEqual([]);
  });

  it('leaves the project\'s rules to the server while its facts are not loaded', () => {
    expect(certifiedSubmitErrors({ ...complete, verificationAgency: VALIDATION_BODY }, undefined, '2026-11-24')).toEqual([]);
  });
});

describe('certified form values', () => {
  it('keeps the form fields of a row and the picked project\'s name, sends only the fields', () => {
    const values = certifiedValuesOf({ ...complete, projectName: '风电', regAppStartDate: '2023-01-01T00:00:00.000Z', id: 'x' } as never);
    expect(values).toMatchObject({ projectName: '风电', regAppStartDate: '2023-01-01', certifiedNum: 210000 });
    expect(values).not.toHaveProperty('id');
    expect(cleanCertifiedValues({ ...values, remarkDesc: ' ' })).not.toHaveProperty('projectName');
    expect(cleanCertifiedValues({ remarkDesc: ' ', countryId: 'CN' })).toEqual({ countryId: 'CN' });
  });

  it('reads a project\'s facts from its list row and application', () => {
    expect(projectFactsOf({ type: 'A0102' }, { parentProjectType: 'A0102', commencementDate: '2021-03-01T00:00:00.000Z', firstReckonDate: '2021-06-01', endReckonDate: '2031-05-31', approvalAuthority: VALIDATION_BODY })).toEqual(windFarm);
    expect(projectFactsOf({ type: 'N0101' }, undefined)).toMatchObject({ parentProjectType: 'N0101', approvalAuthority: null });
  });
});
