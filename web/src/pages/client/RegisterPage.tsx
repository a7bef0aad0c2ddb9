import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Card, Form, Input, Tooltip } from 'antd';
import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { registerTourBody, type RegisterTourBody } from '@ccer/contracts/registration';
import { translate } from '@ccer/contracts/messages';
import { sessionApi } from '../../api/session.ts';
import { smsApi } from '../../api/sms.ts';
import { registrationApi } from '../../api/registration.ts';
import { SmsCodeButton } from '../../components/sms/SmsCodeButton.tsx';
import { applyServerErrors, zodFieldRules } from '../../forms/zod-rules.ts';
import { messageLang } from '../../message-lang.ts';
import { clearSession, setToken } from '../../session/session-store.ts';
import { LanguageSwitch } from '../../shell/LanguageSwitch.tsx';
import '../login/login.css';

/**
 * Visitor registration (accounts spec §2.1 /client/register, §7.2 registerTour): login name, password twice, the
 * mobile with its SMS code (the image code guards the sending), and a fresh image code for the registration
 * itself. The new visitor is signed in and goes on to choose the kind of account to open.
 */
export default function RegisterPage() {
  const { t } = useTranslation(['registration', 'sms', 'common']);
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterTourBody>();
  const [captcha, setCaptcha] = useState<{ captchaId: string; image: string }>();
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const refreshCaptcha = useCallback(async () => {
    try {
      setCaptcha((await sessionApi.captcha()).dataInfo);
    } catch (e) {
      setError((e as Error).message);
    }
  }, []);
  useEffect(() => void refreshCaptcha(), [refreshCaptcha]);

  const sendCode = async () => {
    setError(undefined);
    const code = String(form.getFieldValue('code') ?? '').trim();
    form.setFields([{ name: 'code', errors: code ? [] : [translate('required', messageLang())] }]);
    try {
      await form.validateFields(['mobile']);
    } catch {
      return undefined;
    }
    if (!code) return undefined;
    try {
      return (await smsApi.registerCode({ mobile: form.getFieldValue('mobile'), code, captchaId: captcha?.captchaId ?? '' })).dataInfo;
    } catch (e) {
      if (applyServerErrors(form, e)) return undefined;
      throw e;
    } finally {
      // an image code is single use: registering needs the next one
      form.setFieldValue('code', '');
      void refreshCaptcha();
    }
  };

  const submit = async (values: RegisterTourBody) => {
    setError(undefined);
    setSubmitting(true);
    try {
      clearSession();
      const res = await registrationApi.registerTour({ ...values, captchaId: captcha?.captchaId ?? '' });
      setToken(res.dataInfo.token);
      navigate('/client/identityType', { replace: true });
    } catch (e) {
      if (!applyServerErrors(form, e)) setError(translate((e as Error).message, messageLang()));
      form.setFieldValue('code', '');
      void refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="login-page">
      <div className="login-lang">
        <LanguageSwitch />
      </div>
      <Card className="login-card">
        <h1 className="login-title">{t('common:app.title')}</h1>
        <h2 className="login-subtitle">{t('register.title')}</h2>
        {error && <Alert type="error" showIcon title={error} className="login-error" data-testid="register-error" />}
        <Form form={form} name="register" size="large" onFinish={submit} autoComplete="off">
          <Form.Item name="loginName" rules={zodFieldRules(registerTourBody, 'loginName')} extra={t('register.loginNameHint')}>
            <Input data-testid="register-login-name" prefix={<UserOutlined />} placeholder={t('register.loginName')} autoComplete="username" maxLength={18} />
          </Form.Item>
          <Form.Item name="password" rules={zodFieldRules(registerTourBody, 'password')}>
            <Input.Password data-testid="register-password" prefix={<LockOutlined />} placeholder={t('register.password')} autoComplete="new-password" maxLength={16} />
          </Form.Item>
          <Form.Item name="confirmPassword" dependencies={['password']} rules={zodFieldRules(registerTourBody, 'confirmPassword')}>
            <Input.Password data-testid="register-confirm-password" prefix={<LockOutlined />} placeholder={t('register.confirmPassword')} autoComplete="new-password" maxLength={16} />
          </Form.Item>
          <Form.Item name="mobile" rules={zodFieldRules(registerTourBody, 'mobile')}>
            <Input data-testid="register-mobile" prefix={<MobileOutlined />} placeholder={t('register.mobile')} maxLength={11} inputMode="numeric" />
          </Form.Item>
          <Form.Item required>
            <div className="login-code-row">
              <Form.Item name="code" noStyle rules={zodFieldRules(registerTourBody, 'code')}>
                <Input data-testid="register-captcha-code" prefix={<SafetyOutlined />} placeholder={t('common:login.code')} maxLength={8} />
              </Form.Item>
              <Tooltip title={t('common:login.refreshCaptcha')}>
                <button type="button" className="login-captcha" data-testid="register-captcha" onClick={() => void refreshCaptcha()}>
                  {captcha && <img alt={t('common:login.captcha')} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.image)}`} />}
                </button>
              </Tooltip>
            </div>
          </Form.Item>
          <Form.Item required>
            <div className="login-code-row">
              <Form.Item name="phoneCode" noStyle rules={zodFieldRules(registerTourBody, 'phoneCode')}>
                <Input data-testid="register-phone-code" prefix={<SafetyOutlined />} placeholder={t('sms:code.placeholder')} maxLength={6} inputMode="numeric" />
              </Form.Item>
              <SmsCodeButton send={sendCode} testId="register-send-code" />
            </div>
          </Form.Item>
          <Button data-testid="register-submit" type="primary" htmlType="submit" block loading={submitting}>
            {t('register.submit')}
          </Button>
          <div style={{ marginTop: 16, textAlign: 'center' }}>
            <Link to="/login" data-testid="register-back">
              {t('register.haveAccount')}
            </Link>
          </div>
        </Form>
      </Card>
    </div>
  );
}
