import { Alert, Form, InputNumber, Modal, Select, Skeleton, Typography, message } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_EXPERT_DRAW, MAX_EXPERTS_PER_ROUND, appointExpertRandomBody, setExpertFeeBody, type AppointApplyRow } from '@ccer/contracts';
import { useExpertArea } from './expert-area';
import { useModalSubmit } from '../../../components/modal/useModalSubmit';
import { zodFieldRules } from '../../../forms/zod-rules';

export interface ExpertModalProps {
  row: AppointApplyRow;
  onDone: () => void;
  onClosed: () => void;
}

/** The operations of the appointment page, one modal each: 随机抽取, 指定专家, 设置费用. */

/** 随机抽取: how many experts to draw (1–9, default 3); the draw is recorded. */
export function DrawModal({ row, onDone, onClosed }: ExpertModalProps) {
  const { t } = useTranslation('experts');
  const { drawExperts } = useExpertArea().calls;
  const [messageApi, holder] = message.useMessage();
  const [form] = Form.useForm<{ id: string; count: number }>();
  const { open, close, busy, submit } = useModalSubmit({ form, messageApi, call: (v) => drawExperts(row.id, v.count), doneText: t('done.draw'), onDone });
  return (
    <Modal open={open} title={t('draw.title', { name: row.projectName })} onCancel={close} afterClose={onClosed} onOk={submit} confirmLoading={busy} destroyOnHidden data-testid="expert-draw-modal">
      {holder}
      <Typography.Paragraph type="secondary">{t('draw.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ id: row.id, count: DEFAULT_EXPERT_DRAW }}>
        <Form.Item name="count" label={t('fields.count')} rules={zodFieldRules(appointExpertRandomBody, 'count')}>
          <InputNumber min={1} max={MAX_EXPERTS_PER_ROUND} precision={0} style={{ width: 160 }} data-testid="expert-draw-count" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 指定专家: the field's experts; those who may not be proposed show why and cannot be chosen. */
export function NameModal({ row, onDone, onClosed }: ExpertModalProps) {
  const { t } = useTranslation('experts');
  const { fetchExpertCandidates, nameExperts } = useExpertArea().calls;
  const [messageApi, holder] = message.useMessage();
  const [form] = Form.useForm<{ expertIds: string[] }>();
  const candidates = useQuery({ queryKey: ['expertCandidates', row.id], queryFn: () => fetchExpertCandidates(row.id) });
  const { open, close, busy, submit } = useModalSubmit({ form, messageApi, call: (v) => nameExperts(row.id, v.expertIds), doneText: t('done.name'), onDone });
  const options = (candidates.data ?? []).map((c) => ({
    value: c.expertId,
    disabled: c.reason !== null,
    label: `${c.expertName ?? c.loginName}${c.workUnit ? `（${c.workUnit}）` : ''}${c.reasonName ? ` - ${c.reasonName}` : ''}`,
  }));
  return (
    <Modal open={open} title={t('name.title', { name: row.projectName })} onCancel={close} afterClose={onClosed} onOk={submit} confirmLoading={busy} destroyOnHidden data-testid="expert-name-modal">
      {holder}
      <Typography.Paragraph type="secondary">{t('name.hint')}</Typography.Paragraph>
      {candidates.error ? (
        <Alert type="error" showIcon message={(candidates.error as Error).message} />
      ) : (
        <Form form={form} layout="vertical">
          <Form.Item name="expertIds" label={t('fields.expertIds')} rules={[{ required: true, message: t('name.placeholder') }]}>
            <Select mode="multiple" loading={candidates.isLoading} options={options} placeholder={t('name.placeholder')} maxCount={MAX_EXPERTS_PER_ROUND} optionFilterProp="label" style={{ width: '100%' }} data-testid="expert-name-select" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

/** 设置费用: one expert of the current round and the fee (0 or more, two decimals). */
export function FeeModal({ row, onDone, onClosed }: ExpertModalProps) {
  const { t } = useTranslation('experts');
  const { fetchAppointInfo, setExpertFee } = useExpertArea().calls;
  const [messageApi, holder] = message.useMessage();
  const [form] = Form.useForm<{ id: string; expertId: string; fee: number }>();
  const info = useQuery({ queryKey: ['appointInfo', row.id], queryFn: () => fetchAppointInfo(row.id) });
  const experts = (info.data?.experts ?? []).filter((e) => e.round === info.data?.round);
  const { open, close, busy, submit } = useModalSubmit({ form, messageApi, call: (v) => setExpertFee(row.id, v.expertId, v.fee), doneText: t('done.fee'), onDone });
  return (
    <Modal open={open} title={t('fee.title', { name: row.projectName })} onCancel={close} afterClose={onClosed} onOk={submit} confirmLoading={busy} destroyOnHidden data-testid="expert-fee-modal">
      {holder}
      {info.isLoading ? (
        <Skeleton active />
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ id: row.id }}
          onValuesChange={(changed: { expertId?: string }) => {
            const chosen = experts.find((e) => e.expertId === changed.expertId);
            if (chosen) form.setFieldValue('fee', chosen.fee ?? undefined);
          }}
        >
          <Form.Item name="expertId" label={t('fee.expert')} rules={zodFieldRules(setExpertFeeBody, 'expertId')}>
            <Select options={experts.map((e) => ({ value: e.expertId, label: `${e.expertName ?? e.loginName}（${e.statusName}）` }))} data-testid="expert-fee-expert" />
          </Form.Item>
          <Form.Item name="fee" label={t('fields.fee')} rules={zodFieldRules(setExpertFeeBody, 'fee')}>
            <InputNumber min={0} precision={2} style={{ width: 200 }} data-testid="expert-fee-amount" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
