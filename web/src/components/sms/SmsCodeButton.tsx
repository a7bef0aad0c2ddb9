import { useEffect, useState } from 'react';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SmsSent } from '@ccer/contracts/sms';
import { ApiError } from '../../api/http.ts';
import { secondsLeft, waitFromMessage } from './countdown.ts';

export interface SmsCodeButtonProps {
  /**
   * Sends the code. Return undefined when nothing was sent and the caller already said why (a form field
   * left empty, a field error placed on the form); a thrown error is shown as a toast.
   */
  send: () => Promise<SmsSent | undefined>;
  disabled?: boolean;
  testId?: string;
}

/**
 * The 获取验证码 button of every SMS code field: it counts down the server's resend interval after a send
 * (and after a refusal that names a wait), and says where the code went.
 */
export function SmsCodeButton({ send, disabled, testId = 'sms-code-send' }: SmsCodeButtonProps) {
  const { t } = useTranslation('sms');
  const { message } = App.useApp();
  const [until, setUntil] = useState<number>();
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  const left = secondsLeft(until, now);

  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= until) {
        setUntil(undefined);
        clearInterval(timer);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const startCountdown = (seconds: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  };

  const onClick = async () => {
    setSending(true);
    try {
      const sent = await send();
      if (!sent) return;
      setSentOnce(true);
      startCountdown(sent.resendAfterSeconds);
      void message.success(sent.mobile ? t('code.sent', { mobile: sent.mobile }) : t('code.sentNoMobile'));
    } catch (e) {
      const text = e instanceof Error ? e.message : String(e);
      const wait = e instanceof ApiError && e.status === 429 ? waitFromMessage(text) : undefined;
      if (wait) startCountdown(wait);
      void message.error(text, 3);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button data-testid={testId} onClick={() => void onClick()} loading={sending} disabled={disabled || left > 0} style={{ minWidth: 128 }}>
      {left > 0 ? t('code.countdown', { seconds: left }) : t(sentOnce ? 'code.resend' : 'code.send')}
    </Button>
  );
}
