import { useRef, useState } from 'react';
import { Alert, DatePicker, Form, Input, InputNumber, Modal, Select, Switch, Tag, message } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MISCONDUCT_LEGAL_BASIS, misconductAddBody, misconductCategories, misconductDocumentBusiness, type MisconductDetail, maxLengthOf } from '@ccer/contracts';
import { useModalSubmit } from '../../../components/modal/useModalSubmit';
import BusinessDocuments from '../../../components/attachments/BusinessDocuments';
import { zodFieldRules } from '../../../forms/zod-rules';
import { messageLang } from '../../../message-lang';
import { DATE_FORMAT, pickerToday } from '../../../time/registry-time';
import { addRecord, fetchAccountHoldings, searchAccounts } from './misconduct-api';
import { NS } from './misconduct-shared';
import { positionKey, positionOption } from '../freezes/HolderPositionFields';
import { testIdProps } from '../../../components/test-id-props';

interface Values {
  custId: string;
  category: string;
  occurredOn: Dayjs;
  facts: string;
  legalBasis: string;
  restrict: boolean;
  cancel: boolean;
  cancellation?: { position?: string; quantity?: number };
  files?: Record<string, string[]>;
}


/**
 * 新增不良行为记录: the account (searched by name or number), the category, the date, the facts, the legal basis, the
 * evidence, and the measures — restrict the account, and a forced cancellation of a quantity of one of its projects
 * and vintages (reserved at once). Submitting starts the audit and opens the new record.
 */
