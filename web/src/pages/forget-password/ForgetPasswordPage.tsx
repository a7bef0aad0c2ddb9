import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, App, Button, Card, Form, Input, Tooltip } from 'antd';
import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { forgetPasswordBody, type ForgetPasswordBody } from '@ccer/contracts/sms';
import { translate } from '@ccer/contracts/messages';
import { sessionApi } from '../../api/session.ts';
import { smsApi } from '../../api/sms.ts';
import { SmsCodeButton } from '../../components/sms/SmsCodeButton.tsx';
import { applyServerErrors, zodFieldRules } from '../../forms/zod-rules.ts';
import { messageLang } from '../../message-lang.ts';
import { LanguageSwitch } from '../../shell/LanguageSwitch.tsx';
import '../login/login.css';

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
    // the image code is needed for sending only, so it is checked here rather than on submit
    form.setFields([{ name: 'code', errors: code ? [] : [translate('required', messageLang())] }]);
    try {
      await form.validateFields(['loginName', 'mobile']);
    } catch {
      return undefined;
    }
    if (!code) return undefined;
    const { loginName, mobile } = form.getFieldsValue(['loginName', 'mobile']);
    try {
      return (await smsApi.forgetPasswordCode({ loginName, mobile, code, captchaId: captcha?.captchaId ?? '' })).dataInfo;
    } catch (e) {
      if (applyServerErrors(form, e)) return undefined;
      throw e;
    } finally {
      // an image code is single use
      form.setFieldValue('code', '');
      void refreshCaptcha();
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
    <div className="login-page">
      <div className="login-lang">
        <LanguageSwitch />
      </div>
      <Card className="login-card">
        <h1 className="login-title">{t('common:app.title')}</h1>
        <h2 className="login-subtitle">{t('forget.title')}</h2>
        {error && <Alert type="error" showIcon title={error} className="login-error" data-testid="forget-error" />}
        <Form form={form} name="forget-password" size="large" onFinish={submit} autoComplete="off">
          <Form.Item name="loginName" rules={zodFieldRules(forgetPasswordBody, 'loginName')}>
            <Input data-testid="forget-login-name" prefix={<UserOutlined />} placeholder={t('forget.loginName')} autoComplete="username" maxLength={64} />
          </Form.Item>
          <Form.Item name="mobile" rules={zodFieldRules(forgetPasswordBody, 'mobile')}>
            <Input data-testid="forget-mobile" prefix={<MobileOutlined />} placeholder={t('forget.mobile')} maxLength={11} inputMode="numeric" />
          </Form.Item>
          <Form.Item required>
            <div className="login-code-row">
              <Form.Item name="code" noStyle>
                <Input data-testid="forget-captcha-code" prefix={<SafetyOutlined />} placeholder={t('common:login.code')} maxLength={8} />
              </Form.Item>
              <Tooltip title={t('common:login.refreshCaptcha')}>
                <button type="button" className="login-captcha" data-testid="forget-captcha" onClick={() => void refreshCaptcha()}>
                  {captcha && <img alt={t('common:login.captcha')} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.image)}`} />}
                </button>
              </Tooltip>
            </div>
          </Form.Item>
          <Form.Item required>
            <div className="login-code-row">
              <Form.Item name="phoneCode" noStyle rules={zodFieldRules(forgetPasswordBody, 'phoneCode')}>
                <Input data-testid="forget-phone-code" prefix={<SafetyOutlined />} placeholder={t('code.placeholder')} maxLength={6} inputMode="numeric" />
              </Form.Item>
              <SmsCodeButton send={sendCode} testId="forget-send-code" />
            </div>
          </Form.Item>
          <Form.Item name="newPassword" rules={zodFieldRules(forgetPasswordBody, 'newPassword')}>
            <Input.Password data-testid="forget-new-password" prefix={<LockOutlined />} placeholder={t('forget.newPassword')} autoComplete="new-password" maxLength={16} />
          </Form.Item>
          <Form.Item name="confirmPassword" dependencies={['newPassword']} rules={zodFieldRules(forgetPasswordBody, 'confirmPassword')}>
            <Input.Password data-testid="forget-confirm-password" prefix={<LockOutlined />} placeholder={t('forget.confirmPassword')} autoComplete="new-password" maxLength={16} />
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
      </Card>
    </div>
  );
}
