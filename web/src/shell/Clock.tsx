import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/http';
import { startMinuteTicker } from './clock.ts';
import { formatRegistry } from '../time/registry-time.ts';
import { startServerClockSync } from '../time/server-clock.ts';
import { rememberServerOffset, serverNow } from '../time/server-offset.ts';

const SERVER_TIME_URL = '/api/common/datetime';

/**
 * The top bar's clock: the server's time in registry time (China), minutes only, so it re-renders
 * once a minute on the boundary. Until the server's time is known it shows 未获取到系统时间 (retried
 * every 30 s).
 */
export function Clock() {
  const { i18n, t } = useTranslation();
  const [synced, setSynced] = useState(false);
  const [failed, setFailed] = useState(false);
  // now on the server's clock (server-offset.ts), read again on every minute's boundary
  const [now, setNow] = useState(serverNow);

  useEffect(
    () =>
      startServerClockSync({
        fetchServerTime: async () => (await api.get<string>(SERVER_TIME_URL, { quiet: true })).dataInfo,
        onSynced: (ms) => {
          rememberServerOffset(ms);
          setSynced(true);
          setNow(serverNow());
        },
        onFailed: () => setFailed(true),
      }),
    [],
  );
  useEffect(() => (synced ? startMinuteTicker(() => setNow(serverNow()), serverNow) : undefined), [synced]);

  // useTranslation re-renders on a language switch, so the weekday name follows it
  const text = synced ? formatRegistry(now, 'YYYY-MM-DD HH:mm dddd') : failed ? t('shell.serverTimeMissing') : '';
  return (
    <span className="shell-clock" lang={i18n.language} data-testid="clock" data-synced={synced}>
      {text}
    </span>
  );
}
