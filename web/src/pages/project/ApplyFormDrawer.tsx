import type { ComponentProps } from 'react';
import { projectDocumentBusinesses, projectLifecycle, type ApplyRow, type PrepPubApplyBody, type SaveApplyBody } from '@ccer/contracts';
import { fetchServerToday, saveApply, submitApply } from '../../api/project';
import LifecycleFormDrawer, { type ApplyFormDeclaration } from '../lifecycle/ApplyFormDrawer';
import ApplyFormFields from './ApplyFormFields';
import { cleanValues, submitErrors, valuesOf } from './apply-values';

/** The project application form (registry spec §3 Project, §5): the design document with its fields. */
const projectForm: ApplyFormDeclaration<ApplyRow> = {
  ns: 'project',
  formName: 'applyForm',
  documents: { businessCode: projectDocumentBusinesses.apply, businessType: projectLifecycle.businessType },
  Fields: ApplyFormFields,
  valuesOf,
  cleanValues,
  submitErrors,
  save: (body) => saveApply(body as SaveApplyBody),
  submit: (body) => submitApply(body as PrepPubApplyBody),
  fetchServerToday,
};

/** 新增 / 编辑 of 项目申请. */
export default function ApplyFormDrawer(props: Omit<ComponentProps<typeof LifecycleFormDrawer<ApplyRow>>, 'form'>) {
  return <LifecycleFormDrawer<ApplyRow> form={projectForm} {...props} />;
}
