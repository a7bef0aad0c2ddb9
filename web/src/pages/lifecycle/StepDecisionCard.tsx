import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { App as AntApp, Button, Card, Form, Input, Radio } from 'antd';
import { maxLengthOf, stepDecisionBody } from '@ccer/contracts';
import { ApiError } from '../../api/http';
import { showFieldErrors } from '../../forms/zod-rules';

export interface StepDecision {
  approved: boolean;
  opinion?: string;
}

interface Props {
  /** The namespace with decision.result, decision.approve, decision.reject, fields.opinion, validation.opinion, actions.approve, actions.reject. */
  ns: string;
  title: ReactNode;
  /** Test ids: `${testId}-decision`, `-decision-radio`, `-opinion`, `-decision-submit`. */
  testId: string;
  /** Said above the form (what an approval does). */
  hint?: ReactNode;
  /** Posts the decision to the step's call (the caller's open task). */
  decide: (decision: StepDecision) => Promise<void>;
  /** The toast once decided. */
  doneText: (approved: boolean) => string;
  /** After the decision, or when someone else decided meanwhile (404, 409): show what it is now. */
  onDone: () => void;
}

/**
 * The decision on the caller's open task of a lifecycle step (offsets, print requests, bad-behaviour records): approve,
 * or reject with an opinion (required then); field errors go on their fields, anything else is a toast.
 */
export function StepDecisionCard({ ns, title, testId, hint, decide, doneText, onDone }: Props) {
  const { t } = useTranslation(ns);
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<StepDecision>();
  const [busy, setBusy] = useState(false);
  const approved = Form.useWatch('approved', form);
  const submit = async (v: StepDecision) => {
    setBusy(true);
    try {
      await decide({ approved: v.approved, opinion: v.opinion?.trim() || undefined });
      void message.success(doneText(v.approved));
      onDone();
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      const placed = e instanceof ApiError ? showFieldErrors(form, e.fieldErrors) : 0;
      if (placed === 0 && e instanceof Error) void message.error(e.message);
      if (e instanceof ApiError && (e.status === 404 || e.status === 409)) onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={title} data-testid={`${testId}-decision`}>
      {hint}
      <Form form={form} layout="vertical" style={{ maxWidth: 720 }} initialValues={{ approved: true }} onFinish={submit}>
        <Form.Item name="approved" label={t('decision.result')} rules={[{ required: true }]}>
          <Radio.Group
            data-testid={`${testId}-decision-radio`}
            options={[
              { value: true, label: t('decision.approve') },
              { value: false, label: t('decision.reject') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="opinion"
          label={t('fields.opinion')}
          dependencies={['approved']}
          required={approved === false}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value?: string) => {
                if (getFieldValue('approved') === false && !value?.trim()) throw new Error(t('validation.opinion'));
              },
            }),
          ]}
        >
          <Input.TextArea rows={3} maxLength={maxLengthOf(stepDecisionBody, 'opinion')} showCount data-testid={`${testId}-opinion`} />
        </Form.Item>
        <Button type="primary" htmlType="submit" danger={approved === false} loading={busy} data-testid={`${testId}-decision-submit`}>
          {t(approved === false ? 'actions.reject' : 'actions.approve')}
        </Button>
      </Form>
    </Card>
  );
}
