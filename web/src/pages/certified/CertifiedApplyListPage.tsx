import { useRef, useState } from 'react';
import { message } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { certifiedLifecycle, certifiedStatusCodes, certifiedStatuses, functionCodes, statusName, type CertifiedRow } from '@ccer/contracts';
import ListPage from '../../components/list-page/ListPage';
import { formatDateTime } from '../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../components/list-page/types';
import { ApiError } from '../../api/http';
import { certifiedCalls, deleteCertified, submitCertified } from '../../api/certified';
import type { FieldMessage } from '../../forms/zod-rules';
import StatusTabs, { statusCountKey } from '../lifecycle/StatusTabs';
import StatusTag from '../lifecycle/StatusTag';
import { certifiedArea } from './certified-area';
import CertifiedFormDrawer from './CertifiedFormDrawer';
import ReasonModal from '../project/steps/ReasonModal';
import { recallCertified } from '../../api/certified-publicity';

type Editing = { seq: number; record?: CertifiedRow; errors?: FieldMessage[] };
const editable = (r: CertifiedRow) => r.status === certifiedStatuses.draft || r.status === certifiedStatuses.returned;

/**
 * 减排量申请 (/certified/add, menu 1601, 056): the company's reduction-volume applications with status tabs and counts.
 * 新增 / 编辑 open the form; 提交 submits a saved application (the server's field errors open the form); 删除 a draft
 * never submitted; 详情 the detail with the progress; 撤回 (in publicity) asks the registry to recall it, with the reason.
 */
export default function CertifiedApplyListPage() {
  const { t, i18n } = useTranslation('certified');
  const [messageApi, messageHolder] = message.useMessage();
  const list = useRef<ListPageHandle>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>();
  // 撤回 during publicity: the reason, then the registry's recall audit
  const [recalling, setRecalling] = useState<{ seq: number; row: CertifiedRow }>();
  const [tab, setTab] = useState('all');
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';

  const edit = (record?: CertifiedRow, errors?: FieldMessage[]) => setEditing({ seq: Date.now(), record, errors });
  const refresh = () => {
    void list.current?.refresh();
    void queryClient.invalidateQueries({ queryKey: statusCountKey(certifiedArea) });
  };
  const submitRow = async (row: CertifiedRow) => {
    try {
      await submitCertified({ id: row.id, version: row.version });
      void messageApi.success(t('submitted'));
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors.length > 0) edit(row, e.fieldErrors);
      else if (!(e instanceof ApiError && e.status === 401)) void messageApi.error(e instanceof Error ? e.message : String(e), 3);
    }
    refresh();
  };

  const declaration: ListPageProps<CertifiedRow> = {
    // each tab its own list (and cache); the tab travels with the search
    queryKey: tab === 'all' ? 'certifiedApply' : `certifiedApply-${tab}`,
    load: (p) => certifiedCalls.list({ ...p, tab }),
    rowKey: 'id',
    searchFields: [
      { name: 'projectName', label: 'certified:fields.projectName', kind: 'input' },
      { name: 'status', label: 'certified:fields.status', kind: 'select', options: certifiedStatusCodes.map((s) => ({ value: s, label: statusName(certifiedLifecycle, s, lang) })) },
    ],
    columns: [
      { title: 'certified:fields.applyNo', dataIndex: 'applyNo' },
      { title: 'certified:fields.projectName', dataIndex: 'projectName', ellipsis: true, width: 220 },
      { title: 'certified:fields.projectCode', dataIndex: 'projectCode' },
      { title: 'certified:fields.verificationAgency', dataIndex: 'verificationAgencyName' },
      { title: 'certified:fields.period', dataIndex: 'regAppStartDate', render: (_: unknown, r) => (r.regAppStartDate && r.regAppEndDate ? `${r.regAppStartDate} ~ ${r.regAppEndDate}` : '-') },
      { title: 'certified:fields.certifiedNum', dataIndex: 'certifiedNum', align: 'right', render: (v?: number) => (v == null ? '-' : v.toLocaleString()) },
      { title: 'certified:fields.status', dataIndex: 'status', render: (s: string) => <StatusTag lifecycle={certifiedLifecycle} status={s} /> },
      { title: 'certified:fields.auditOpinion', dataIndex: 'auditOpinion', ellipsis: true, width: 200, render: (v?: string | null) => v || '-' },
      { title: 'certified:fields.submittedAt', dataIndex: 'submittedAt', render: formatDateTime },
      { title: 'certified:fields.updatedAt', dataIndex: 'updatedAt', render: formatDateTime },
    ],
    toolbar: [{ key: 'add', label: 'certified:actions.add', func: functionCodes.certifiedAdd, icon: <PlusOutlined />, onClick: () => edit() }],
    rowOperations: [
      { key: 'edit', label: 'certified:actions.edit', func: functionCodes.certifiedAdd, visible: editable, onClick: (r) => edit(r) },
      { key: 'submit', label: 'certified:actions.submit', func: functionCodes.certifiedAdd, visible: editable, confirm: 'certified:confirmSubmit', onClick: submitRow },
      { key: 'detail', label: 'certified:actions.detail', onClick: (r) => navigate(`/certified/detail?id=${encodeURIComponent(r.id)}`) },
      { key: 'recall', label: 'certifiedPublicity:recall.action', func: functionCodes.certifiedAdd, visible: (r) => r.status === certifiedStatuses.publicity, onClick: (row) => setRecalling({ seq: Date.now(), row }) },
      {
        key: 'delete',
        label: 'certified:actions.delete',
        func: functionCodes.certifiedAdd,
        danger: true,
        // a draft that was never submitted (a returned one keeps its history)
        visible: (r) => r.status === certifiedStatuses.draft && !r.submittedAt,
        confirm: 'certified:confirmDelete',
        onClick: async (r) => {
          await deleteCertified(r.id);
          refresh();
        },
      },
    ],
  };

  return (
    <>
      {messageHolder}
      <StatusTabs area={certifiedArea} active={tab} onChange={setTab} />
      <ListPage<CertifiedRow> key={tab} ref={list} {...declaration} />
      {recalling && (
        <ReasonModal
          key={recalling.seq}
          title="actions.recall"
          projectName={recalling.row.projectName}
          call={(reason) => recallCertified(recalling.row.id, reason)}
          onDone={refresh}
          onClosed={() => setRecalling(undefined)}
        />
      )}
      {editing && (
        <CertifiedFormDrawer
          key={editing.seq}
          record={editing.record}
          initialErrors={editing.errors}
          messageApi={messageApi}
          onChanged={refresh}
          onClosed={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