export default function MisconductAddModal({ onDone, onClosed }: { onDone: (record: MisconductDetail) => void; onClosed: () => void }) {
  const { t } = useTranslation(NS);
  const [messageApi, holder] = message.useMessage();
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState('');
  const lang = messageLang();
  const accounts = useQuery({ queryKey: ['misconductAccounts', keyword], queryFn: () => searchAccounts(keyword) });
  const custId = Form.useWatch('custId', form);
  const cancel = Form.useWatch('cancel', form);
  const picked = Form.useWatch(['cancellation', 'position'], form);
  const holdings = useQuery({ queryKey: ['misconductHoldings', custId], queryFn: () => fetchAccountHoldings(custId!), enabled: Boolean(custId) });
  const position = holdings.data?.find((p) => positionKey(p) === picked);
  const done = useRef<MisconductDetail>(undefined);
  const { open, close, busy, submit } = useModalSubmit<Values>({
    form,
    messageApi,
    call: async (v) => {
      const [projectCode, vintage] = (v.cancellation?.position ?? '').split('|');
      done.current = await addRecord({
        custId: v.custId,
        category: v.category as keyof typeof misconductCategories,
        occurredOn: v.occurredOn.format(DATE_FORMAT),
        facts: v.facts.trim(),
        legalBasis: v.legalBasis.trim(),
        restrict: v.restrict,
        cancellation: v.cancel ? { projectCode, vintage: Number(vintage), quantity: v.cancellation!.quantity! } : null,
        fileIds: v.files ? Object.values(v.files).flat().filter(Boolean) : undefined,
      });
    },
    doneText: t('messages.added'),
    onDone: () => done.current && onDone(done.current),
  });
  const account = (a: { custName: string; custNo: string | null; restrictedBy: string | null }) => (
    <span>
      {a.custName}
      {a.custNo ? ` (${a.custNo})` : ''}
      {a.restrictedBy ? (
        <Tag color="red" style={{ marginInlineStart: 8 }}>
          {t('hints.restrictedBy', { recordNo: a.restrictedBy })}
        </Tag>
      ) : null}
    </span>
  );

  // a long form scrolls inside the modal (styles.body), its buttons always in view
  return (
    <Modal
      open={open}
      title={t('actions.add')}
      onOk={submit}
      okText={t('actions.submit')}
      confirmLoading={busy}
      onCancel={close}
      afterClose={onClosed}
      destroyOnHidden
      width={820}
      styles={{ body: { maxHeight: 'calc(100vh - 220px)', overflowY: 'auto', paddingInlineEnd: 8 } }}
      data-testid="misconduct-add-modal"
      okButtonProps={testIdProps('misconduct-submit')}
    >
      {holder}
      <Alert type="info" showIcon message={t('hints.add')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="horizontal" labelCol={{ flex: '180px' }} labelWrap initialValues={{ legalBasis: MISCONDUCT_LEGAL_BASIS, restrict: true, cancel: false }}>
        <Form.Item name="custId" label={t('fields.account')} rules={[{ required: true, message: t('validation.account') }]}>
          <Select
            showSearch
            filterOption={false}
            onSearch={setKeyword}
            loading={accounts.isFetching}
            placeholder={t('placeholders.account')}
            onChange={() => form.setFieldValue(['cancellation', 'position'], undefined)}
            options={(accounts.data ?? []).map((a) => ({ value: a.custId, label: account(a) }))}
            data-testid="misconduct-account"
          />
        </Form.Item>
        <Form.Item name="category" label={t('fields.category')} rules={zodFieldRules(misconductAddBody, 'category')}>
          <Select options={Object.entries(misconductCategories).map(([k, v]) => ({ value: k, label: v[lang] }))} placeholder={t('placeholders.category')} data-testid="misconduct-category" />
        </Form.Item>
        <Form.Item name="occurredOn" label={t('fields.occurredOn')} rules={[{ required: true, message: t('validation.occurredOn') }]}>
          <DatePicker style={{ width: 240 }} disabledDate={(d) => d.isAfter(pickerToday(), 'day')} data-testid="misconduct-occurredOn" />
        </Form.Item>
        <Form.Item name="facts" label={t('fields.facts')} rules={zodFieldRules(misconductAddBody, 'facts')}>
          <Input.TextArea rows={4} maxLength={maxLengthOf(misconductAddBody, 'facts')} showCount placeholder={t('placeholders.facts')} data-testid="misconduct-facts" />
        </Form.Item>
        <Form.Item name="legalBasis" label={t('fields.legalBasis')} rules={zodFieldRules(misconductAddBody, 'legalBasis')}>
          <Input maxLength={maxLengthOf(misconductAddBody, 'legalBasis')} data-testid="misconduct-legalBasis" />
        </Form.Item>
        <BusinessDocuments businessCode={misconductDocumentBusiness} />
        <Form.Item name="restrict" label={t('fields.restrict')} valuePropName="checked" extra={t('hints.restrict')}>
          <Switch data-testid="misconduct-restrict" />
        </Form.Item>
        <Form.Item name="cancel" label={t('fields.forcedCancellation')} valuePropName="checked" extra={t('hints.forcedCancellation')}>
          <Switch data-testid="misconduct-cancel" />
        </Form.Item>
        {cancel && (
          <>
            <Form.Item name={['cancellation', 'position']} label={t('fields.position')} rules={[{ required: true, message: t('validation.position') }]}>
              <Select
                disabled={!custId}
                loading={holdings.isFetching}
                placeholder={t('placeholders.position')}
                options={(holdings.data ?? []).map((p) => positionOption(p, t('fields.available')))}
                data-testid="misconduct-position"
              />
            </Form.Item>
            <Form.Item
              name={['cancellation', 'quantity']}
              label={t('fields.cancelQuantity')}
              dependencies={[['cancellation', 'position']]}
              extra={position ? t('hints.max', { quantity: position.available.toLocaleString() }) : undefined}
              rules={[
                { required: true, message: t('validation.quantity') },
                {
                  validator: async (_rule, value?: number) => {
                    if (position && typeof value === 'number' && value > position.available) throw new Error(t('hints.max', { quantity: position.available.toLocaleString() }));
                  },
                },
              ]}
            >
              <InputNumber min={1} precision={0} style={{ width: 240 }} addonAfter="t" data-testid="misconduct-quantity" />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
