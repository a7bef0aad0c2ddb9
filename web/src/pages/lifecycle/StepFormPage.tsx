import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Form, Result, Skeleton, Space, message } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { StepDeclaration, WorkflowType } from '@ccer/contracts';
import { postStep } from '../../api/lifecycle';
import { ApiError } from '../../api/http';
import { applyServerErrors, showFieldErrors, type FieldMessage } from '../../forms/zod-rules';
import { messageLang } from '../../message-lang';
import BusinessDocuments from '../../components/attachments/BusinessDocuments';
import { useStepTranslation, type AreaPages, type AreaRow } from './area-pages';

interface Props<V, Row extends AreaRow> {
  area: AreaPages<Row>;
  step: StepDeclaration;
  /** The menu's list (返回, and where a done step goes). */
  backPath: string;
  /** Reads the application in the caller's scope (the project's validation body through org-apply-list); the area's list by default. */
  loadApply?: (id: string) => Promise<Row | undefined>;
  /** The step's own fields (the documents follow them). */
  fields: ReactNode;
  /** The form's values and the task → the step's body. */
  toBody: (values: V, taskId: string, fileIds: string[]) => { taskId: string };
  /** Rules across fields and the application (a sum, a quantity applied for), every wrong field shown at once. */
  check?: (values: V, apply: Row) => FieldMessage[];
  initialValues?: Partial<V>;
}

/**
 * A step that hands something in (上传审定报告, 上传核证报告, 申请登记) on its own page (`?id=` the application, as My
 * Tasks routes it): the application, the last return's opinion, the step's fields and its documents (the electronic
 * document settings of the step's business), posted to the step's call with the caller's open task.
 */
export default function StepFormPage<V extends { files?: Record<string, string[]> }, Row extends AreaRow>({
  area,
  step,
  backPath,
  loadApply = area.calls.one,
  fields,
  toBody,
  check,
  initialValues,
}: Props<V, Row>) {
  const { t, i18n } = useStepTranslation(area);
  const navigate = useNavigate();
  const [messageApi, holder] = message.useMessage();
  const [form] = Form.useForm<V>();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^[0-9a-f-]{36}$/i.test(id);
  const apply = useQuery({ queryKey: [area.queryKey, 'step', id], queryFn: () => loadApply(id).then((r) => r ?? null), enabled: valid });
  const task = useQuery({ queryKey: [`${area.queryKey}Task`, id, step.workflowType], queryFn: () => area.calls.task(id, [step.workflowType as WorkflowType]), enabled: valid });
  const progress = useQuery({ queryKey: [`${area.queryKey}Progress`, id], queryFn: () => area.calls.progress(id), enabled: valid, retry: false });
  // the later step whose return brought the application back here (its node is to come again, keeping its opinion)
  const returnedBy = progress.data?.nodes.find((n) => n.state === 'todo' && n.result === 'returned');
  const [busy, setBusy] = useState(false);
  const back = <Button onClick={() => navigate(backPath)}>{t('back')}</Button>;

  if (!valid || apply.data === null) return <Result status="404" subTitle={t('notFound')} extra={back} />;
  if (!apply.data || task.isPending) return <Skeleton active />;
  const row = apply.data;

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values || !task.data) return;
    const errors = check?.(values, row) ?? [];
    if (errors.length > 0) return void showFieldErrors(form, errors, { lang: messageLang(i18n.language), scroll: true });
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
      <Card title={t('titleOf', { action: t(`steps.${step.taskKey}.action`), name: row.projectName })} extra={back}>
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
            {step.documentBusiness && <BusinessDocuments businessCode={step.documentBusiness} linked={{ businessType: area.lifecycle.businessType, businessKey: id }} />}
            <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="step-submit">
              {t('decision.submit')}
            </Button>
          </Form>
        )}
      </Card>
      <Card title={t('detailTitle')} size="small">
        <area.Descriptions row={row} />
      </Card>
    </Space>
  );
}
