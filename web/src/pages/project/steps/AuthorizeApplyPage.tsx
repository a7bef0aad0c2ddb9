import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { orgReportBody, type ApplyRow, maxLengthOf } from '@ccer/contracts';
import { fetchOrgApply } from '../../../api/project-steps';
import { zodFieldRules } from '../../../forms/zod-rules';
import StepFormPage from '../../lifecycle/StepFormPage';
import { projectArea, stepOf } from './project-area';

const step = stepOf('orgUploadFile');
type Values = { validationConclusion?: '1' | '0'; commentHandling?: string; files?: Record<string, string[]> };

/**
 * 上传审定报告 (/project/authorize/apply?id=, hidden under 1306, 073): the validation body's conclusion (肯定 /
 * 否定), how public comments were handled and the validation report → org-upload-file.
 */
export default function AuthorizeApplyPage() {
  const { t } = useTranslation('projectSteps');
  return (
    <StepFormPage<Values, ApplyRow>
      area={projectArea}
      step={step}
      backPath="/project/authorize"
      loadApply={fetchOrgApply}
      toBody={(v, taskId, fileIds) => ({ taskId, validationConclusion: v.validationConclusion!, commentHandling: v.commentHandling?.trim() ?? '', fileIds })}
      fields={
        <>
          <Form.Item name="validationConclusion" label={t('fields.validationConclusion')} required rules={zodFieldRules(orgReportBody, 'validationConclusion')}>
            <Radio.Group
              options={[
                { value: '1', label: t('conclusion.1') },
                { value: '0', label: t('conclusion.0') },
              ]}
              data-testid="validation-conclusion"
            />
          </Form.Item>
          <Form.Item name="commentHandling" label={t('fields.commentHandling')} rules={zodFieldRules(orgReportBody, 'commentHandling')}>
            <Input.TextArea rows={4} maxLength={maxLengthOf(orgReportBody, 'commentHandling')} showCount data-testid="comment-handling" />
          </Form.Item>
        </>
      }
    />
  );
}
