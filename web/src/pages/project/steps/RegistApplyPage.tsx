import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { maxLengthOf, registerApplyBody, type ApplyRow } from '@ccer/contracts';
import StepFormPage from '../../lifecycle/StepFormPage';
import { projectArea, stepOf } from './project-area';

const step = stepOf('registerApply');
type Values = { opinion?: string; files?: Record<string, string[]> };

/** 申请登记 (/project/regist/apply?id=, hidden under 1305): the commitment letter and other files → start-register-apply. */
export default function RegistApplyPage() {
  const { t } = useTranslation('projectSteps');
  return (
    <StepFormPage<Values, ApplyRow>
      area={projectArea}
      step={step}
      backPath="/project/regist"
      toBody={(v, taskId, fileIds) => ({ taskId, opinion: v.opinion?.trim() || undefined, fileIds })}
      fields={
        <Form.Item name="opinion" label={t('fields.remark')}>
          <Input.TextArea rows={3} maxLength={maxLengthOf(registerApplyBody, 'opinion')} showCount data-testid="regist-remark" />
        </Form.Item>
      }
    />
  );
}
