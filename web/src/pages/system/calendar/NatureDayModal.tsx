import { Form, Input, Modal, Radio } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useTranslation } from 'react-i18next';
import { dayNatureCodes, natureDayBody, type CalendarDay, type DayNature, maxLengthOf } from '@ccer/contracts';
import { setNatureDay } from '../../../api/calendar';
import { zodFieldRules } from '../../../forms/zod-rules';
import { useModalSubmit } from '../../../components/modal/useModalSubmit';
import { testIdProps } from '../../../components/test-id-props';

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
  const { open, close, busy, submit } = useModalSubmit({
    form,
    messageApi,
    call: (v) => setNatureDay({ date: day.calDate, nature: v.nature, remark: v.remark?.trim() ?? '' }),
    doneText: t('edit.done'),
    onDone: onSaved,
  });

  return (
    <Modal
      open={open}
      title={t('edit.title', { date: day.calDate })}
      onCancel={close}
      afterClose={onClosed}
      onOk={submit}
      confirmLoading={busy}
      okText={t('edit.submit')}
      cancelText={t('edit.cancel')}
      okButtonProps={testIdProps('nature-submit')}
    >
      <Form form={form} name="natureDay" layout="vertical" initialValues={{ nature: day.nature, remark: day.remark ?? '' }}>
        <Form.Item name="nature" label={t('edit.nature')} rules={zodFieldRules(natureDayBody, 'nature')}>
          <Radio.Group options={dayNatureCodes.map((c) => ({ value: c, label: t(`natures.${c}`) }))} data-testid="nature-radio" />
        </Form.Item>
        <Form.Item name="remark" label={t('edit.remark')} rules={zodFieldRules(natureDayBody, 'remark')}>
          <Input maxLength={maxLengthOf(natureDayBody, 'remark')} showCount data-testid="nature-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
