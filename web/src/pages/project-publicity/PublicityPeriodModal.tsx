import { DatePicker, Descriptions, Form, Input, Modal, Typography, message } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { publicityPauseBody, type ModifyPublicityPeriodBody, type PublicityPauseBody, type PublicityPeriod, maxLengthOf } from '@ccer/contracts';
import { translate } from '@ccer/contracts/messages';
import { messageLang } from '../../message-lang';
import { modifyPublicityPeriod, pausePublicity } from '../../api/project-publicity';
import { useModalSubmit } from '../../components/modal/useModalSubmit';
import { zodFieldRules } from '../../forms/zod-rules';
import { DATE_FORMAT, pickerToday } from '../../time/registry-time';
import { testIdProps } from '../../components/test-id-props';

export type PeriodAction = 'modify' | 'pause' | 'resume';

/** What the modal needs of an application in publicity (a project's or a reduction application's row). */
export interface PublicityRow {
  id: string;
  projectName: string;
  publicityEndDate: string | null;
  publicityRemainingDays: number | null;
}

/** The area's calls (the project's by default). */
export interface PeriodCalls {
  modify: (body: ModifyPublicityPeriodBody) => Promise<PublicityPeriod>;
  pause: (body: PublicityPauseBody) => Promise<PublicityPeriod>;
}

interface Props {
  row: PublicityRow;
  action: PeriodAction;
  calls?: PeriodCalls;
  onDone: () => void;
  onClosed: () => void;
}

type Values = { publicityEndDate?: Dayjs; reason?: string };

/**
 * The registry's publicity changes (079): a new last day (after today, registry time), or pause / resume with the
 * reason. The server counts the working days; a resume shows how many come back.
 */
export default function PublicityPeriodModal({ row, action, calls = { modify: modifyPublicityPeriod, pause: pausePublicity }, onDone, onClosed }: Props) {
  const { t } = useTranslation('publicity');
  const [messageApi, holder] = message.useMessage();
  const [form] = Form.useForm<Values>();
  const { open, close, busy, submit } = useModalSubmit<Values>({
    form,
    messageApi,
    call: (v) =>
      action === 'modify'
        ? calls.modify({ id: row.id, publicityEndDate: v.publicityEndDate!.format(DATE_FORMAT) })
        : calls.pause({ id: row.id, action, reason: v.reason ?? '' }),
    doneText: t('manage.done'),
    onDone,
    onStale: onDone,
  });
  const title = t(`manage.${action}Title`, { name: row.projectName });

  return (
    <Modal open={open} title={title} onCancel={close} afterClose={onClosed} onOk={submit} confirmLoading={busy} destroyOnHidden okButtonProps={testIdProps('period-ok')}>
      {holder}
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }} items={[{ key: 'end', label: t('manage.currentEndDate'), children: row.publicityEndDate ?? '-' }]} />
      {action === 'resume' && <Typography.Paragraph type="secondary">{t('manage.resumeHint', { days: row.publicityRemainingDays ?? 0 })}</Typography.Paragraph>}
      <Form form={form} layout="vertical">
        {action === 'modify' ? (
          <Form.Item name="publicityEndDate" label={t('manage.newEndDate')} rules={[{ required: true, message: translate('required', messageLang()) }]}>
            <DatePicker style={{ width: '100%' }} disabledDate={(d) => !d.isAfter(pickerToday(), 'day')} data-testid="period-date" />
          </Form.Item>
        ) : (
          <Form.Item name="reason" label={t('manage.reason')} rules={zodFieldRules(publicityPauseBody, 'reason')} required>
            <Input.TextArea rows={3} maxLength={maxLengthOf(publicityPauseBody, 'reason')} showCount data-testid="period-reason" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

