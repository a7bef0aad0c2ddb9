import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Switch, Table, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { columnSaveBody, functionCodes as fc, type ColumnRow, maxLengthOf } from '@ccer/contracts';
import { usePermission } from '../../access';
import { zodFieldRules } from '../../forms/zod-rules';
import { useModalSubmit } from '../../components/modal/useModalSubmit';
import { messageLang } from '../../message-lang';
import { formatDateTime } from '../../time/registry-time';
import { fetchColumns, removeColumn, saveColumn } from './information-api';
import { NS } from './information-shared';
import { testIdProps } from '../../components/test-id-props';

type TreeRow = ColumnRow & { children?: TreeRow[] };

/** The flat list as a two-level tree, in the server's order. */
const toTree = (rows: readonly ColumnRow[]): TreeRow[] => {
  const roots: TreeRow[] = rows.filter((r) => r.parentId === null).map((r) => ({ ...r }));
  for (const root of roots) {
    const kids = rows.filter((r) => r.parentId === root.id);
    if (kids.length) root.children = kids.map((k) => ({ ...k }));
  }
  return roots;
};

interface Editing {
  row?: ColumnRow;
  parentId: number | null;
}

/**
 * /information/column (5001, 023): the portal's columns as an ordered two-level tree — add a column or a sub-column,
 * edit, show or hide at once, remove (refused while it holds releases or sub-columns).
 */
export default function ColumnPage() {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const lang = messageLang();
  const canManage = usePermission(fc.columnManage);
  const queryClient = useQueryClient();
  const columns = useQuery({ queryKey: ['infoColumns'], queryFn: fetchColumns });
  const [editing, setEditing] = useState<Editing | null>(null);
  const tree = useMemo(() => toTree(columns.data ?? []), [columns.data]);
  const reload = () => queryClient.invalidateQueries({ queryKey: ['infoColumns'] });
  const nameOf = (r: ColumnRow) => (lang === 'en' ? r.nameEn : r.nameZh);

  const toggle = async (r: ColumnRow, visible: boolean) => {
    try {
      await saveColumn({ id: r.id, version: r.version, parentId: r.parentId, code: r.code, nameZh: r.nameZh, nameEn: r.nameEn, sort: r.sort, visible });
      void message.success(t(visible ? 'column.shown' : 'column.hidden'));
    } catch (e) {
      void message.error(e instanceof Error ? e.message : String(e), 3);
    }
    await reload();
  };

  const table: TableColumnsType<TreeRow> = [
    // its width too: the tree's indent and expander sit in it, and a phone squeezed it to a character a line
    { title: t('fields.columnName'), dataIndex: 'nameZh', width: 220, render: (_: unknown, r) => <span data-testid={`column-${r.code}`}>{nameOf(r)}</span> },
    { title: t('fields.columnCode'), dataIndex: 'code', width: 160 },
    { title: t('fields.sort'), dataIndex: 'sort', width: 80 },
    {
      title: t('fields.visible'),
      dataIndex: 'visible',
      width: 110,
      render: (v: boolean, r) => <Switch checked={v} disabled={!canManage} onChange={(on) => void toggle(r, on)} aria-label={t('column.visibleOf', { name: nameOf(r) })} />,
    },
    { title: t('fields.releaseCount'), dataIndex: 'releaseCount', width: 100 },
    { title: t('fields.updatedAt'), dataIndex: 'updatedAt', width: 170, render: (v: string) => formatDateTime(v) },
    {
      title: t('fields.operations'),
      key: 'ops',
      width: 300,
      render: (_: unknown, r) =>
        canManage && (
          <Space size={0} wrap>
            {r.parentId === null && (
              <Button type="link" size="small" onClick={() => setEditing({ parentId: r.id })} data-testid={`column-add-child-${r.code}`}>
                {t('column.addChild')}
              </Button>
            )}
            <Button type="link" size="small" onClick={() => setEditing({ row: r, parentId: r.parentId })} data-testid={`column-edit-${r.code}`}>
              {t('actions.edit')}
            </Button>
            <Popconfirm
              title={t('column.removeConfirm', { name: nameOf(r) })}
              okText={t('actions.remove')}
              cancelText={t('actions.cancel')}
              onConfirm={async () => {
                try {
                  await removeColumn({ id: r.id, version: r.version });
                  void message.success(t('messages.removed'));
                } finally {
                  await reload();
                }
              }}
            >
              <Button type="link" size="small" danger data-testid={`column-remove-${r.code}`}>
                {t('actions.remove')}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  return (
    <Card
      title={t('title.column')}
      extra={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ parentId: null })} data-testid="column-add">
            {t('column.add')}
          </Button>
        )
      }
    >
      <Alert type="info" showIcon message={t('column.hint')} style={{ marginBottom: 16 }} />
      <Table<TreeRow> rowKey="id" columns={table} dataSource={tree} loading={columns.isLoading} pagination={false} expandable={{ defaultExpandAllRows: true }} size="middle" scroll={{ x: 'max-content' }} />
      {editing && <ColumnModal editing={editing} roots={(columns.data ?? []).filter((c) => c.parentId === null)} onDone={() => void reload()} onClosed={() => setEditing(null)} />}
    </Card>
  );
}

