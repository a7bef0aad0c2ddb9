import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { functionCodes } from '@ccer/contracts';
import { useAccess } from '../../../access';
import { pickerToday } from '../../../time/registry-time.ts';
import { nextYearToInitialise, useCalendarMissing } from './next-year-calendar';

/**
 * Tells an administrator who may initialise the trade calendar (094) that a year deadlines are counted in has no
 * days: the current year (its working-day deadlines fall back to calendar days), or from October on the next one
 * (deadlines set now may fall in it). Nothing for anyone else, nothing once the year has its days, and nothing while
 * that year is the one on screen (`shownYear`, the calendar page), where its own 初始化 says it.
 */
export default function MissingCalendarAlert({ onOpen, shownYear }: { onOpen: (year: number) => void; shownYear?: number }) {
  const { t } = useTranslation('calendar');
  const canInitialise = useAccess().hasFunc(functionCodes.calendarManage);
  const today = pickerToday();
  const current = today.year();
  const next = nextYearToInitialise(today);
  const currentMissing = useCalendarMissing(current, canInitialise);
  const nextMissing = useCalendarMissing(next, canInitialise);
  const year = currentMissing ? current : nextMissing ? next : undefined;
  if (year === undefined || year === shownYear) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="next-year-calendar-alert"
      title={t('nextYearMissing', { year })}
      // the button under the text, not beside it: on a phone an action column leaves the text a third of the width
      description={
        <>
          <div>{year === current ? t('currentYearMissingHint') : t('nextYearMissingHint', { year })}</div>
          <Button size="small" style={{ marginTop: 8 }} onClick={() => onOpen(year)} data-testid="next-year-calendar-open">
            {t('nextYearOpen', { year })}
          </Button>
        </>
      }
    />
  );
}
