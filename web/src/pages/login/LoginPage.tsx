import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { loginBody } from '@ccer/contracts/session';
import { phoneCodeForm } from '@ccer/contracts/sms';
import { translate } from '@ccer/contracts/messages';
import { sessionApi } from '../../api/session.ts';
import { smsApi } from '../../api/sms.ts';
import { CaptchaField } from '../../components/captcha/CaptchaField.tsx';
import { useCaptcha } from '../../components/captcha/useCaptcha.ts';
import { SmsCodeField } from '../../components/sms/SmsCodeField.tsx';
import { applyServerErrors, zodFieldRules } from '../../forms/zod-rules.ts';
import { messageLang } from '../../message-lang.ts';
import { clearSession, getToken, setToken, VERIFICATION_FAILED } from '../../session/session-store.ts';
import { safeRedirect } from '../../session/redirect.ts';
import './login.css';
import { SignInFrame } from '../../components/sign-in/SignInFrame.tsx';

interface LoginValues {
  loginName: string;
  password: string;
  code: string;
  /** The SMS second factor's code, when the server asks for one (GET /api/login/options). */
  phoneCode?: string;
}

/** Sign-in with captcha (spec §2.1, §4, §7.1): the token goes to localStorage `token`. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<LoginValues>();
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const redirect = safeRedirect(params.get('redirect'));
  const [smsSecondFactor, setSmsSecondFactor] = useState(false);

  const captcha = useCaptcha(form, setError, !getToken());
  useEffect(() => {
    if (!getToken()) smsApi.loginOptions().then((r) => setSmsSecondFactor(r.dataInfo.smsSecondFactor), () => undefined);
  }, []);

  // SMS second factor: the password and image code are checked before a code is sent; the image code is then used up
  const sendLoginCode = async () => {
    setError(undefined);
    try {
      await form.validateFields(['loginName', 'password', 'code']);
    } catch {
      return undefined;
    }
    const { loginName, password, code } = form.getFieldsValue(['loginName', 'password', 'code']);
    try {
      return (await smsApi.loginCode({ loginName, password, code, captchaId: captcha.captchaId })).dataInfo;
    } catch (e) {
      if (applyServerErrors(form, e)) return undefined;
      throw e;
    } finally {
      captcha.renew();
    }
  };

  // already signed in: the guard takes it from there
  if (getToken() && !submitting) return <Navigate to={redirect} replace />;

  const submit = async (values: LoginValues) => {
    setError(undefined);
    setSubmitting(true);
    try {
      clearSession();
      const res = await sessionApi.login({ ...values, captchaId: captcha.captchaId });
      if (res.flag !== 1 || !res.dataInfo?.token) throw new Error(VERIFICATION_FAILED);
      setToken(res.dataInfo.token);
      navigate(redirect, { replace: true });
    } catch (e) {
      if (!applyServerErrors(form, e)) setError(translate((e as Error).message, messageLang()));
      // a captcha is single use: every failed attempt needs a new one
      captcha.renew();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <SignInFrame subtitle={t('login.title')} form={form} error={error} errorTestId="login-error">
      <Form form={form} name="login" size="large" onFinish={submit} autoComplete="off">
        <Form.Item name="loginName" rules={zodFieldRules(loginBody, 'loginName')}>
          <Input id="login-name" data-testid="login-name" prefix={<UserOutlined />} placeholder={t('login.loginName')} autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" rules={zodFieldRules(loginBody, 'password')}>
          <Input.Password
            id="login-password"
            data-testid="login-password"
            prefix={<LockOutlined />}
            placeholder={t('login.password')}
            autoComplete="current-password"
          />
        </Form.Item>
        <CaptchaField
          captcha={captcha.captcha}
          onRefresh={() => void captcha.refresh()}
          rules={zodFieldRules(loginBody, 'code')}
          inputId="login-code"
          inputTestId="login-code"
          imageTestId="login-captcha"
        />
        {smsSecondFactor && (
          <SmsCodeField
            rules={zodFieldRules(phoneCodeForm, 'phoneCode')}
            send={sendLoginCode}
            inputTestId="login-phone-code"
            buttonTestId="login-send-code"
            extra={t('sms:login.secondFactorHint')}
          />
        )}
        <Button id="login-submit" data-testid="login-submit" type="primary" htmlType="submit" block loading={submitting}>
          {t('login.submit')}
        </Button>
        <div className="login-links">
          <Link to="/forgetPassword" data-testid="login-forget-password">
            {t('sms:forget.link')}
          </Link>
        </div>
      </Form>
    </SignInFrame>
  );
}
