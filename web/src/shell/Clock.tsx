import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { startMinuteTicker } from './clock.ts';

/** The top bar's clock: minutes only, so it re-renders once a minute on the boundary. */
export function Clock() {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => startMinuteTicker(() => setNow(Date.now())), []);
  // useTranslation re-renders on a language switch, so the weekday name follows it
  return (
    <span className="shell-clock" lang={i18n.language} data-testid="clock">
      {dayjs(now).format('YYYY-MM-DD HH:mm dddd')}
    </span>
  );
}
