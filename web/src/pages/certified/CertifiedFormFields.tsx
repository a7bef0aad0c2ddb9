import { useEffect, type ReactNode } from 'react';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select, type FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_DATE_AFTER,
  certifiedDraftSchema,
  certifiedFormSchema,
  dictIds,
  LULUCF_NOT_INVOLVED,
  MAX_TONNES,
  maxLengthOf,
  takesArchiveCode,
  takesLulucf,
  valuesOnProjectPick,
  type CertifiedForm,
} from '@ccer/contracts';
import { zodFieldRules } from '../../forms/zod-rules';
import { blankToUndefined, dateItemProps } from '../../forms/form-item-props';
import { dictOptions, useDictionary } from '../../reference';
import ValidationBodySelect from '../project/ValidationBodySelect';
import RegisteredProjectSelect from './RegisteredProjectSelect';
import { useProjectFacts } from './project-facts';

type Field = keyof CertifiedForm;

/** Fields a submission needs (the asterisk); a draft needs only the project, which its rules enforce. */
const requiredToSubmit = new Set<string>(Object.entries(certifiedFormSchema.shape).filter(([, s]) => !s.safeParse(undefined).success).map(([k]) => k));

/**
 * The reduction-volume application's fields (registry spec §3 "Reduction-volume application", §4 project selection,
 * §5), two columns. Picking a project clears the verification body, the period and its number and sets the LULUCF
 * activity by industry (valuesOnProjectPick); the project's validation body is not offered as verification body; the
 * archive code is asked only of a type-A project; the period's pickers stay inside the project's crediting period.
 */
export default function CertifiedFormFields() {
  const { t, i18n } = useTranslation('certified');
  const form = Form.useFormInstance();
  const projectInfoId = Form.useWatch('projectInfoId', form) as string | undefined;
  const projectName = Form.useWatch('projectName', { form, preserve: true }) as string | undefined;
  const start = Form.useWatch('regAppStartDate', form) as string | undefined;
  const end = Form.useWatch('regAppEndDate', form) as string | undefined;
  const facts = useProjectFacts(projectInfoId, projectName);
  const additionalTypes = useDictionary(dictIds.applicabilityType).data;
  const lulucfItems = useDictionary(dictIds.lulucfActivity).data;
  const forestry = takesLulucf(facts?.parentProjectType);
  const archived = takesArchiveCode(facts?.parentProjectType);
  // outside forestry the activity is 不涉及 (spec §3: the default), also for a draft saved without it
  useEffect(() => {
    if (facts && !forestry && !form.getFieldValue('lulucf')) form.setFieldValue('lulucf', LULUCF_NOT_INVOLVED);
  }, [facts, forestry, form]);

  const item = (name: Field, control: ReactNode, opts: { span?: number; date?: boolean; dependencies?: Field[]; required?: boolean; rules?: FormRule[] } = {}) => (
    <Col xs={24} md={opts.span ?? 12}>
      <Form.Item
        name={name}
        label={t(`fields.${name}`)}
        required={opts.required ?? requiredToSubmit.has(name)}
        rules={[...zodFieldRules(certifiedDraftSchema, name), ...(opts.rules ?? [])]}
        dependencies={opts.dependencies}
        {...(opts.date ? dateItemProps : { normalize: blankToUndefined })}
      >
        {control}
      </Form.Item>
    </Col>
  );
  const max = (name: Field) => maxLengthOf(certifiedFormSchema, name);
  const text = (name: Field) => <Input maxLength={max(name)} allowClear />;
  // the period lies after 2020-09-22 and inside the project's crediting period; its ends cannot cross
  const outside = (d: Dayjs) =>
    !d.isAfter(APPLICATION_DATE_AFTER, 'day') ||
    (!!facts?.commencementDate && d.isBefore(facts.commencementDate, 'day')) ||
    (!!facts?.firstReckonDate && d.isBefore(facts.firstReckonDate, 'day')) ||
    (!!facts?.endReckonDate && d.isAfter(facts.endReckonDate, 'day'));
  const lulucfOptions = dictOptions(lulucfItems, i18n.language).filter((o) => (forestry ? o.value !== LULUCF_NOT_INVOLVED : o.value === LULUCF_NOT_INVOLVED));

  return (
    <Row gutter={16}>
      {item(
        'projectInfoId',
        <RegisteredProjectSelect
          valueName={projectName}
          onPick={(p) => form.setFieldsValue({ projectName: p?.projectName, ...valuesOnProjectPick(p?.type), ...(takesArchiveCode(p?.type) ? {} : { archiveCode: undefined }) })}
        />,
        { span: 24 },
      )}
      {item('verificationAgency', <ValidationBodySelect exclude={facts?.approvalAuthority} />)}
      {item('additionalType', <Select allowClear options={dictOptions(additionalTypes, i18n.language)} />)}
      {item('regAppStartDate', <DatePicker style={{ width: '100%' }} disabledDate={(d) => outside(d) || (!!end && d.isAfter(end, 'day'))} />, { date: true, dependencies: ['regAppEndDate'] })}
      {item('regAppEndDate', <DatePicker style={{ width: '100%' }} disabledDate={(d) => outside(d) || (!!start && d.isBefore(start, 'day'))} />, { date: true, dependencies: ['regAppStartDate'] })}
      {item('lulucf', <Select allowClear={forestry} disabled={!!facts && !forestry} options={lulucfOptions} placeholder={projectInfoId ? undefined : t('pickFirst')} />)}
      {item('certificationPeriodNo', text('certificationPeriodNo'))}
      {item('certifiedNum', <InputNumber min={1} max={MAX_TONNES} precision={0} style={{ width: '100%' }} suffix={t('tonnes')} />)}
      {archived && item('archiveCode', text('archiveCode'), { required: true })}
      {item('countryId', text('countryId'))}
      {item('ccerUnitTypeName', text('ccerUnitTypeName'))}
      {item('initialCommitmentPeriod', text('initialCommitmentPeriod'))}
      {item('applicableCommitmentPeriod', text('applicableCommitmentPeriod'))}
      {item('remarkDesc', <Input.TextArea maxLength={max('remarkDesc')} showCount autoSize={{ minRows: 3, maxRows: 8 }} />, { span: 24 })}
    </Row>
  );
}
