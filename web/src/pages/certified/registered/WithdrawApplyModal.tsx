import { useState } from 'react';
import { Alert, Form, Input, Modal, Select, message } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { certifiedCancelApplyBody, certifiedDocumentBusinesses, type CertifiedInfoRow } from '@ccer/contracts';
import { applyWithdrawal, fetchCertifiedInfoList } from '../../../api/certified-registered';
import { useModalSubmit } from '../../../components/modal/useModalSubmit';
import { zodFieldRules } from '../../../forms/zod-rules';
import BusinessDocuments from '../../../components/attachments/BusinessDocuments';
import { useSession } from '../../../session/session-store';

interface Props {
  /** The registered reductions, when asked for from their row; otherwise the modal offers the caller's active ones. */
  reduction?: CertifiedInfoRow;
  onDone: () => void;
  onClosed: () => void;
}

type Values = { certifiedInfoId: string; reason: string; files?: Record<string, string[]> };

/**
 * 申请撤回 (核证减排量撤回): registered reductions, the reason and, for an owner, the withdrawal material (R06, business
 * certifiedWithdraw of the electronic document settings); the registry may start one without it.
 */
export default function WithdrawApplyModal({ reduction, onDone, onClosed }: Props) {
  const { t } = useTranslation('certifiedRegistered');
  const [messageApi, holder] = message.useMessage();
  const [form] = Form.useForm<Values>();
  const owner = Boolean(useSession().user?.custName);
  const [search, setSearch] = useState('');
  // the caller's registered reductions that may still be withdrawn, by project name, a page at a time
  const choices = useQuery({
    queryKey: ['registeredCertifiedChoices', search],
    queryFn: () => fetchCertifiedInfoList({ projectName: search || undefined, cancelFlag: '0', pageNumber: 1, pageSize: 20 }),
    enabled: !reduction,
  });
  const { open, close, busy, submit } = useModalSubmit<Values>({
    form,
    messageApi,
    call: (v) => applyWithdrawal({ certifiedInfoId: v.certifiedInfoId, reason: v.reason.trim(), fileIds: v.files ? Object.values(v.files).flat() : undefined }),
    doneText: t('done'),
    onDone,
    onStale: onDone,
  });
  return (
    <Modal
      open={open}
      title={reduction ? `${t('withdraw.title')}：${reduction.registrationNo}` : t('withdraw.title')}
      onOk={submit}
      confirmLoading={busy}
      onCancel={close}
      afterClose={onClosed}
      destroyOnHidden
      width={640}
      data-testid="withdraw-apply-modal"
    >
      {holder}
      <Alert type="warning" showIcon message={t('withdraw.warning')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" initialValues={{ certifiedInfoId: reduction?.id }}>
        <Form.Item name="certifiedInfoId" label={t('fields.reduction')} hidden={!!reduction} rules={zodFieldRules(certifiedCancelApplyBody, 'certifiedInfoId')}>
          <Select
            showSearch
            filterOption={false}
            onSearch={setSearch}
            loading={choices.isFetching}
            placeholder={t('withdraw.pick')}
            options={(choices.data?.rows ?? []).filter((r) => !r.withdrawPending).map((r) => ({ value: r.id, label: `${r.registrationNo} ${r.projectName}` }))}
            data-testid="withdraw-reduction-select"
          />
        </Form.Item>
        <Form.Item name="reason" label={t('fields.reason')} required rules={zodFieldRules(certifiedCancelApplyBody, 'reason')}>
          <Input.TextArea rows={4} maxLength={2000} showCount data-testid="withdraw-reason" />
        </Form.Item>
        {owner && <BusinessDocuments businessCode={certifiedDocumentBusinesses.withdraw} />}
      </Form>
    </Modal>
  );
}
