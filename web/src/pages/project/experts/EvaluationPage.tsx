import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Radio, Result, Skeleton, Space, message } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { expertConclusions, expertReportBody, fileIdsOf, type DocumentFiles, type WorkflowType, maxLengthOf } from '@ccer/contracts';
import { ApiError } from '../../../api/http';
import BusinessDocuments from '../../../components/attachments/BusinessDocuments';
import { applyServerErrors, zodFieldRules } from '../../../forms/zod-rules';
import type { ExpertPagesArea } from './expert-area';

type Values = { conclusion: '1' | '0'; evaluation: string; files?: DocumentFiles };

/**
 * 专家评估 of an area (/project/appointExperts/evaluate?id=…, /certified/appointExperts/evaluate?id=…; My Tasks routes
 * an evaluation task here with its application): the application read-only, then the expert's conclusion (同意登记 /
 * 不同意登记), evaluation text and report (the step's document: P05, R05), posted to the step's call.
 */
export default function EvaluationPage({ experts }: { experts: ExpertPagesArea }) {
  const { area, calls, appointPath } = experts;
  const { evaluationStep, fetchReportApply, submitExpertReport } = calls;
  const Descriptions = area.Descriptions;
  const { t } = useTranslation('experts');
  const [messageApi, holder] = message.useMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useSearchParams()[0].get('id') ?? '';
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const apply = useQuery({ queryKey: [`${area.queryKey}ReportApply`, id], queryFn: () => fetchReportApply(id), enabled: !!id, retry: false });
  const taskKey = [`${area.queryKey}Task`, id, evaluationStep.workflowType];
  const task = useQuery({ queryKey: taskKey, queryFn: () => area.calls.task(id, [evaluationStep.workflowType as WorkflowType]), enabled: !!id });
  const back = () => navigate(appointPath);

  const submit = async () => {
    const v = await form.validateFields().catch(() => undefined);
    if (!v || !task.data) return;
    setBusy(true);
    try {
      await submitExpertReport({ taskId: task.data.taskId, conclusion: v.conclusion, evaluation: v.evaluation.trim(), fileIds: fileIdsOf(v.files) });
      void messageApi.success(t('evaluate.submitted'));
      await queryClient.invalidateQueries({ queryKey: taskKey.slice(0, 2) });
      back();
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      if (applyServerErrors(form, e) === 0) void messageApi.error(e instanceof Error ? e.message : String(e), 3);
    } finally {
      setBusy(false);
    }
  };

  if (!id || apply.error) return <Result status="404" title={apply.error instanceof Error ? apply.error.message : t('evaluate.noTask')} extra={<Button onClick={back}>{t('evaluate.back')}</Button>} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="expert-evaluation-page">
      {holder}
      <Card title={t('evaluate.application')}>{apply.data ? <Descriptions row={apply.data} /> : <Skeleton active />}</Card>
      <Card title={t('evaluate.report')}>
        {task.isPending ? (
          <Skeleton active />
        ) : !task.data ? (
          <Alert type="info" showIcon message={t('evaluate.noTask')} data-testid="expert-evaluation-no-task" />
        ) : (
          <Form form={form} layout="vertical" style={{ maxWidth: 760 }}>
            <Form.Item name="conclusion" label={t('fields.conclusion')} rules={zodFieldRules(expertReportBody, 'conclusion')}>
              <Radio.Group
                options={[
                  { value: expertConclusions.agree.code, label: t('evaluate.agree') },
                  { value: expertConclusions.disagree.code, label: t('evaluate.disagree') },
                ]}
                data-testid="expert-evaluation-conclusion"
              />
            </Form.Item>
            <Form.Item name="evaluation" label={t('fields.evaluation')} rules={zodFieldRules(expertReportBody, 'evaluation')}>
              <Input.TextArea rows={6} maxLength={maxLengthOf(expertReportBody, 'evaluation')} showCount data-testid="expert-evaluation-text" />
            </Form.Item>
            <BusinessDocuments businessCode={evaluationStep.documentBusiness!} />
            <Space>
              <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="expert-evaluation-submit">
                {busy ? t('evaluate.submitting') : t('evaluate.submit')}
              </Button>
              <Button onClick={back}>{t('evaluate.back')}</Button>
            </Space>
          </Form>
        )}
      </Card>
    </Space>
  );
}
