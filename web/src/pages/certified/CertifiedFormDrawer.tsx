import type { ComponentProps } from 'react';
import { certifiedDocumentBusinesses, certifiedLifecycle, type CertifiedRow, type SaveCertifiedBody, type SubmitCertifiedBody } from '@ccer/contracts';
import { fetchServerToday } from '../../api/project';
import { saveCertified, submitCertified } from '../../api/certified';
import LifecycleFormDrawer, { type ApplyFormDeclaration } from '../lifecycle/ApplyFormDrawer';
import CertifiedFormFields from './CertifiedFormFields';
import { certifiedSubmitErrors, certifiedValuesOf, cleanCertifiedValues } from './certified-values';
import { loadedProjectFacts } from './project-facts';

/** The reduction-volume application form: its fields and the monitoring report (C01, business certifiedApply). */
const certifiedForm: ApplyFormDeclaration<CertifiedRow> = {
  ns: 'certified',
  formName: 'certifiedForm',
  documents: { businessCode: certifiedDocumentBusinesses.apply, businessType: certifiedLifecycle.businessType },
  Fields: CertifiedFormFields,
  valuesOf: certifiedValuesOf,
  cleanValues: cleanCertifiedValues,
  submitErrors: (values, today) => certifiedSubmitErrors(values, loadedProjectFacts(values.projectInfoId), today),
  save: (body) => saveCertified(body as SaveCertifiedBody),
  submit: (body) => submitCertified(body as SubmitCertifiedBody),
  fetchServerToday,
};

/** 新增 / 编辑 of 减排量申请. */
export default function CertifiedFormDrawer(props: Omit<ComponentProps<typeof LifecycleFormDrawer<CertifiedRow>>, 'form'>) {
  return <LifecycleFormDrawer<CertifiedRow> form={certifiedForm} {...props} />;
}
