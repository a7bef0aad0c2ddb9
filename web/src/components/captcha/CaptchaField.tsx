import { Form, Input, Tooltip } from 'antd';
import type { Rule } from 'antd/es/form';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Captcha } from './useCaptcha.ts';

interface Props {
  captcha: Captcha | undefined;
  onRefresh: () => void;
  /** Rules of the `code` field; none where the code guards sending an SMS only (checked on sending). */
  rules?: Rule[];
  inputId?: string;
  inputTestId: string;
  imageTestId: string;
}

/** The image code row (field `code`): the input and the image, which loads a new one when clicked. */
export function CaptchaField({ captcha, onRefresh, rules, inputId, inputTestId, imageTestId }: Props) {
  const { t } = useTranslation('common');
  return (
    <Form.Item required>
      <div className="login-code-row">
        <Form.Item name="code" noStyle rules={rules}>
          <Input id={inputId} data-testid={inputTestId} prefix={<SafetyOutlined />} placeholder={t('login.code')} maxLength={8} />
        </Form.Item>
        <Tooltip title={t('login.refreshCaptcha')}>
          <button type="button" className="login-captcha" data-testid={imageTestId} onClick={onRefresh}>
            {captcha && <img alt={t('login.captcha')} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.image)}`} />}
          </button>
        </Tooltip>
      </div>
    </Form.Item>
  );
}
