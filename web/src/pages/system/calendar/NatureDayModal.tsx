import { useState } from 'react';
import { Button, Form, Input, Modal, Radio } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useTranslation } from 'react-i18next';
import { dayNatureCodes, natureDayBody, type CalendarDay, type DayNature } from '@ccer/contracts';
import { ApiError } from '../../../api/http';
import { setNatureDay } from '../../../api/calendar';
import { applyServerErrors, zodFieldRules } from '../../../forms/zod-rules';

interface Props {
  day: CalendarDay;
  messageApi: MessageInstance;
  onSaved: () => void;
  onClosed: () => void;
}

/** Sets one day's nature (工作日 / 休息日 / 节假日) and remark; 未做任何修改！ comes from the gateway. */
export default function NatureDayModal({ day, messageApi, onSaved, onClosed }: Props) {
  const { t } = useTranslation('calendar');
  const [form] = Form.useForm<{ nature: DayNature; remark?: string }>();
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const v = await form.validateFields().catch(() => undefined);
    if (!v) return;
    setBusy(true);
    try {
      await setNatureDay({ date: day.calDate, nature: v.nature, remark: v.remark?.trim() ?? '' });
      void messageApi.success(t('edit.done'));
      onSaved();
      setOpen(false);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      if (applyServerErrors(form, e) === 0) void messageApi.error(e instanceof Error ? e.message : String(e), 3);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('edit.title', { date: day.calDate })}
      onCancel={() => setOpen(false)}
      afterClose={onClosed}
      footer={[
        <Button key="cancel" onClick={() => setOpen(false)}>
          {t('edit.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={busy} onClick={submit} data-testid="nature-submit">
          {t('edit.submit')}
        </Button>,
      ]}
    >
      <Form form={form} name="natureDay" layout="vertical" initialValues={{ nature: day.nature, remark: day.remark ?? '' }}>
        <Form.Item name="nature" label={t('edit.nature')} rules={zodFieldRules(natureDayBody, 'nature')}>
          <Radio.Group options={dayNatureCodes.map((c) => ({ value: c, label: t(`natures.${c}`) }))} data-testid="nature-radio" />
        </Form.Item>
        <Form.Item name="remark" label={t('edit.remark')} rules={zodFieldRules(natureDayBody, 'remark')}>
          <Input maxLength={200} showCount data-testid="nature-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
