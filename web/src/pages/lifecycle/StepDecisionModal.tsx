import { Alert, Form, Input, Modal, Radio, Skeleton, Typography, message } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { stepDecisionBody, type StepDeclaration, type WorkflowType, maxLengthOf } from '@ccer/contracts';
import { postStep } from '../../api/lifecycle';
import { useModalSubmit } from '../../components/modal/useModalSubmit';
import { zodFieldRules } from '../../forms/zod-rules';
import { useStepTranslation, type AreaPages } from './area-pages';
import { testIdProps } from '../../components/test-id-props';

interface Props {
  area: Pick<AreaPages, 'calls' | 'ns' | 'queryKey'>;
  apply: { id: string; projectName: string };
  step: StepDeclaration;
  onDone: () => void;
  onClosed: () => void;
}

type Values = { taskId: string; approved: boolean; opinion?: string };

/**
 * A decision step of an application (publicity audit, recall audit, owner confirmation, acceptance, review,
 * registration confirmation): finds the caller's open task of the step, then approve or return with an
 * opinion (required when returning: the contracts' stepDecisionBody), posted to the step's call.
 */
export default function StepDecisionModal({ area, apply, step, onDone, onClosed }: Props) {
  const { t } = useStepTranslation(area);
  const [messageApi, holder] = message.useMessage();
  const [form] = Form.useForm<Values>();
  const task = useQuery({ queryKey: [`${area.queryKey}Task`, apply.id, step.workflowType], queryFn: () => area.calls.task(apply.id, [step.workflowType as WorkflowType]) });
  const { open, close, busy, submit } = useModalSubmit<Values>({
    form,
    messageApi,
    call: (v) => postStep(step.call, { taskId: task.data!.taskId, approved: v.approved, opinion: v.opinion?.trim() || undefined }),
    doneText: t('done'),
    onDone,
  });
  const label = (k: 'action' | 'approve' | 'return' | 'busy') => t(`steps.${step.taskKey}.${k}`, { defaultValue: t(`decision.${k}`) });

  return (
    <Modal
      open={open}
      title={t('titleOf', { action: label('action'), name: apply.projectName })}
      onCancel={close}
      afterClose={onClosed}
      onOk={submit}
      okText={busy ? label('busy') : t('decision.submit')}
      confirmLoading={busy}
      okButtonProps={testIdProps('step-decision-ok', { disabled: !task.data })}
      destroyOnHidden
      data-testid="step-decision-modal"
    >
      {holder}
      {task.isPending ? (
        <Skeleton active />
      ) : !task.data ? (
        <Alert type="warning" showIcon message={t('noTask')} data-testid="step-no-task" />
      ) : (
        <Form form={form} layout="vertical" initialValues={{ taskId: task.data.taskId, approved: true }}>
          <Typography.Paragraph type="secondary">{t('taskName', { name: task.data.name ?? step.zh })}</Typography.Paragraph>
          <Form.Item name="approved" label={t('decision.result')} rules={[{ required: true }]}>
            <Radio.Group
              options={[
                { value: true, label: label('approve') },
                { value: false, label: label('return') },
              ]}
              data-testid="step-decision-radio"
            />
          </Form.Item>
          <Form.Item name="opinion" label={t('decision.opinion')} dependencies={['approved']} rules={zodFieldRules(stepDecisionBody, 'opinion')}>
            <Input.TextArea rows={4} maxLength={maxLengthOf(stepDecisionBody, 'opinion')} showCount data-testid="step-decision-opinion" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
