import { Form, Input, Modal } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useTranslation } from 'react-i18next';
import { bindCustBody, maxLengthOf } from '@ccer/contracts';
import { companyChangeApi } from '../api/company-changes.ts';
import { useModalSubmit } from '../components/modal/useModalSubmit.ts';
import { zodFieldRules } from '../forms/zod-rules.ts';
import { testIdProps } from '../components/test-id-props';

interface Props {
  messageApi: MessageInstance;
  onBound: () => void;
  onClosed: () => void;
}

/** 绑定企业 (POST /api/enterpriseRepresentOperate/bindCust): a representative adds another opened company by its credit code. */
export default function BindCustomerModal({ messageApi, onBound, onClosed }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ certificateNo: string }>();
  const { open, close, busy, submit } = useModalSubmit({
    form,
    messageApi,
    call: (v) => companyChangeApi.bind(v.certificateNo),
    doneText: t('shell.bound'),
    onDone: onBound,
  });
  return (
    <Modal open={open} title={t('shell.bindCustomer')} onOk={() => void submit()} confirmLoading={busy} onCancel={close} afterClose={onClosed} okButtonProps={testIdProps('bind-customer-ok')}>
      <Form form={form} layout="vertical">
        <Form.Item name="certificateNo" label={t('shell.creditCode')} rules={zodFieldRules(bindCustBody, 'certificateNo')} extra={t('shell.bindHint')}>
          <Input maxLength={maxLengthOf(bindCustBody, 'certificateNo')} data-testid="bind-customer-code" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
