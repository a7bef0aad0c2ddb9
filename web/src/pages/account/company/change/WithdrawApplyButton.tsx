import { useState } from 'react';
import { App, Button, Form, Input, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companyChangeApi } from '../../../../api/company-changes.ts';

/**
 * 撤销 of the applicant's own company account application while it awaits confirmation or audit
 * (PUT /api/openAccount/modify/status): a confirmation dialog with the reason; the process instance ends with it.
 */
export function WithdrawApplyButton({ applyId, status }: { applyId: string; status: string }) {
  const { t } = useTranslation('companyChange');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  if (status !== 'confirming' && status !== 'auditing') return null;

  const confirm = async () => {
    const { reason } = await form.validateFields();
    setSaving(true);
    try {
      await companyChangeApi.withdraw(applyId, reason);
      void message.success(t('withdrawDone'));
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['my-company-application'] });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button danger onClick={() => setOpen(true)} data-testid="company-withdraw" style={{ marginBottom: 16 }}>
        {t('withdraw')}
      </Button>
      <Modal open={open} title={t('withdrawTitle')} okText={t('withdrawOk')} okButtonProps={{ danger: true, loading: saving }} onOk={() => void confirm()} onCancel={() => setOpen(false)} destroyOnHidden>
        <p>{t('withdrawConfirm')}</p>
        <Form form={form} layout="vertical">
          <Form.Item name="reason" label={t('withdrawReason')} rules={[{ required: true, whitespace: true, message: t('withdrawReasonRequired') }, { max: 500 }]}>
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
