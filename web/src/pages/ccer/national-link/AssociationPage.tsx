import { useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Form, Input, Modal, Space, Spin, Tag, message } from 'antd';
import { LinkOutlined, DisconnectOutlined } from '@ant-design/icons';
import { functionCodes as fc, nationalBindBody, nationalBindingStatusCodes, nationalUnbindBody, type NationalBindBody, type NationalBindingRow, maxLengthOf } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import type { ListPageHandle, ListPageProps } from '../../../components/list-page/types';
import { formatDateTime } from '../../../components/list-page/format';
import { useModalSubmit } from '../../../components/modal/useModalSubmit';
import ReasonDialog from '../../../components/modal/ReasonDialog';
import { zodFieldRules } from '../../../forms/zod-rules';
import { usePermission } from '../../../access';
import { useActsForCompany } from '../../../session/acts-for-company';
import { bindNationalAccount, fetchBindings, fetchOwnBinding, OWN_BINDING_KEY, unbindNationalAccount } from '../../../api/national-binding';

const NS = 'nationalLink';
const statusColor = (s: string) => (s === 'bound' ? 'green' : 'default');
const dash = (v: string | null | undefined) => v || '-';

/**
 * 账户绑定 (/ccer/abutment/association, menu 2210): a company's representative sees and changes the company's binding
 * to its national carbon market account (103); the registry lists every company's (102).
 */
export default function AssociationPage() {
  const actsForCompany = useActsForCompany();
  const mayBind = usePermission(fc.accountBinding);
  return actsForCompany && mayBind ? <OwnBinding /> : <BindingList />;
}

function OwnBinding() {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const q = useQuery({ queryKey: OWN_BINDING_KEY, queryFn: fetchOwnBinding });
  const earlier = useRef<ListPageHandle>(null);
  const [modal, setModal] = useState<'bind' | 'unbind' | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: OWN_BINDING_KEY });
    void earlier.current?.refresh();
  };
  if (q.isPending) return <Spin />;
  if (q.isError) return <Alert type="error" showIcon message={q.error.message} />;
  const { custName, eligible, current } = q.data;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type="info" showIcon message={t('intro')} />
      {!eligible && <Alert type="warning" showIcon message={t('notKeyEmitter')} data-testid="binding-not-eligible" />}
      <Card
        title={t('current')}
        extra={
          current ? (
            <Button danger icon={<DisconnectOutlined />} onClick={() => setModal('unbind')} data-testid="binding-unbind">
              {t('actions.unbind')}
            </Button>
          ) : eligible ? (
            <Button type="primary" icon={<LinkOutlined />} onClick={() => setModal('bind')} data-testid="binding-bind">
              {t('actions.bind')}
            </Button>
          ) : null
        }
      >
        {current ? (
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, md: 2 }}
            data-testid="binding-current"
            items={[
              { key: 'no', label: t('fields.nationalAccountNo'), children: current.nationalAccountNo },
              { key: 'name', label: t('fields.emitterName'), children: current.emitterName },
              { key: 'status', label: t('fields.status'), children: <Tag color="green">{current.statusName}</Tag> },
              { key: 'by', label: t('fields.boundBy'), children: dash(current.boundByName) },
              { key: 'at', label: t('fields.boundAt'), children: formatDateTime(current.boundAt) },
            ]}
          />
        ) : (
          <Empty description={t('none')} />
        )}
      </Card>
      <Card title={t('history')} data-testid="binding-history">
        <EarlierBindings ref={earlier} />
      </Card>
      {modal === 'bind' && <BindModal emitterName={custName ?? ''} onDone={refresh} onClosed={() => setModal(null)} />}
      {modal === 'unbind' && current && <UnbindModal row={current} onDone={refresh} onClosed={() => setModal(null)} />}
    </Space>
  );
}

/** The company's earlier bindings, newest first, a page at a time (the list route keeps a company to its own). */
function EarlierBindings({ ref }: { ref: Ref<ListPageHandle> }) {
  const declaration: ListPageProps<NationalBindingRow> = {
    queryKey: 'nationalBinding-earlier',
    load: (params) => fetchBindings({ ...params, status: 'unbound' }),
    rowKey: 'id',
    columns: [
      { title: `${NS}:fields.nationalAccountNo`, dataIndex: 'nationalAccountNo', width: 180, mobile: true },
      { title: `${NS}:fields.emitterName`, dataIndex: 'emitterName', width: 220 },
      { title: `${NS}:fields.boundAt`, dataIndex: 'boundAt', width: 170, render: formatDateTime },
      { title: `${NS}:fields.unboundAt`, dataIndex: 'unboundAt', width: 170, mobile: true, render: (v: string | null) => (v ? formatDateTime(v) : '-') },
      { title: `${NS}:fields.unboundBy`, dataIndex: 'unboundByName', width: 120 },
      { title: `${NS}:fields.unbindReason`, dataIndex: 'unbindReason', ellipsis: true, width: 200 },
    ],
  };
  return <ListPage<NationalBindingRow> {...declaration} ref={ref} />;
}

