import { useRef, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Tag, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { documentTypeStatuses, functionCodes, type DocumentTypeRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../../components/list-page/types';
import { ApiError } from '../../../api/http';
import { deleteDocumentType, downloadTemplate, fetchDocumentTypes } from '../../../api/electronic';
import { messageLang } from '../../../message-lang';
import TypeModal from './TypeModal';
import TemplateModal from './TemplateModal';
import { formatsText, sizeText, typeNameOf } from './type-name';

/**
 * 文档类型 (/system/electronic/type, menu 402501, function 068): the registry's document types with their formats,
 * size limit and template; 新增 and 修改 in a modal, 模板 uploads or removes the template, 删除 after a confirmation
 * (refused by the gateway while a business setting uses the type).
 */
export default function TypeListPage() {
  const { t } = useTranslation('electronic');
  const [messageApi, holder] = message.useMessage();
  const list = useRef<ListPageHandle>(null);
  // undefined: no modal; null: adding; a row: editing it
  const [editing, setEditing] = useState<DocumentTypeRow | null | undefined>(undefined);
  const [template, setTemplate] = useState<DocumentTypeRow>();
  const manage = functionCodes.electronicManage;
  const lang = messageLang();

  const remove = async (row: DocumentTypeRow) => {
    try {
      await deleteDocumentType(row.typeNo);
      void messageApi.success(t('type.deleted'));
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) void messageApi.error(e instanceof Error ? e.message : String(e), 3);
    }
    await list.current?.refresh();
  };
  const download = (row: DocumentTypeRow) =>
    downloadTemplate(row.typeNo, row.templateName ?? row.typeNo).catch((e: Error) => void messageApi.error(e.message, 3));

  const declaration: ListPageProps<DocumentTypeRow> = {
    queryKey: 'documentTypes',
    load: fetchDocumentTypes,
    rowKey: 'typeNo',
    searchFields: [
      { name: 'typeNo', label: 'electronic:type.fields.typeNo', kind: 'input' },
      { name: 'typeName', label: 'electronic:type.fields.typeName', kind: 'input' },
      { name: 'status', label: 'electronic:type.fields.status', kind: 'select', options: documentTypeStatuses.map((c) => ({ value: c, label: t(`type.statuses.${c}`) })) },
    ],
    columns: [
      { title: 'electronic:type.fields.typeNo', dataIndex: 'typeNo', width: 100 },
      { title: 'electronic:type.fields.typeName', dataIndex: 'typeName', mobile: true, render: (_: string, r) => typeNameOf(r, lang) },
      { title: 'electronic:type.fields.extensions', dataIndex: 'extensions', render: (v: string[]) => formatsText(v, lang) },
      { title: 'electronic:type.fields.size', dataIndex: 'sizeLimit', render: (v: number, r) => sizeText(v, r.unit) },
      {
        title: 'electronic:type.fields.template',
        dataIndex: 'templateName',
        ellipsis: true,
        render: (v: string | null, r) =>
          v ? (
            <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => void download(r)} data-testid={`template-${r.typeNo}`}>
              {v}
            </Button>
          ) : (
            '-'
          ),
      },
      { title: 'electronic:type.fields.status', dataIndex: 'status', mobile: true, render: (v: DocumentTypeRow['status']) => <Tag color={v === '1' ? 'green' : 'default'}>{t(`type.statuses.${v}`)}</Tag> },
      { title: 'electronic:type.fields.usedBy', dataIndex: 'usedBy' },
      { title: 'electronic:type.fields.updatedAt', dataIndex: 'updatedAt', render: formatDateTime },
      { title: 'electronic:type.fields.updatedBy', dataIndex: 'updatedBy', render: (v: string | null) => v || '-' },
    ],
    toolbar: [{ key: 'add', label: 'electronic:type.actions.add', func: manage, type: 'primary', icon: <PlusOutlined />, onClick: () => setEditing(null) }],
    rowOperations: [
      { key: 'edit', label: 'electronic:type.actions.edit', func: manage, onClick: (r) => setEditing(r) },
      { key: 'template', label: 'electronic:type.actions.template', func: manage, onClick: (r) => setTemplate(r) },
      { key: 'delete', label: 'electronic:type.actions.delete', func: manage, danger: true, confirm: 'electronic:type.confirmDelete', onClick: remove },
    ],
  };

  return (
    <>
      {holder}
      <ListPage<DocumentTypeRow> ref={list} {...declaration} />
      {editing !== undefined && (
        <TypeModal type={editing ?? undefined} messageApi={messageApi} onSaved={() => void list.current?.refresh()} onClosed={() => setEditing(undefined)} />
      )}
      {template && <TemplateModal type={template} messageApi={messageApi} onChanged={() => void list.current?.refresh()} onClosed={() => setTemplate(undefined)} />}
    </>
  );
}
