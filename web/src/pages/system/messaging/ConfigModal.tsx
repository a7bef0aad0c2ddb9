import { Flex, Form, Input, Modal, Select, Switch } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useTranslation } from 'react-i18next';
import { emailConfigAddBody, emailProviderKinds, maxLengthOf, smsConfigAddBody, smsProviderKinds, type MessageChannel } from '@ccer/contracts';
import { saveConfig, type ChannelConfigBody, type ChannelConfigRow } from '../../../api/messaging';
import { zodFieldRules } from '../../../forms/zod-rules';
import { useModalSubmit } from '../../../components/modal/useModalSubmit';
import { testIdProps } from '../../../components/test-id-props';

interface Props {
  channel: MessageChannel;
  /** Absent: a new configuration. */
  row?: ChannelConfigRow;
  messageApi: MessageInstance;
  onSaved: () => void;
  onClosed: () => void;
}

type Values = Record<string, unknown>;

/** Adds or modifies one provider account; the secret field is empty on modify and an empty one keeps the stored secret. */
export default function ConfigModal({ channel, row, messageApi, onSaved, onClosed }: Props) {
  const { t } = useTranslation('messaging');
  const [form] = Form.useForm<Values>();
  const schema = channel === 'sms' ? smsConfigAddBody : emailConfigAddBody;
  const provider = Form.useWatch('provider', form) as string | undefined;
  const { open, close, busy, submit } = useModalSubmit<Values>({
    form,
    messageApi,
    call: (v) => saveConfig(channel, { ...(v as ChannelConfigBody), ...(row ? { id: row.id } : {}) }),
    doneText: t(row ? 'config.saved' : 'config.added'),
    onDone: onSaved,
    onStale: onSaved,
  });
  const rules = (field: string) => zodFieldRules(schema, field);
  const max = (field: string) => maxLengthOf(schema, field);
  const secretField = channel === 'sms' ? 'secret' : 'password';
  const hasSecret = row ? ('secret' in row ? row.secret : 'password' in row ? row.password : null) !== null : false;
  const kinds = channel === 'sms' ? smsProviderKinds : emailProviderKinds;
  const initialValues: Values = row ? { ...row, [secretField]: '' } : { provider: kinds[0], tls: false };
  const item = (name: string, input: React.ReactNode, extra?: string) => (
    <Form.Item name={name} label={t(`config.fields.${name}`)} rules={rules(name)} extra={extra}>
      {input}
    </Form.Item>
  );

  return (
    <Modal
      open={open}
      title={t(row ? 'config.title.edit' : 'config.title.add')}
      onCancel={close}
      afterClose={onClosed}
      destroyOnHidden
      width={640}
      onOk={submit}
      confirmLoading={busy}
      okText={t('common.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={testIdProps('config-submit')}
    >
      <Form form={form} name={`${channel}Config`} layout="vertical" initialValues={initialValues}>
        {item('name', <Input maxLength={max('name')} data-testid="config-name" />)}
        {item('provider', <Select options={kinds.map((k) => ({ value: k, label: t(`provider.${k}`) }))} data-testid="config-provider" />)}
        {channel === 'sms' ? (
          <>
            {item('endpoint', <Input maxLength={max('endpoint')} placeholder="https://" data-testid="config-endpoint" />, provider === 'record' ? t('config.recordHint') : undefined)}
            {item('appKey', <Input maxLength={max('appKey')} data-testid="config-appKey" />)}
            {item('secret', <Input.Password maxLength={max('secret')} autoComplete="new-password" placeholder={hasSecret ? t('config.keepSecret') : ''} data-testid="config-secret" />)}
            {item('signName', <Input maxLength={max('signName')} data-testid="config-signName" />)}
          </>
        ) : (
          <>
            {item('smtpHost', <Input maxLength={max('smtpHost')} data-testid="config-smtpHost" />, provider === 'record' ? t('config.recordHint') : undefined)}
            {item('smtpPort', <Input inputMode="numeric" maxLength={5} data-testid="config-smtpPort" />)}
            <Form.Item name="tls" label={t('config.fields.tls')} valuePropName="checked" extra={t('config.tlsHint')}>
              <Switch />
            </Form.Item>
            {item('smtpUser', <Input maxLength={max('smtpUser')} autoComplete="off" data-testid="config-smtpUser" />)}
            {item('password', <Input.Password maxLength={max('password')} autoComplete="new-password" placeholder={hasSecret ? t('config.keepSecret') : ''} data-testid="config-password" />)}
            {item('sender', <Input maxLength={max('sender')} data-testid="config-sender" />)}
          </>
        )}
        <Flex gap={16}>
          <div style={{ flex: 1 }}>{item('dailyLimit', <Input inputMode="numeric" maxLength={9} placeholder={t('config.noLimit')} data-testid="config-dailyLimit" />)}</div>
          <div style={{ flex: 1 }}>{item('totalLimit', <Input inputMode="numeric" maxLength={9} placeholder={t('config.noLimit')} data-testid="config-totalLimit" />)}</div>
        </Flex>
        {item('remark', <Input.TextArea maxLength={max('remark')} showCount rows={2} />)}
      </Form>
    </Modal>
  );
}
