import type { MessageInstance } from 'antd/es/message/interface';
import { useTranslation } from 'react-i18next';
import type { MessageChannel } from '@ccer/contracts';
import { resend } from '../../../api/messaging';

/** Resends a record through the current provider and says how it went (a failure carries the provider's error). */
export function useResend(channel: MessageChannel, messageApi: MessageInstance, refresh: () => Promise<unknown> | undefined) {
  const { t } = useTranslation('messaging');
  return async (id: string) => {
    const result = await resend(channel, id);
    if (result.status === '1') void messageApi.success(t('record.resent'));
    else void messageApi.error(t('record.resendFailed', { error: result.error ?? '' }), 5);
    await refresh();
  };
}
