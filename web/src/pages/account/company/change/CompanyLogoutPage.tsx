import { useRef, useState } from 'react';
import { Form, Input, Modal, Tag, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { functionCodes as fc, type CompanyRow } from '@ccer/contracts';
import ListPage from '../../../../components/list-page/ListPage';
import { formatDateTime } from '../../../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../../../components/list-page/types';
import { companyApi } from '../../../../api/company-accounts';
import { companyChangeApi } from '../../../../api/company-changes';

/** 企业注销 (/account/company/logout, menu 102510): company accounts; 注销 (013) after a confirmation with the reason. */
export default function CompanyLogoutPage() {
  const { t } = useTranslation('companyChange');
  const [messageApi, holder] = message.useMessage();
  const list = useRef<ListPageHandle>(null);
  const [target, setTarget] = useState<CompanyRow>();
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  const confirm = async () => {
    const { reason } = await form.validateFields();
    setSaving(true);
    try {
      await companyChangeApi.logout(target!.custId, reason);
      void messageApi.success(t('logoutDone'));
      setTarget(undefined);
      form.resetFields();
      await list.current?.refresh();
    } finally {
      setSaving(false);
    }
  };

  const declaration: ListPageProps<CompanyRow> = {
    queryKey: 'company-logout',
    load: companyApi.list,
    rowKey: 'custId',
    searchFields: [
      { name: 'custName', label: 'companyChange:custName', kind: 'input' },
      { name: 'certificateNo', label: 'companyChange:certificateNo', kind: 'input' },
    ],
    columns: [
      { title: 'companyChange:custNo', dataIndex: 'custNo' },
      { title: 'companyChange:custName', dataIndex: 'custName' },
      { title: 'companyChange:certificateNo', dataIndex: 'certificateNo' },
      { title: 'companyChange:companyStatus', dataIndex: 'status', render: (v: string) => <Tag color={v === '1' ? 'success' : 'default'}>{t(`companyStatuses.${v}`, { defaultValue: v })}</Tag> },
      { title: 'companyChange:createdAt', dataIndex: 'createdAt', render: formatDateTime },
    ],
    rowOperations: [{ key: 'logout', label: 'companyChange:logout', func: fc.accountClose, danger: true, visible: (r) => r.status !== '2', onClick: (r) => setTarget(r) }],
  };

  return (
    <>
      {holder}
      <ListPage<CompanyRow> ref={list} {...declaration} />
      <Modal
        open={Boolean(target)}
        title={t('logoutTitle')}
        okText={t('logoutOk')}
        okButtonProps={{ danger: true, loading: saving }}
        onOk={() => void confirm()}
        onCancel={() => setTarget(undefined)}
        destroyOnHidden
      >
        <p>{t('logoutConfirm', { custName: target?.custName ?? '' })}</p>
        <Form form={form} layout="vertical">
          <Form.Item name="reason" label={t('logoutReason')} rules={[{ required: true, whitespace: true, message: t('logoutReasonRequired') }, { max: 500 }]}>
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
