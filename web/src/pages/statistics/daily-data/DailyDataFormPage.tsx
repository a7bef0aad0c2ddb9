import { useEffect, useState } from 'react';
import { Alert, Button, Card, DatePicker, Form, Input, InputNumber, Space, Spin, message } from 'antd';
import type { Dayjs } from 'dayjs';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dailyDataAddBody, dailyFigureKeys, dailyFigures, translate, type DailyFigureKey, maxLengthOf } from '@ccer/contracts';
import { messageLang } from '../../../message-lang';
import { ApiError } from '../../../api/http';
import { applyServerErrors, zodFieldRules } from '../../../forms/zod-rules';
import { useListRefresh } from '../../../components/list-page/query-keys';
import { tabsStore } from '../../../shell/tabs-store';
import { useUnsavedGuard } from '../../../shell/useUnsavedGuard';
import { DATE_FORMAT, pickerDate, pickerToday } from '../../../time/registry-time';
import { addDay, editDay, fetchDay } from './daily-api';
import { NS, dailyPaths } from './daily-shared';

type Values = Record<DailyFigureKey, number> & { reportDate: Dayjs; remark?: string };

/**
 * 新增 / 修改 日报数据 (/statistical-report/dailyData/add, /edit?id=; 109): the date (China day, not after today) and
 * the day's figures; the server refuses a date that has its record already (on 日期) and a stale edit.
 */
export default function DailyDataFormPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const mode = pathname.endsWith('/edit') ? 'edit' : 'add';
  const [form] = Form.useForm<Values>();
  const [messageApi, holder] = message.useMessage();
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const refreshList = useListRefresh('statisticsDailyData');
  const queryClient = useQueryClient();
  const day = useQuery({ queryKey: ['dailyData', id], queryFn: () => fetchDay(id!), enabled: mode === 'edit' && !!id });

  useEffect(() => {
    if (!day.data) return;
    const { reportDate, remark, ...rest } = day.data;
    form.setFieldsValue({ ...Object.fromEntries(dailyFigureKeys.map((k) => [k, rest[k]])), reportDate: pickerDate(reportDate), remark: remark ?? '' } as Values);
  }, [day.data, form]);

  const save = async () => {
    const v = await form.validateFields().catch(() => undefined);
    if (!v) return;
    const body = { ...Object.fromEntries(dailyFigureKeys.map((k) => [k, v[k] ?? 0])), reportDate: v.reportDate.format(DATE_FORMAT), remark: v.remark?.trim() || undefined } as Parameters<typeof addDay>[0];
    setSaving(true);
    try {
      if (mode === 'add') await addDay(body);
      else await editDay({ ...body, id: id!, version: day.data!.version });
      void messageApi.success(t(mode === 'add' ? 'messages.added' : 'messages.edited'));
      await Promise.all([refreshList(), queryClient.invalidateQueries({ queryKey: ['dailyData', id] })]);
      guard.release();
      tabsStore.close(pathname, pathname);
      navigate(dailyPaths.list);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      applyServerErrors(form, e);
      void messageApi.error(e instanceof Error ? e.message : String(e), 3);
    } finally {
      setSaving(false);
    }
  };

  if (mode === 'edit' && (!id || day.isError)) return <Alert type="error" message={t('messages.notFound')} />;
  if (day.isLoading) return <Spin />;

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {holder}
      <Card title={t(`title.${mode}`)} extra={<Button onClick={() => guard.confirmLeave(() => navigate(dailyPaths.list))}>{t('actions.back')}</Button>}>
        <Alert type="info" showIcon message={t('hints.form')} style={{ marginBottom: 16 }} />
        <Form<Values>
          form={form}
          layout="horizontal"
          labelCol={{ flex: '220px' }}
          labelWrap
          initialValues={Object.fromEntries(dailyFigureKeys.map((k) => [k, 0]))}
          onValuesChange={() => setDirty(true)}
        >
          <Form.Item name="reportDate" label={t('fields.reportDate')} rules={[{ required: true, message: translate('zRequired:@reportDate', messageLang()) }]}>
            <DatePicker style={{ width: 220 }} disabledDate={(d) => d.isAfter(pickerToday(), 'day')} data-testid="daily-reportDate" />
          </Form.Item>
          {dailyFigureKeys.map((k) => (
            <Form.Item key={k} name={k} label={t(`fields.${k}`)} rules={zodFieldRules(dailyDataAddBody, k)} required>
              <InputNumber min={0} precision={0} style={{ width: 220 }} addonAfter={dailyFigures[k].unit === 't' ? 't' : undefined} data-testid={`daily-${k}`} />
            </Form.Item>
          ))}
          <Form.Item name="remark" label={t('fields.remark')} rules={zodFieldRules(dailyDataAddBody, 'remark')}>
            <Input.TextArea rows={2} maxLength={maxLengthOf(dailyDataAddBody, 'remark')} showCount data-testid="daily-remark" />
          </Form.Item>
          <Form.Item label=" " colon={false}>
            <Button type="primary" loading={saving} onClick={() => void save()} data-testid="daily-save">
              {t('actions.save')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
    </Space>
  );
}
