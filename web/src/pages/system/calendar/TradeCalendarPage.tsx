import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, App, Button, Calendar, Card, Flex, Select, Space, Spin, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { pickerToday } from '../../../time/registry-time.ts';
import { CALENDAR_MAX_YEAR, CALENDAR_MIN_YEAR, dayNatureCodes, functionCodes, type CalendarDay, type DayNature } from '@ccer/contracts';
import { ApiError } from '../../../api/http';
import { fetchCalendarYear, initCalendarYear } from '../../../api/calendar';
import { useAccess } from '../../../access';
import NatureDayModal from './NatureDayModal';
import MissingCalendarAlert from './MissingCalendarAlert';

/** Colours of the kinds of day: working days quiet, rest days grey-green, holidays red. */
export const natureColors: Record<DayNature, string> = { '1': 'blue', '2': 'green', '3': 'red' };

/** Years offered in the select: a few around the current one, inside what the gateway accepts. */
function yearOptions(current: number): number[] {
  const years: number[] = [];
  for (let y = Math.max(CALENDAR_MIN_YEAR, current - 5); y <= Math.min(CALENDAR_MAX_YEAR, current + 5); y++) years.push(y);
  return years;
}

/**
 * 交易日历 (/system/tradeDate, menu 4005): each day's nature in a month calendar. A year that is not
 * initialised shows 处理失败, 请先初始化当前年度！ with 初始化 (094); with 094 a click on a day sets its
 * nature and remark. Working-day deadlines (publicity audit, timers) are counted on this calendar. A missing current
 * year, and from October a missing next year, is announced (MissingCalendarAlert) with a way to open it.
 */
export default function TradeCalendarPage() {
  const { t } = useTranslation('calendar');
  const { message, modal } = App.useApp();
  const { hasFunc } = useAccess();
  const canManage = hasFunc(functionCodes.calendarManage);
  const queryClient = useQueryClient();
  // ?year= opens that year's January (the home page's notice of a missing next year leads here)
  const askedYear = Number(useSearchParams()[0].get('year'));
  const [value, setValue] = useState<Dayjs>(() => (askedYear >= CALENDAR_MIN_YEAR && askedYear <= CALENDAR_MAX_YEAR ? pickerToday().year(askedYear).month(0).date(1) : pickerToday()));
  const [editing, setEditing] = useState<CalendarDay>();
  const year = value.year();

  const q = useQuery({ queryKey: ['tradeCalendar', year], queryFn: () => fetchCalendarYear(year), retry: false });
  const days = new Map((q.data ?? []).map((d) => [d.calDate, d]));
  // the gateway answers 400 for a year without days; any other failure is shown as it is
  const notInitialised = q.error instanceof ApiError && q.error.status === 400;
  const reload = () => queryClient.invalidateQueries({ queryKey: ['tradeCalendar', year] });

  const confirmInit = () =>
    modal.confirm({
      title: t('initConfirmTitle', { year }),
      content: t('initConfirmContent'),
      onOk: async () => {
        const r = await initCalendarYear(year);
        void message.success(r.created > 0 ? t('initDone', { created: r.created }) : t('initNothing'));
        await reload();
      },
    });

  const header = ({ value: shown, onChange }: { value: Dayjs; onChange: (d: Dayjs) => void }) => (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ padding: '8px 0' }}>
      <Space>
        <Select
          aria-label={t('year')}
          data-testid="calendar-year"
          value={shown.year()}
          style={{ width: 110 }}
          options={yearOptions(pickerToday().year()).map((y) => ({ value: y, label: t('yearOption', { year: y }) }))}
          onChange={(y: number) => onChange(shown.year(y))}
        />
        <Select
          aria-label={t('month')}
          data-testid="calendar-month"
          value={shown.month()}
          style={{ width: 100 }}
          options={Array.from({ length: 12 }, (_, m) => ({ value: m, label: dayjs().startOf('year').month(m).format('MMM') }))}
          onChange={(m: number) => onChange(shown.month(m))}
        />
      </Space>
      <Space size={4}>
        <Typography.Text type="secondary">{t('legend')}:</Typography.Text>
        {dayNatureCodes.map((c) => (
          <Tag key={c} color={natureColors[c]}>
            {t(`natures.${c}`)}
          </Tag>
        ))}
      </Space>
    </Flex>
  );

  const dateCell = (current: Dayjs) => {
    const day = days.get(current.format('YYYY-MM-DD'));
    if (!day) return null;
    return (
      <div data-testid={`calendar-day-${day.calDate}`} data-nature={day.nature}>
        <Tag color={natureColors[day.nature]}>{t(`natures.${day.nature}`)}</Tag>
        {day.remark && (
          <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
            {day.remark}
          </Typography.Text>
        )}
      </div>
    );
  };

  return (
    <Card title={t('title')}>
      <MissingCalendarAlert shownYear={year} onOpen={(y) => setValue(value.year(y).month(0).date(1))} />
      {notInitialised && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={(q.error as ApiError).message || t('notInitialised')}
          action={
            canManage && (
              <Button type="primary" onClick={confirmInit} data-testid="calendar-init">
                {t('init')}
              </Button>
            )
          }
        />
      )}
      {q.error && !notInitialised && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={q.error instanceof Error ? q.error.message : t('loadFailed')} />}
      <Spin spinning={q.isFetching}>
        <Calendar
          value={value}
          mode="month"
          headerRender={header}
          onPanelChange={(d) => setValue(d)}
          onSelect={(d, info) => {
            setValue(d);
            // only a click on a day of the shown year edits it; changing the year or month does not
            const day = days.get(d.format('YYYY-MM-DD'));
            if (info.source === 'date' && canManage && day) setEditing(day);
          }}
          cellRender={(current, info) => (info.type === 'date' ? dateCell(current) : info.originNode)}
        />
      </Spin>
      {editing && (
        <NatureDayModal key={editing.calDate} day={editing} messageApi={message} onSaved={() => void reload()} onClosed={() => setEditing(undefined)} />
      )}
    </Card>
  );
}