/** 绑定: the national registry's account number and the entity's name there (the company's name to start from). */
function BindModal({ emitterName, onDone, onClosed }: { emitterName: string; onDone: () => void; onClosed: () => void }) {
  const { t } = useTranslation(NS);
  const [messageApi, holder] = message.useMessage();
  const [form] = Form.useForm<NationalBindBody>();
  const { open, close, busy, submit } = useModalSubmit<NationalBindBody>({ form, messageApi, call: bindNationalAccount, doneText: t('messages.bound'), onDone, onStale: onDone });
  return (
    <Modal open={open} title={t('actions.bind')} onOk={submit} confirmLoading={busy} onCancel={close} afterClose={onClosed} destroyOnHidden data-testid="binding-bind-modal">
      {holder}
      <Form form={form} layout="vertical" initialValues={{ emitterName }}>
        <Form.Item name="nationalAccountNo" label={t('fields.nationalAccountNo')} required rules={zodFieldRules(nationalBindBody, 'nationalAccountNo')} extra={t('hints.nationalAccountNo')}>
          <Input maxLength={maxLengthOf(nationalBindBody, 'nationalAccountNo')} data-testid="binding-account-no" />
        </Form.Item>
        <Form.Item name="emitterName" label={t('fields.emitterName')} required rules={zodFieldRules(nationalBindBody, 'emitterName')}>
          <Input maxLength={maxLengthOf(nationalBindBody, 'emitterName')} data-testid="binding-emitter-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 解除绑定: with the reason kept beside the record. */
function UnbindModal({ row, onDone, onClosed }: { row: NationalBindingRow; onDone: () => void; onClosed: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <ReasonDialog
      title={t('actions.unbind')}
      label={t('fields.unbindReason')}
      body={nationalUnbindBody}
      notice={{ type: 'warning', text: t('hints.unbind', { no: row.nationalAccountNo }) }}
      danger
      call={unbindNationalAccount}
      doneText={t('messages.unbound')}
      onDone={onDone}
      onStale={onDone}
      onClosed={onClosed}
      testIds={{ modal: 'binding-unbind-modal', input: 'binding-unbind-reason' }}
    />
  );
}

/** The registry's view: every company's bindings, newest first. */
function BindingList() {
  const { t } = useTranslation(NS);
  const declaration: ListPageProps<NationalBindingRow> = {
    queryKey: 'nationalBinding-list',
    load: fetchBindings,
    rowKey: 'id',
    searchFields: [
      { name: 'custName', label: `${NS}:fields.custName`, kind: 'input' },
      { name: 'nationalAccountNo', label: `${NS}:fields.nationalAccountNo`, kind: 'input' },
      { name: 'status', label: `${NS}:fields.status`, kind: 'select', options: nationalBindingStatusCodes.map((s) => ({ value: s, label: t(`status.${s}`) })) },
    ],
    columns: [
      { title: `${NS}:fields.custName`, dataIndex: 'custName', width: 220, mobile: true },
      { title: `${NS}:fields.custNo`, dataIndex: 'custNo', width: 140 },
      { title: `${NS}:fields.nationalAccountNo`, dataIndex: 'nationalAccountNo', width: 180, mobile: true },
      { title: `${NS}:fields.emitterName`, dataIndex: 'emitterName', width: 220 },
      { title: `${NS}:fields.status`, dataIndex: 'status', width: 100, mobile: true, render: (v: string, r: NationalBindingRow) => <Tag color={statusColor(v)}>{r.statusName}</Tag> },
      { title: `${NS}:fields.boundAt`, dataIndex: 'boundAt', width: 170, render: formatDateTime },
      { title: `${NS}:fields.unboundAt`, dataIndex: 'unboundAt', width: 170, render: (v: string | null) => (v ? formatDateTime(v) : '-') },
      { title: `${NS}:fields.unbindReason`, dataIndex: 'unbindReason', ellipsis: true, width: 200 },
    ],
  };
  return <ListPage<NationalBindingRow> {...declaration} />;
}
