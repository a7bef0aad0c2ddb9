import { useCallback, useState } from 'react';
import { Alert, Button, Form, Input, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { OPINION_MAX, OPINION_PARTY_MAX, opinionAddBody, type OpinionAddBody } from '@ccer/contracts';
import { addOpinion } from '../../api/project-publicity';
import { ApiError } from '../../api/http';
import { CaptchaField } from '../../components/captcha/CaptchaField';
import { useCaptcha } from '../../components/captcha/useCaptcha';
import { applyServerErrors, zodFieldRules } from '../../forms/zod-rules';

type Values = { content: string; commenterName?: string; contact?: string; code: string };

/**
 * The public comment of an application in publicity: plain text, name and contact optional, behind an image code.
 * `add` is the area's call (the project's by default; the certification's for reductions).
 */
export function OpinionForm({ applyId, add = addOpinion }: { applyId: string; add?: (body: OpinionAddBody) => Promise<void> }) {
  const { t } = useTranslation('publicity');
  const [form] = Form.useForm<Values>();
  const [messageApi, holder] = message.useMessage();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const onCaptchaError = useCallback((m: string) => setError(m), []);
  const { captcha, captchaId, refresh, renew } = useCaptcha(form, onCaptchaError);

  const submit = async (v: Values) => {
    setBusy(true);
    setError(undefined);
    try {
      await add({ applyId, content: v.content, commenterName: v.commenterName || undefined, contact: v.contact || undefined, code: v.code, captchaId });
      form.resetFields();
      void messageApi.success(t('opinion.submitted'));
    } catch (e) {
      if (applyServerErrors(form, e) === 0) setError(e instanceof ApiError || e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      renew();
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} data-testid="opinion-form" style={{ maxWidth: 720 }}>
      {holder}
      <Alert type="info" showIcon message={t('opinion.hint')} style={{ marginBottom: 16 }} />
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} data-testid="opinion-error" />}
      <Form.Item name="content" label={t('opinion.content')} rules={zodFieldRules(opinionAddBody, 'content')} required>
        <Input.TextArea rows={4} maxLength={OPINION_MAX} showCount data-testid="opinion-content" />
      </Form.Item>
      <Form.Item name="commenterName" label={t('opinion.name')} rules={zodFieldRules(opinionAddBody, 'commenterName')}>
        <Input maxLength={OPINION_PARTY_MAX} data-testid="opinion-name" />
      </Form.Item>
      <Form.Item name="contact" label={t('opinion.contact')} rules={zodFieldRules(opinionAddBody, 'contact')}>
        <Input maxLength={OPINION_PARTY_MAX} data-testid="opinion-contact" />
      </Form.Item>
      <CaptchaField captcha={captcha} onRefresh={() => void refresh()} rules={zodFieldRules(opinionAddBody, 'code')} inputTestId="opinion-code" imageTestId="opinion-captcha" />
      <Button type="primary" htmlType="submit" loading={busy} data-testid="opinion-submit">
        {t('opinion.submit')}
      </Button>
    </Form>
  );
}
