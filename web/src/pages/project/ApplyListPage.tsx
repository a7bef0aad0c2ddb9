import { useRef, useState } from 'react';
import { message } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { applyStatusNames, editableStatuses, functionCodes, projectAbortableStatuses, projectStatuses, type ApplyRow, type ApplyStatus } from '@ccer/contracts';
import ListPage from '../../components/list-page/ListPage';
import { formatDateTime } from '../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../components/list-page/types';
import { ApiError } from '../../api/http';
import { fetchApply, fetchApplyList, submitApply } from '../../api/project';
import { useApplyOptions } from './apply-options';
import ApplyStatusTag from './ApplyStatusTag';
import ApplyFormDrawer from './ApplyFormDrawer';
import ApplyDetailDrawer from './ApplyDetailDrawer';
import type { FieldError } from './apply-values';
import StatusTabs, { statusCountKey } from '../lifecycle/StatusTabs';
import { projectArea } from './steps/project-area';
import ReasonModal from './steps/ReasonModal';
import { abortApply, deleteApply, recallApply } from '../../api/project-steps';

type Editing = { seq: number; record?: ApplyRow; errors?: FieldError[] };
/** An owner's action that asks for a reason: 撤回 (in publicity) or 终止. */
type Ending = { seq: number; row: ApplyRow; kind: 'recall' | 'abort' };
const editable = (r: ApplyRow) => editableStatuses.includes(r.status);

/**
 * 项目申请 (/project/add, menu 1301): the owner's applications (an administrator sees all).
 * 新增 / 编辑 open the form; 提交 submits a saved application; 详情 shows it read-only.
 * `?id=` opens an application's detail (a task routes here with its businessKey). Status tabs with counts narrow
 * the list; 撤回 (in publicity), 终止 (before registration), 删除 (a draft never submitted) and 进度 per row.
 */
