import { Alert, Descriptions, Form, Input, InputNumber, Modal, Table, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { issueApplyBody, maxLengthOf, type IssueReadyRow } from '@ccer/contracts';
import { useModalSubmit } from '../../../components/modal/useModalSubmit';
import { applyIssue } from '../../../api/ccer-issuance';

interface Values {
  vintages: Array<{ year?: number; quantity: number | null } | undefined>;
  remark?: string;
}

/** 签发: one line per vintage with its quantity (at most what the vintage has left), sent for a second operator's confirmation. */
export default function IssueApplyModal({ row, onDone, onClosed }: { row: IssueReadyRow; onDone: () => void; onClosed: () => void }) {
  const { t } = useTranslation('ccerIssuance');
  const [messageApi, holder] = message.useMessage();
  const [form] = Form.useForm<Values>();
  const open = row.vintages.filter((v) => v.remaining > 0);
  const { open: visible, close, busy, submit } = useModalSubmit<Values>({
    form,
    messageApi,
    call: (v) =>
      applyIssue({
        certifiedInfoId: row.id,
        // the year is the line's (only the quantity is a field)
        vintages: (v.vintages ?? []).map((x, i) => ({ year: open[i].year, quantity: Number(x?.quantity ?? 0) })).filter((x) => x.quantity > 0),
        remark: v.remark?.trim() || undefined,
      }),
    doneText: t('applied'),
    onDone,
    onStale: onDone,
  });
  return (
    <Modal open={visible} title={`${t('actions.issue')}：${row.projectName}`} onOk={submit} okText={t('actions.submit')} confirmLoading={busy} onCancel={close} afterClose={onClosed} destroyOnHidden width={720} data-testid="issue-apply-modal">
      {holder}
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'no', label: t('fields.registrationNo'), children: row.registrationNo },
          { key: 'code', label: t('fields.projectCode'), children: row.projectCode ?? '-' },
          { key: 'owner', label: t('fields.owner'), children: row.owner ?? '-' },
          { key: 'left', label: t('fields.remainingNum'), children: row.remainingNum.toLocaleString() },
        ]}
      />
      <Alert type="info" showIcon style={{ margin: '12px 0' }} message={t('applyHint')} />
      <Form form={form} layout="vertical" initialValues={{ vintages: open.map((v) => ({ year: v.year, quantity: v.remaining })) }}>
        <Form.List name="vintages">
          {(fields) => (
            <Table
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={fields.map((f) => ({ ...f, balance: open[f.name] }))}
              columns={[
                { title: t('fields.vintage'), render: (_, f) => f.balance.year },
                { title: t('fields.registered'), render: (_, f) => f.balance.registered.toLocaleString() },
                { title: t('fields.issued'), render: (_, f) => f.balance.issued.toLocaleString() },
                { title: t('fields.pending'), render: (_, f) => f.balance.pending.toLocaleString() },
                {
                  title: t('fields.quantity'),
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'quantity']} style={{ margin: 0 }} rules={[{ type: 'number', min: 1, max: f.balance.remaining, message: t('quantityRange', { max: f.balance.remaining.toLocaleString() }) }]}>
                      <InputNumber min={0} max={f.balance.remaining} precision={0} style={{ width: 160 }} data-testid={`issue-quantity-${f.balance.year}`} />
                    </Form.Item>
                  ),
                },
              ]}
            />
          )}
        </Form.List>
        <Form.Item name="remark" label={t('fields.remark')} style={{ marginTop: 12 }}>
          <Input.TextArea rows={2} maxLength={maxLengthOf(issueApplyBody, 'remark')} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
