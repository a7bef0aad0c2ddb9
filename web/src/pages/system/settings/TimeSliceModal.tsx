import { Form, Input, Modal, Radio, Select } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useTranslation } from 'react-i18next';
import { sliceAddBody, sliceBusinessTypes, sliceStatuses, SLICE_NAME_MAX, SLICE_REMARK_MAX, type SliceAddBody, type SliceRow } from '@ccer/contracts';
import { addSlice, modifySlice } from '../../../api/settings';
import { zodFieldRules } from '../../../forms/zod-rules';
import { useModalSubmit } from '../../../components/modal/useModalSubmit';
import { testIdProps } from '../../../components/test-id-props';

interface Props {
  /** The period being edited; absent: a new one. */
  slice?: SliceRow;
  messageApi: MessageInstance;
  onSaved: () => void;
  onClosed: () => void;
}

type Values = Required<Pick<SliceAddBody, 'sliceName' | 'startTime' | 'endTime' | 'businessType' | 'status'>> & { remark?: string };

/** Adds or edits a trading period; an overlap within the business type comes back from the gateway on both times. */
export default function TimeSliceModal({ slice, messageApi, onSaved, onClosed }: Props) {
  const { t } = useTranslation('settings');
  const [form] = Form.useForm<Values>();
  const { open, close, busy, submit } = useModalSubmit<Values>({
    form,
    messageApi,
    call: (v) => {
      const body = { ...v, remark: v.remark?.trim() ?? '' };
      return slice ? modifySlice({ ...body, sliceNo: slice.sliceNo }) : addSlice(body);
    },
    doneText: t(slice ? 'slice.saved' : 'slice.added'),
    onDone: onSaved,
    onStale: onSaved,
  });
  const rules = (field: keyof Values) => zodFieldRules(sliceAddBody, field);

  return (
    <Modal
      open={open}
      title={t(slice ? 'slice.title.edit' : 'slice.title.add')}
      onCancel={close}
      afterClose={onClosed}
      destroyOnHidden
      onOk={submit}
      confirmLoading={busy}
      okText={t('common.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={testIdProps('slice-submit')}
    >
      <Form
        form={form}
        name="timeSlice"
        layout="vertical"
        initialValues={
          slice
            ? { sliceName: slice.sliceName, startTime: slice.startTime, endTime: slice.endTime, businessType: slice.businessType, status: slice.status, remark: slice.remark ?? '' }
            : { businessType: '1', status: '1' }
        }
      >
        <Form.Item name="sliceName" label={t('slice.fields.sliceName')} rules={rules('sliceName')}>
          <Input maxLength={SLICE_NAME_MAX} data-testid="slice-name" />
        </Form.Item>
        <Form.Item name="businessType" label={t('slice.fields.businessType')} rules={rules('businessType')}>
          <Select options={sliceBusinessTypes.map((c) => ({ value: c, label: t(`slice.businessTypes.${c}`) }))} data-testid="slice-business-type" />
        </Form.Item>
        <Form.Item name="startTime" label={t('slice.fields.startTime')} rules={rules('startTime')}>
          <Input placeholder="HH:mm" maxLength={5} data-testid="slice-start" />
        </Form.Item>
        <Form.Item name="endTime" label={t('slice.fields.endTime')} rules={rules('endTime')} dependencies={['startTime']}>
          <Input placeholder="HH:mm" maxLength={5} data-testid="slice-end" />
        </Form.Item>
        <Form.Item name="status" label={t('slice.fields.status')} rules={rules('status')}>
          <Radio.Group options={sliceStatuses.map((c) => ({ value: c, label: t(`slice.statuses.${c}`) }))} />
        </Form.Item>
        <Form.Item name="remark" label={t('slice.fields.remark')} rules={rules('remark')}>
          <Input.TextArea maxLength={SLICE_REMARK_MAX} showCount rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
