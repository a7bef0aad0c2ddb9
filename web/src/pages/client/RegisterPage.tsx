import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Form, Input } from 'antd';
import { LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { registerTourBody, type RegisterTourBody } from '@ccer/contracts/registration';
import { translate } from '@ccer/contracts/messages';
import { maxLengthOf } from '@ccer/contracts/validation/max-length';
import { smsApi } from '../../api/sms.ts';
import { registrationApi } from '../../api/registration.ts';
import { CaptchaField } from '../../components/captcha/CaptchaField.tsx';
import { useCaptcha } from '../../components/captcha/useCaptcha.ts';
import { SmsCodeField } from '../../components/sms/SmsCodeField.tsx';
import { applyServerErrors, zodFieldRules } from '../../forms/zod-rules.ts';
import { messageLang } from '../../message-lang.ts';
import { clearSession, setToken } from '../../session/session-store.ts';
import '../login/login.css';
import { SignInFrame } from '../../components/sign-in/SignInFrame.tsx';

/**
 * Visitor registration (accounts spec §2.1 /client/register, §7.2 registerTour): login name, password twice, the
 * mobile with its SMS code (the image code guards the sending), and a fresh image code for the registration
 * itself. The new visitor is signed in and goes on to choose the kind of account to open.
 */
export default function RegisterPage() {
  const { t } = useTranslation(['registration', 'sms', 'common']);
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterTourBody>();
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const captcha = useCaptcha(form, setError);

  const sendCode = async () => {
    setError(undefined);
    const code = captcha.codeForSending();
    try {
      await form.validateFields(['mobile']);
    } catch {
      return undefined;
    }
    if (!code) return undefined;
    try {
      return (await smsApi.registerCode({ mobile: form.getFieldValue('mobile'), code, captchaId: captcha.captchaId })).dataInfo;
    } catch (e) {
      if (applyServerErrors(form, e)) return undefined;
      throw e;
    } finally {
      // an image code is single use: registering needs the next one
      captcha.renew();
    }
  };

  const submit = async (values: RegisterTourBody) => {
    setError(undefined);
    setSubmitting(true);
    try {
      clearSession();
      const res = await registrationApi.registerTour({ ...values, captchaId: captcha.captchaId });
      setToken(res.dataInfo.token);
      navigate('/client/identityType', { replace: true });
    } catch (e) {
      if (!applyServerErrors(form, e)) setError(translate((e as Error).message, messageLang()));
      captcha.renew();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <SignInFrame subtitle={t('register.title')} form={form} error={error} errorTestId="register-error">
      <Form form={form} name="register" size="large" onFinish={submit} autoComplete="off">
        <Form.Item name="loginName" rules={zodFieldRules(registerTourBody, 'loginName')} extra={t('register.loginNameHint')}>
          <Input data-testid="register-login-name" prefix={<UserOutlined />} placeholder={t('register.loginName')} autoComplete="username" maxLength={maxLengthOf(registerTourBody, 'loginName')} />
        </Form.Item>
        <Form.Item name="password" rules={zodFieldRules(registerTourBody, 'password')}>
          <Input.Password data-testid="register-password" prefix={<LockOutlined />} placeholder={t('register.password')} autoComplete="new-password" maxLength={maxLengthOf(registerTourBody, 'password')} />
        </Form.Item>
        <Form.Item name="confirmPassword" dependencies={['password']} rules={zodFieldRules(registerTourBody, 'confirmPassword')}>
          <Input.Password data-testid="register-confirm-password" prefix={<LockOutlined />} placeholder={t('register.confirmPassword')} autoComplete="new-password" maxLength={maxLengthOf(registerTourBody, 'password')} />
        </Form.Item>
        <Form.Item name="mobile" rules={zodFieldRules(registerTourBody, 'mobile')}>
          <Input data-testid="register-mobile" prefix={<MobileOutlined />} placeholder={t('register.mobile')} maxLength={maxLengthOf(registerTourBody, 'mobile')} inputMode="numeric" />
        </Form.Item>
        <CaptchaField
          captcha={captcha.captcha}
          onRefresh={() => void captcha.refresh()}
          rules={zodFieldRules(registerTourBody, 'code')}
          inputTestId="register-captcha-code"
          imageTestId="register-captcha"
        />
        <SmsCodeField
          rules={zodFieldRules(registerTourBody, 'phoneCode')}
          send={sendCode}
          inputTestId="register-phone-code"
          buttonTestId="register-send-code"
        />
        <Button data-testid="register-submit" type="primary" htmlType="submit" block loading={submitting}>
          {t('register.submit')}
        </Button>
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to="/login" data-testid="register-back">
            {t('register.haveAccount')}
          </Link>
        </div>
      </Form>
    </SignInFrame>
  );
}
