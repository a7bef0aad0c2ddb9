import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SmsCodeButton, type SmsCodeButtonProps } from './SmsCodeButton.tsx';

interface Props {
  rules: Rule[];
  send: SmsCodeButtonProps['send'];
  inputTestId: string;
  buttonTestId: string;
  extra?: ReactNode;
}

/** The SMS code row (field `phoneCode`): the input and the send button with its countdown. */
export function SmsCodeField({ rules, send, inputTestId, buttonTestId, extra }: Props) {
  const { t } = useTranslation('sms');
  return (
    <Form.Item required extra={extra}>
      <div className="login-code-row">
        <Form.Item name="phoneCode" noStyle rules={rules}>
          <Input data-testid={inputTestId} prefix={<SafetyOutlined />} placeholder={t('code.placeholder')} maxLength={6} inputMode="numeric" />
        </Form.Item>
        <SmsCodeButton send={send} testId={buttonTestId} />
      </div>
    </Form.Item>
  );
}
