import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Form, Result, Skeleton, Space, message } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { projectLifecycle, type ApplyRow, type OrgReportBody, type RegisterApplyBody, type StepDeclaration, type WorkflowType } from '@ccer/contracts';
import { fetchApplyTask, fetchProgress, postStep } from '../../../api/project-steps';
import { ApiError } from '../../../api/http';
import { applyServerErrors } from '../../../forms/zod-rules';
import ApplyDescriptions from '../ApplyDescriptions';
import BusinessDocuments from '../../../components/attachments/BusinessDocuments';

interface Props<V> {
  step: StepDeclaration;
  /** The menu's list (返回, and where a done step goes). */
  backPath: string;
  /** Reads the application in the caller's scope (the body reads it through org-apply-list). */
  loadApply: (id: string) => Promise<ApplyRow | undefined>;
  /** The step's own fields (the documents follow them). */
  fields: ReactNode;
  /** The form's values and the task → the step's body. */
  toBody: (values: V, taskId: string, fileIds: string[]) => OrgReportBody | RegisterApplyBody;
  initialValues?: Partial<V>;
}

/**
 * A step that hands something in (上传审定报告, 申请登记) on its own page (`?id=` the application, as My Tasks
 * routes it): the application, the last return's opinion, the step's fields and its documents (the electronic
 * document settings of the step's business), posted to the step's call with the caller's open task.
 */
export default function StepFormPage<V extends { files?: Record<string, string[]> }>({ step, backPath, loadApply, fields, toBody, initialValues }: Props<V>) {
  const { t } = useTranslation('projectSteps');
  const navigate = useNavigate();
  const [messageApi, holder] = message.useMessage();
  const [form] = Form.useForm<V>();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^[0-9a-f-]{36}$/i.test(id);
  const apply = useQuery({ queryKey: ['projectApply', 'step', id], queryFn: () => loadApply(id).then((r) => r ?? null), enabled: valid });
  const task = useQuery({ queryKey: ['projectApplyTask', id, step.workflowType], queryFn: () => fetchApplyTask(id, [step.workflowType as WorkflowType]), enabled: valid });
  const progress = useQuery({ queryKey: ['projectProgress', id], queryFn: () => fetchProgress(id), enabled: valid, retry: false });
  // the later step whose return brought the application back here (its node is to come again, keeping its opinion)
  const returnedBy = progress.data?.nodes.find((n) => n.state === 'todo' && n.result === 'returned');
  const [busy, setBusy] = useState(false);
  const back = <Button onClick={() => navigate(backPath)}>{t('back')}</Button>;

  if (!valid || apply.data === null) return <Result status="404" subTitle={t('notFound')} extra={back} />;
  if (!apply.data || task.isPending) return <Skeleton active />;

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values || !task.data) return;
    // the documents' ids per type travel as one list (the step bodies' fileIds)
    const fileIds = Object.values(values.files ?? {}).flat();
    setBusy(true);
    try {
      await postStep(step.call, toBody(values, task.data.taskId, fileIds));
      void messageApi.success(t('done'));
      navigate(backPath);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      if (applyServerErrors(form, e) === 0) void messageApi.error(e instanceof Error ? e.message : String(e), 3);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid={`step-page-${step.taskKey}`}>
      {holder}
      <Card title={t('titleOf', { action: t(`steps.${step.taskKey}.action`), name: apply.data.projectName })} extra={back}>
        {returnedBy && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('returnedBy', { step: returnedBy.name })}
            description={returnedBy.opinion ?? '-'}
            data-testid="step-last-opinion"
          />
        )}
        {!task.data ? (
          <Alert type="info" showIcon message={t('noTask')} data-testid="step-no-task" />
        ) : (
          <Form form={form} layout="vertical" initialValues={{ ...initialValues, taskId: task.data.taskId }} style={{ maxWidth: 720 }}>
            {fields}
            {/* a step done again after a return shows what it handed in before */}
            {step.documentBusiness && <BusinessDocuments businessCode={step.documentBusiness} linked={{ businessType: projectLifecycle.businessType, businessKey: id }} />}
            <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="step-submit">
              {t('decision.submit')}
            </Button>
          </Form>
        )}
      </Card>
      <Card title={t('detailTitle')} size="small">
        <ApplyDescriptions row={apply.data} />
      </Card>
    </Space>
  );
}
