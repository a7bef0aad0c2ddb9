import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountStatusBody, maxLengthOf, type AccountStatusAction } from '@ccer/contracts';

/** Asks for the opinion of an open / reject / disable / enable action and runs it. */
export function StatusActionModal({
  action,
  onRun,
  onClose,
}: {
  action: AccountStatusAction | undefined;
  onRun: (action: AccountStatusAction, opinion: string | undefined) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('registration');
  const [opinion, setOpinion] = useState('');
  const [running, setRunning] = useState(false);
  return (
    <Modal
      open={!!action}
      title={action ? t(`actions.${action}`) : ''}
      confirmLoading={running}
      destroyOnHidden
      onCancel={onClose}
      onOk={async () => {
        if (!action) return;
        setRunning(true);
        try {
          await onRun(action, opinion.trim() || undefined);
          setOpinion('');
          onClose();
        } finally {
          setRunning(false);
        }
      }}
    >
      <Form layout="vertical">
        <Form.Item label={t('actions.opinion')}>
          <Input.TextArea rows={3} maxLength={maxLengthOf(accountStatusBody, 'opinion')} value={opinion} onChange={(e) => setOpinion(e.target.value)} data-testid="status-opinion" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