export default function ApplyListPage() {
  const { t, i18n } = useTranslation('project');
  const [messageApi, messageHolder] = message.useMessage();
  const list = useRef<ListPageHandle>(null);
  const [editing, setEditing] = useState<Editing>();
  const [detail, setDetail] = useState<ApplyRow>();
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedId = searchParams.get('id') ?? undefined;
  const { provinceName, projectTypeName } = useApplyOptions();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState('all');
  const [ending, setEnding] = useState<Ending>();

  const linked = useQuery({
    queryKey: ['projectApply', linkedId],
    // not found or not readable: the drawer says so instead of loading forever
    queryFn: () => fetchApply(linkedId!).then((r) => r ?? null, () => null),
    enabled: !!linkedId,
  });
  const closeDetail = () => {
    setDetail(undefined);
    if (linkedId) {
      const next = new URLSearchParams(searchParams);
      next.delete('id');
      setSearchParams(next, { replace: true });
    }
  };

  const edit = (record?: ApplyRow, errors?: FieldError[]) => setEditing({ seq: Date.now(), record, errors });
  const refresh = () => {
    void list.current?.refresh();
    void queryClient.invalidateQueries({ queryKey: statusCountKey(projectArea) });
  };

  /** 提交 from the row: the server checks the whole application; its field errors open the form. */
  const submitRow = async (row: ApplyRow) => {
    try {
      await submitApply({ id: row.id, version: row.version });
      void messageApi.success(t('submitted'));
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors.length > 0) edit(row, e.fieldErrors);
      else if (!(e instanceof ApiError && e.status === 401)) void messageApi.error(e instanceof Error ? e.message : String(e), 3);
    }
    refresh();
  };

  const declaration: ListPageProps<ApplyRow> = {
    // each tab its own list (and cache); the tab travels with the search
    queryKey: tab === 'all' ? 'projectApply' : `projectApply-${tab}`,
    load: (p) => fetchApplyList({ ...p, tab }),
    rowKey: 'id',
    // the export writes display text for coded fields (status name rather than its code)
    exportConfig: {
      funcid: 'projectApplyList',
      columns: [
        { title: 'project:fields.applyNo', field: 'applyNo' },
        { title: 'project:fields.projectName', field: 'projectName' },
        { title: 'project:fields.provinceId', field: 'provinceId' },
        { title: 'project:fields.parentProjectType', field: 'parentProjectType' },
        { title: 'project:fields.expectYearNum', field: 'expectYearNum' },
        { title: 'project:fields.status', field: 'statusName' },
        { title: 'project:fields.auditOpinion', field: 'auditOpinion' },
        { title: 'project:fields.submittedAt', field: 'submittedAt' },
      ],
    },
    searchFields: [
      { name: 'projectName', label: 'project:fields.projectName', kind: 'input' },
      {
        name: 'status',
        label: 'project:fields.status',
        kind: 'select',
        options: (Object.keys(applyStatusNames) as ApplyStatus[]).map((s) => ({ value: s, label: applyStatusNames[s][i18n.language.startsWith('zh') ? 'zh' : 'en'] })),
      },
    ],
    columns: [
      { title: 'project:fields.applyNo', dataIndex: 'applyNo' },
      { title: 'project:fields.projectName', dataIndex: 'projectName', ellipsis: true, width: 220 },
      { title: 'project:fields.provinceId', dataIndex: 'provinceId', render: (v: string) => provinceName(v) },
      { title: 'project:fields.parentProjectType', dataIndex: 'parentProjectType', render: (v: string) => (v ? projectTypeName(v) : '-') },
      { title: 'project:fields.expectYearNum', dataIndex: 'expectYearNum', align: 'right', render: (v?: number) => (v == null ? '-' : v.toLocaleString()) },
      { title: 'project:fields.status', dataIndex: 'status', render: (s: ApplyStatus) => <ApplyStatusTag status={s} /> },
      { title: 'project:fields.auditOpinion', dataIndex: 'auditOpinion', ellipsis: true, width: 200, render: (v?: string | null) => v || '-' },
      { title: 'project:fields.submittedAt', dataIndex: 'submittedAt', render: formatDateTime },
      { title: 'project:fields.updatedAt', dataIndex: 'updatedAt', render: formatDateTime },
    ],
    toolbar: [{ key: 'add', label: 'project:actions.add', func: functionCodes.projectAdd, icon: <PlusOutlined />, onClick: () => edit() }],
    rowOperations: [
      { key: 'edit', label: 'project:actions.edit', func: functionCodes.projectAdd, visible: editable, onClick: (r) => edit(r) },
      { key: 'submit', label: 'project:actions.submit', func: functionCodes.projectAdd, visible: editable, confirm: 'project:confirmSubmit', onClick: submitRow },
      { key: 'detail', label: 'project:actions.detail', onClick: (r) => setDetail(r) },
      { key: 'progress', label: 'projectSteps:actions.progress', visible: (r) => r.status !== projectStatuses.draft, onClick: (r) => navigate(`/project/detail?id=${encodeURIComponent(r.id)}`) },
      { key: 'recall', label: 'projectSteps:actions.recall', func: functionCodes.projectAdd, visible: (r) => r.status === projectStatuses.publicity, onClick: (row) => setEnding({ seq: Date.now(), row, kind: 'recall' }) },
      { key: 'abort', label: 'projectSteps:actions.abort', func: functionCodes.projectAdd, danger: true, visible: (r) => projectAbortableStatuses.includes(r.status), onClick: (row) => setEnding({ seq: Date.now(), row, kind: 'abort' }) },
      {
        key: 'delete',
        label: 'projectSteps:actions.delete',
        func: [functionCodes.projectAdd, functionCodes.projectDelete],
        danger: true,
        // a draft that was never submitted (a returned one keeps its history)
        visible: (r) => r.status === projectStatuses.draft && !r.submittedAt,
        confirm: 'projectSteps:confirmDelete',
        onClick: async (r) => {
          await deleteApply(r.id);
          refresh();
        },
      },
    ],
  };

  return (
    <>
      {messageHolder}
      <StatusTabs area={projectArea} active={tab} onChange={setTab} />
      <ListPage<ApplyRow> key={tab} ref={list} {...declaration} />
      {ending && (
        <ReasonModal
          key={ending.seq}
          title={ending.kind === 'recall' ? 'actions.recall' : 'actions.abort'}
          projectName={ending.row.projectName}
          call={(reason) => (ending.kind === 'recall' ? recallApply(ending.row.id, reason) : abortApply(ending.row.id, reason))}
          onDone={refresh}
          onClosed={() => setEnding(undefined)}
        />
      )}
      {editing && (
        <ApplyFormDrawer
          key={editing.seq}
          record={editing.record}
          initialErrors={editing.errors}
          messageApi={messageApi}
          onChanged={refresh}
          onClosed={() => setEditing(undefined)}
        />
      )}
      <ApplyDetailDrawer open={!!detail || !!linkedId} row={detail ?? (linkedId ? linked.data : undefined)} onClose={closeDetail} />
    </>
  );
}
