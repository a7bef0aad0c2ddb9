import { Descriptions, Form, Input, Modal, Switch } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useTranslation } from 'react-i18next';
import { businessConfigEditBody, type BusinessConfigRow, type MessageChannel, maxLengthOf } from '@ccer/contracts';
import { saveBusinessConfig } from '../../../api/messaging';
import { zodFieldRules } from '../../../forms/zod-rules';
import { useModalSubmit } from '../../../components/modal/useModalSubmit';
import { testIdProps } from '../../../components/test-id-props';

interface Props {
  channel: MessageChannel;
  row: BusinessConfigRow;
  messageApi: MessageInstance;
  onSaved: () => void;
  onClosed: () => void;
}

interface Values {
  subject?: string | null;
  template: string;
  templateNo?: string | null;
  enabled: boolean;
}

/** Edits a business template and its enabled flag; the gateway refuses placeholders the business does not fill. */
export default function TemplateModal({ channel, row, messageApi, onSaved, onClosed }: Props) {
  const { t } = useTranslation('messaging');
  const [form] = Form.useForm<Values>();
  const { open, close, busy, submit } = useModalSubmit<Values>({
    form,
    messageApi,
    call: (v) => saveBusinessConfig(channel, { id: row.id, subject: v.subject ?? null, template: v.template, templateNo: v.templateNo || null, enabled: v.enabled }),
    doneText: t('template.saved'),
    onDone: onSaved,
    onStale: onSaved,
  });

  return (
    <Modal
      open={open}
      title={t('template.title')}
      onCancel={close}
      afterClose={onClosed}
      destroyOnHidden
      width={640}
      onOk={submit}
      confirmLoading={busy}
      okText={t('common.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={testIdProps('template-submit')}
    >
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('template.fields.business')}>{row.businessName}</Descriptions.Item>
        <Descriptions.Item label={t('template.fields.placeholders')}>{row.placeholders.map((p) => `{${p}}`).join('  ')}</Descriptions.Item>
      </Descriptions>
      <Form form={form} name={`${channel}Template`} layout="vertical" initialValues={{ subject: row.subject, template: row.template, templateNo: row.templateNo, enabled: row.enabled }}>
        {channel === 'email' && (
          <Form.Item name="subject" label={t('template.fields.subject')} rules={zodFieldRules(businessConfigEditBody, 'subject')}>
            <Input maxLength={maxLengthOf(businessConfigEditBody, 'subject')} />
          </Form.Item>
        )}
        <Form.Item name="template" label={t('template.fields.template')} rules={zodFieldRules(businessConfigEditBody, 'template')} extra={t(`template.hint.${channel}`)}>
          <Input.TextArea maxLength={maxLengthOf(businessConfigEditBody, 'template')} showCount rows={5} data-testid="template-text" />
        </Form.Item>
        <Form.Item name="templateNo" label={t('template.fields.templateNo')} rules={zodFieldRules(businessConfigEditBody, 'templateNo')} extra={t('template.templateNoHint')}>
          <Input maxLength={maxLengthOf(businessConfigEditBody, 'templateNo')} />
        </Form.Item>
        <Form.Item name="enabled" label={t('template.fields.enabled')} valuePropName="checked" extra={t(`template.enabledHint.${channel}`)}>
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
