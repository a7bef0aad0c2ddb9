import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { App, Button, Form, Input } from 'antd';
import { LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { forgetPasswordBody, type ForgetPasswordBody } from '@ccer/contracts/sms';
import { translate } from '@ccer/contracts/messages';
import { maxLengthOf } from '@ccer/contracts/validation/max-length';
import { smsApi } from '../../api/sms.ts';
import { CaptchaField } from '../../components/captcha/CaptchaField.tsx';
import { useCaptcha } from '../../components/captcha/useCaptcha.ts';
import { SmsCodeField } from '../../components/sms/SmsCodeField.tsx';
import { applyServerErrors, zodFieldRules } from '../../forms/zod-rules.ts';
import { messageLang } from '../../message-lang.ts';
import '../login/login.css';
import { SignInFrame } from '../../components/sign-in/SignInFrame.tsx';

type Values = ForgetPasswordBody & { code: string };

/** Password toasts stay 5 s (accounts spec §9). */
const PASSWORD_TOAST_S = 5;

/**
 * Forgotten password (accounts spec §2.1 forgetPassword, §7.1): login name and the account's mobile, the image
 * code to get an SMS code, then the new password twice. The server answers alike whether or not the pair exists.
 */
export default function ForgetPasswordPage() {
  const { t } = useTranslation(['sms', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const captcha = useCaptcha(form, setError);

  const sendCode = async () => {
    setError(undefined);
    // the image code is needed for sending only, so it is checked here rather than on submit
    const code = captcha.codeForSending();
    try {
      await form.validateFields(['loginName', 'mobile']);
    } catch {
      return undefined;
    }
    if (!code) return undefined;
    const { loginName, mobile } = form.getFieldsValue(['loginName', 'mobile']);
    try {
      return (await smsApi.forgetPasswordCode({ loginName, mobile, code, captchaId: captcha.captchaId })).dataInfo;
    } catch (e) {
      if (applyServerErrors(form, e)) return undefined;
      throw e;
    } finally {
      // an image code is single use
      captcha.renew();
    }
  };

  const submit = async (values: Values) => {
    setError(undefined);
    setSubmitting(true);
    try {
      const { loginName, mobile, phoneCode, newPassword, confirmPassword } = values;
      await smsApi.forgetPassword({ loginName, mobile, phoneCode, newPassword, confirmPassword });
      void message.success(t('forget.done'), PASSWORD_TOAST_S);
      navigate('/login', { replace: true });
    } catch (e) {
      if (!applyServerErrors(form, e)) setError(translate((e as Error).message, messageLang()));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <SignInFrame subtitle={t('forget.title')} form={form} error={error} errorTestId="forget-error">
      <Form form={form} name="forget-password" size="large" onFinish={submit} autoComplete="off">
        <Form.Item name="loginName" rules={zodFieldRules(forgetPasswordBody, 'loginName')}>
          <Input data-testid="forget-login-name" prefix={<UserOutlined />} placeholder={t('forget.loginName')} autoComplete="username" maxLength={maxLengthOf(forgetPasswordBody, 'loginName')} />
        </Form.Item>
        <Form.Item name="mobile" rules={zodFieldRules(forgetPasswordBody, 'mobile')}>
          <Input data-testid="forget-mobile" prefix={<MobileOutlined />} placeholder={t('forget.mobile')} maxLength={maxLengthOf(forgetPasswordBody, 'mobile')} inputMode="numeric" />
        </Form.Item>
        <CaptchaField captcha={captcha.captcha} onRefresh={() => void captcha.refresh()} inputTestId="forget-captcha-code" imageTestId="forget-captcha" />
        <SmsCodeField
          rules={zodFieldRules(forgetPasswordBody, 'phoneCode')}
          send={sendCode}
          inputTestId="forget-phone-code"
          buttonTestId="forget-send-code"
        />
        <Form.Item name="newPassword" rules={zodFieldRules(forgetPasswordBody, 'newPassword')}>
          <Input.Password data-testid="forget-new-password" prefix={<LockOutlined />} placeholder={t('forget.newPassword')} autoComplete="new-password" maxLength={maxLengthOf(forgetPasswordBody, 'newPassword')} />
        </Form.Item>
        <Form.Item name="confirmPassword" dependencies={['newPassword']} rules={zodFieldRules(forgetPasswordBody, 'confirmPassword')}>
          <Input.Password data-testid="forget-confirm-password" prefix={<LockOutlined />} placeholder={t('forget.confirmPassword')} autoComplete="new-password" maxLength={maxLengthOf(forgetPasswordBody, 'newPassword')} />
        </Form.Item>
        <Button data-testid="forget-submit" type="primary" htmlType="submit" block loading={submitting}>
          {t('forget.submit')}
        </Button>
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to="/login" data-testid="forget-back">
            {t('forget.back')}
          </Link>
        </div>
      </Form>
    </SignInFrame>
  );
}
