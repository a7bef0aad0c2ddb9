import type { ReactNode } from 'react';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select, type FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { applyDraftSchema, applyFormSchema, COMMENCEMENT_AFTER, MAX_LIFETIME_YEARS, MAX_TONNES, maxLengthOf, projectNameProblem, RECKON_START_MIN, translate } from '@ccer/contracts';
import { zodFieldRules } from '../../forms/zod-rules';
import { messageLang } from '../../message-lang';
import { getSensitiveWords } from '../../sensitive-words';
import { useApplyOptions } from './apply-options';
import ValidationBodySelect from './ValidationBodySelect';
import { blankToUndefined, dateItemProps } from '../../forms/form-item-props';
import MethodologyPicker from '../information/MethodologyPicker';

type Field = keyof typeof applyFormSchema.shape;

/** Fields a submission needs (the asterisk); a draft needs only the name, which its rules enforce. */
const requiredToSubmit = new Set<string>(Object.entries(applyFormSchema.shape).filter(([, s]) => !s.safeParse(undefined).success).map(([k]) => k));

/** The name check of projectName (the registry's sensitive words), beside the field's schema rules. */
const nameCheck: FormRule = {
  validator: async (_rule, value) => {
    const problem = projectNameProblem(typeof value === 'string' ? value : undefined, getSensitiveWords());
    if (problem) throw new Error(translate(problem, messageLang()));
  },
};

/** The application form's fields (registry spec §3 Project, §5), two columns. */
export default function ApplyFormFields() {
  const { t } = useTranslation('project');
  const form = Form.useFormInstance();
  const commencement = Form.useWatch('commencementDate', form) as string | undefined;
  const reckonStart = Form.useWatch('firstReckonDate', form) as string | undefined;
  const reckonEnd = Form.useWatch('endReckonDate', form) as string | undefined;
  const projectType = Form.useWatch('parentProjectType', form) as string | undefined;

  const item = (name: Field, control: ReactNode, opts: { span?: number; date?: boolean; dependencies?: Field[]; extra?: string; rules?: FormRule[] } = {}) => (
    <Col xs={24} md={opts.span ?? 12}>
      <Form.Item
        name={name}
        label={t(`fields.${name}`)}
        required={requiredToSubmit.has(name)}
        rules={[...zodFieldRules(applyDraftSchema, name), ...(opts.rules ?? [])]}
        dependencies={opts.dependencies}
        extra={opts.extra}
        {...(opts.date ? dateItemProps : { normalize: blankToUndefined })}
      >
        {control}
      </Form.Item>
    </Col>
  );
  const { provinceOptions, projectTypeOptions, otherProofMethodOptions } = useApplyOptions();
  const max = (name: Field) => maxLengthOf(applyFormSchema, name);
  const text = (name: Field) => <Input maxLength={max(name)} allowClear />;
  const area = (name: Field) => <Input.TextArea maxLength={max(name)} showCount autoSize={{ minRows: 3, maxRows: 8 }} />;
  const tonnes = <InputNumber min={1} max={MAX_TONNES} precision={0} style={{ width: '100%' }} suffix={t('tonnes')} />;
  const years = <InputNumber min={1} max={MAX_LIFETIME_YEARS} precision={0} style={{ width: '100%' }} suffix={t('years')} />;
  // the crediting period pickers cannot cross each other or the spec's date limits
  const before = (limit?: string) => (d: Dayjs) => !!limit && d.isBefore(limit, 'day');
  const after = (limit?: string) => (d: Dayjs) => !!limit && d.isAfter(limit, 'day');

  return (
    <Row gutter={16}>
      {item('projectName', text('projectName'), { span: 24, rules: [nameCheck] })}
      {item('provinceId', <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={provinceOptions} />)}
      {item('projectLocation', text('projectLocation'))}
      {item('longitude', <Input maxLength={max('longitude')} placeholder={t('coordinateHint')} />)}
      {item('latitude', <Input maxLength={max('latitude')} placeholder={t('coordinateHint')} />)}
      {item('parentProjectType', <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={projectTypeOptions} />)}
      {item('otherProofMethod', <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={otherProofMethodOptions} />)}
      {item('methodologyNum', <MethodologyPicker projectType={projectType} />)}
      {item('methodologyName', text('methodologyName'))}
      {item('approvalAuthority', <ValidationBodySelect />)}
      {item('archiveCode', text('archiveCode'))}
      {item('commencementDate', <DatePicker style={{ width: '100%' }} disabledDate={(d) => !d.isAfter(COMMENCEMENT_AFTER, 'day') || after(reckonEnd)(d)} />, {
        date: true,
        dependencies: ['endReckonDate'],
      })}
      {item('conclusionDate', years)}
      {item('firstReckonDate', <DatePicker style={{ width: '100%' }} disabledDate={(d) => before(RECKON_START_MIN)(d) || before(commencement)(d) || after(reckonEnd)(d)} />, {
        date: true,
        dependencies: ['commencementDate', 'endReckonDate'],
      })}
      {item('endReckonDate', <DatePicker style={{ width: '100%' }} disabledDate={(d) => before(RECKON_START_MIN)(d) || before(reckonStart)(d) || before(commencement)(d)} />, {
        date: true,
        dependencies: ['commencementDate', 'firstReckonDate'],
      })}
      {item('expectYearNum', tonnes)}
      {item('expectMaxNum', tonnes)}
      {item('basicInformation', area('basicInformation'), { span: 24 })}
      {item('technologiesMeasures', area('technologiesMeasures'), { span: 24 })}
      {item('remarkDesc', area('remarkDesc'), { span: 24 })}
    </Row>
  );
}
