import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { functionCodes, projectStatuses, type PublicProjectRow } from '@ccer/contracts';
import ListPage from '../../components/list-page/ListPage';
import type { ListPageHandle, ListPageProps } from '../../components/list-page/types';
import { fetchPublicityList } from '../../api/project-publicity';
import { publicProjectColumns } from './publicity-columns';
import PublicityPeriodModal, { type PeriodAction } from './PublicityPeriodModal';
import { publicityDetailPath, publicityPagePaths } from './publicity-paths';

/**
 * 公示项目查询 (/project/publicQuery, menu 1310): the applications in publicity (running or paused); holders of 079
 * change the last day, pause and resume; 025 opens the comments of one application.
 */
export default function PublicQueryPage() {
  const list = useRef<ListPageHandle>(null);
  const navigate = useNavigate();
  const [editing, setEditing] = useState<{ row: PublicProjectRow; action: PeriodAction; seq: number }>();
  const running = (r: PublicProjectRow) => r.status === projectStatuses.publicity;
  const paused = (r: PublicProjectRow) => r.status === projectStatuses.publicityPaused;
  const open = (action: PeriodAction) => (row: PublicProjectRow) => setEditing({ row, action, seq: Date.now() });

  const declaration: ListPageProps<PublicProjectRow> = {
    queryKey: 'publicQuery',
    load: (p) => fetchPublicityList({ ...p, tab: 'publicity' }),
    rowKey: 'id',
    searchFields: [{ name: 'projectName', label: 'publicity:fields.projectName', kind: 'input' }],
    columns: publicProjectColumns('registry'),
    rowOperations: [
      { key: 'modify', label: 'publicity:manage.modifyPeriod', func: functionCodes.publicityManage, visible: running, onClick: open('modify') },
      { key: 'pause', label: 'publicity:manage.pause', func: functionCodes.publicityManage, visible: running, onClick: open('pause') },
      { key: 'resume', label: 'publicity:manage.resume', func: functionCodes.publicityManage, visible: paused, onClick: open('resume') },
      { key: 'opinions', label: 'publicity:manage.opinions', func: functionCodes.publicityOpinions, onClick: (r) => navigate(`${publicityPagePaths.opinions}?applyId=${r.id}`) },
      { key: 'public', label: 'publicity:manage.publicDetail', onClick: (r) => void window.open(publicityDetailPath(r.id), '_blank', 'noopener') },
    ],
  };

  return (
    <>
      <ListPage<PublicProjectRow> ref={list} {...declaration} />
      {editing && (
        <PublicityPeriodModal key={editing.seq} row={editing.row} action={editing.action} onDone={() => void list.current?.refresh()} onClosed={() => setEditing(undefined)} />
      )}
    </>
  );
}