interface Values {
  parentId?: number | null;
  code: string;
  nameZh: string;
  nameEn: string;
  sort: number;
  visible: boolean;
}

function ColumnModal({ editing, roots, onDone, onClosed }: { editing: Editing; roots: ColumnRow[]; onDone: () => void; onClosed: () => void }) {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const lang = messageLang();
  const [form] = Form.useForm<Values>();
  const r = editing.row;
  const { open, close, busy, submit } = useModalSubmit<Values>({
    form,
    messageApi: message,
    call: (v) => saveColumn({ ...v, id: r?.id, version: r?.version, parentId: v.parentId ?? null }),
    doneText: t(r ? 'messages.saved' : 'messages.added'),
    onDone,
    onStale: onDone,
  });
  const parents = roots.filter((p) => p.id !== r?.id);
  return (
    <Modal
      open={open}
      title={t(r ? 'column.edit' : 'column.add')}
      onOk={() => void submit()}
      okText={t('actions.save')}
      confirmLoading={busy}
      onCancel={close}
      afterClose={onClosed}
      destroyOnHidden
      okButtonProps={testIdProps('column-save')}
    >
      <Form<Values>
        form={form}
        layout="horizontal"
        labelCol={{ flex: '110px' }}
        initialValues={r ? { parentId: r.parentId, code: r.code, nameZh: r.nameZh, nameEn: r.nameEn, sort: r.sort, visible: r.visible } : { parentId: editing.parentId, sort: 0, visible: true }}
      >
        <Form.Item name="parentId" label={t('fields.parentColumn')} extra={t('column.parentHint')}>
          <Select allowClear placeholder={t('column.topLevel')} options={parents.map((p) => ({ value: p.id, label: lang === 'en' ? p.nameEn : p.nameZh }))} disabled={!!r && r.childCount > 0} />
        </Form.Item>
        <Form.Item name="code" label={t('fields.columnCode')} rules={zodFieldRules(columnSaveBody, 'code')} extra={t('column.codeHint')}>
          <Input maxLength={maxLengthOf(columnSaveBody, 'code')} data-testid="column-code" />
        </Form.Item>
        <Form.Item name="nameZh" label={t('fields.columnName')} rules={zodFieldRules(columnSaveBody, 'nameZh')}>
          <Input maxLength={maxLengthOf(columnSaveBody, 'nameZh')} data-testid="column-nameZh" />
        </Form.Item>
        <Form.Item name="nameEn" label={t('fields.columnNameEn')} rules={zodFieldRules(columnSaveBody, 'nameEn')}>
          <Input maxLength={maxLengthOf(columnSaveBody, 'nameEn')} data-testid="column-nameEn" />
        </Form.Item>
        <Form.Item name="sort" label={t('fields.sort')} rules={zodFieldRules(columnSaveBody, 'sort')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="visible" label={t('fields.visible')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
      {r && r.releaseCount > 0 && <Tag>{t('column.holds', { count: r.releaseCount })}</Tag>}
    </Modal>
  );
}
