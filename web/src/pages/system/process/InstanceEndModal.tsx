import { Alert, Button, Form, Input, Modal } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useTranslation } from 'react-i18next';
import { instanceEndBody, type InstanceRow } from '@ccer/contracts';
import { endInstance } from '../../../api/instances';
import { zodFieldRules } from '../../../forms/zod-rules';
import { useModalSubmit } from '../../../components/modal/useModalSubmit';

interface Props {
  row: InstanceRow;
  messageApi: MessageInstance;
  /** Ended, or refused because the list was stale: reload either way. */
  onChanged: () => void;
  onClosed: () => void;
}

/** 终止: the confirmation asks for the reason, which the engine keeps as the delete reason. */
export default function InstanceEndModal({ row, messageApi, onChanged, onClosed }: Props) {
  const { t } = useTranslation('process');
  const [form] = Form.useForm<{ reason: string }>();
  const { open, close, busy, submit } = useModalSubmit({
    form,
    messageApi,
    call: (v) => endInstance(row.id, v.reason.trim()),
    doneText: t('instance.end.done'),
    onDone: onChanged,
    onStale: onChanged,
  });

  return (
    <Modal
      open={open}
      title={`${t('instance.end.title')} · ${row.processName ?? row.processKey}`}
      onCancel={close}
      afterClose={onClosed}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={close} data-testid="end-cancel">
          {t('instance.end.cancel')}
        </Button>,
        <Button key="submit" type="primary" danger loading={busy} onClick={submit} data-testid="end-submit">
          {t('instance.end.submit')}
        </Button>,
      ]}
    >
      <Alert type="warning" showIcon title={t('instance.end.warning')} style={{ marginBottom: 16 }} />
      <Form form={form} name="instanceEnd" layout="vertical">
        <Form.Item name="reason" label={t('instance.end.reason')} rules={zodFieldRules(instanceEndBody, 'reason')}>
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 3, maxRows: 6 }} data-testid="end-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
