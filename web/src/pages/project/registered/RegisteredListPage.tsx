import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cancelFlagNames, functionCodes as fc, registeredStatusNames, type ProjectListRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle, ListPageProps, RowOperation } from '../../../components/list-page/types';
import { fetchProjectList } from '../../../api/project-registered';
import { messageLang } from '../../../message-lang';
import StopModal from './StopModal';
import CancelApplyModal from './CancelApplyModal';
import { flagColumns, flagSearchFields, isActive as active, stopOperations, type RegisteredListArea } from '../../lifecycle/registered/registered-list';

/** Which menu the list serves: 项目查询 (1313), 项目管理 (1302), 项目暂停 (1312). */
type Mode = 'query' | 'manage' | 'stop';
type Acting = { seq: number; row: ProjectListRow; kind: 'stop' | 'resume' | 'cancel' };

const area: RegisteredListArea<ProjectListRow> = {
  ns: 'projectRegistered',
  stopFunc: fc.projectStop,
  statusNames: registeredStatusNames,
  cancelFlagNames,
  pending: { of: (r) => r.cancelPending, text: 'cancelPending' },
};

/**
 * The registered projects (project-list): a company its own, the registry every one. The same declaration serves
 * three menus; the operations differ: 详情 everywhere, 修改 (078) and 注销 (081 or the owner's 053) on 项目管理,
 * 暂停 / 恢复 (076) on 项目管理 and 项目暂停.
 */
function RegisteredList({ mode }: { mode: Mode }) {
  const { t } = useTranslation('projectRegistered');
  const navigate = useNavigate();
  const list = useRef<ListPageHandle>(null);
  const [acting, setActing] = useState<Acting>();
  const lang = messageLang();
  const act = (kind: Acting['kind']) => (row: ProjectListRow) => setActing({ seq: Date.now(), row, kind });
  const refresh = () => void list.current?.refresh();

  const detail: RowOperation<ProjectListRow> = { key: 'detail', label: 'projectRegistered:actions.detail', onClick: (r) => navigate(`/project/query/detail?id=${encodeURIComponent(r.applyId)}`) };
  const stopOps = stopOperations(area, act);
  const operations: Record<Mode, RowOperation<ProjectListRow>[]> = {
    query: [detail],
    stop: [detail, ...stopOps],
    manage: [
      detail,
      { key: 'edit', label: 'projectRegistered:actions.edit', func: fc.projectRegistryReview, visible: active, onClick: (r) => navigate(`/project/insideEdit?id=${encodeURIComponent(r.applyId)}`) },
      ...stopOps,
      { key: 'cancel', label: 'projectRegistered:actions.cancel', func: [fc.projectCancel, fc.projectAdd], danger: true, visible: (r) => active(r) && !r.cancelPending, onClick: act('cancel') },
    ],
  };

  const declaration: ListPageProps<ProjectListRow> = {
    queryKey: `registeredProjects-${mode}`,
    load: fetchProjectList,
    rowKey: 'projectInfoId',
    searchFields: [
      { name: 'projectName', label: 'projectRegistered:fields.projectName', kind: 'input' },
      { name: 'projectCode', label: 'projectRegistered:fields.projectCode', kind: 'input' },
      ...flagSearchFields(area, lang),
    ],
    columns: [
      { title: 'projectRegistered:fields.projectCode', dataIndex: 'projectCode', mobile: true },
      { title: 'projectRegistered:fields.projectName', dataIndex: 'projectName', ellipsis: true, width: 220, mobile: true },
      { title: 'projectRegistered:fields.type', dataIndex: 'typeName', ellipsis: true },
      { title: 'projectRegistered:fields.province', dataIndex: 'provinceName' },
      { title: 'projectRegistered:fields.owner', dataIndex: 'owner', ellipsis: true },
      { title: 'projectRegistered:fields.registrationTime', dataIndex: 'registrationTime', render: formatDateTime },
      ...flagColumns(area, t),
    ],
    rowOperations: operations[mode],
  };

  return (
    <>
      <ListPage<ProjectListRow> ref={list} {...declaration} />
      {acting && acting.kind !== 'cancel' && (
        <StopModal key={acting.seq} project={acting.row} action={acting.kind} onDone={refresh} onClosed={() => setActing(undefined)} />
      )}
      {acting?.kind === 'cancel' && <CancelApplyModal key={acting.seq} project={acting.row} onDone={refresh} onClosed={() => setActing(undefined)} />}
    </>
  );
}

/** 项目查询 (/project/query, menu 1313). */
export const QueryPage = () => <RegisteredList mode="query" />;
/** 项目管理 (/project/manage, menu 1302). */
export const ManagePage = () => <RegisteredList mode="manage" />;
/** 项目暂停 (/project/stop, menu 1312). */
export const StopPage = () => <RegisteredList mode="stop" />;
