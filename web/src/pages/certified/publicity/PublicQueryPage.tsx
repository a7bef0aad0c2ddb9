import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { certifiedStatuses, functionCodes, type PublicReductionRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import type { ListPageHandle, ListPageProps } from '../../../components/list-page/types';
import { fetchReductionPublicityList, modifyCertifiedPublicityPeriod, pauseCertifiedPublicity } from '../../../api/certified-publicity';
import PublicityPeriodModal, { type PeriodAction } from '../../project-publicity/PublicityPeriodModal';
import { reductionDetailPath } from '../../project-publicity/publicity-paths';
import { publicReductionColumns } from './reduction-columns';

const calls = { modify: modifyCertifiedPublicityPeriod, pause: pauseCertifiedPublicity };

/**
 * 公示减排量查询 (/certified/publicQuery, menu 1610): the reduction applications in publicity (running or paused);
 * holders of 079 (公示管理, the registry's for both areas) change the last day, pause and resume; 025 opens the comments
 * of one application; anybody opens its public page.
 */
export default function CertifiedPublicQueryPage() {
  const list = useRef<ListPageHandle>(null);
  const navigate = useNavigate();
  const [editing, setEditing] = useState<{ row: PublicReductionRow; action: PeriodAction; seq: number }>();
  const running = (r: PublicReductionRow) => r.status === certifiedStatuses.publicity;
  const paused = (r: PublicReductionRow) => r.status === certifiedStatuses.publicityPaused;
  const open = (action: PeriodAction) => (row: PublicReductionRow) => setEditing({ row, action, seq: Date.now() });

  const declaration: ListPageProps<PublicReductionRow> = {
    queryKey: 'certifiedPublicQuery',
    load: (p) => fetchReductionPublicityList({ ...p, tab: 'publicityReduction' }),
    rowKey: 'id',
    searchFields: [{ name: 'projectName', label: 'certifiedPublicity:fields.projectName', kind: 'input' }],
    columns: publicReductionColumns('registry'),
    rowOperations: [
      { key: 'modify', label: 'publicity:manage.modifyPeriod', func: functionCodes.publicityManage, visible: running, onClick: open('modify') },
      { key: 'pause', label: 'publicity:manage.pause', func: functionCodes.publicityManage, visible: running, onClick: open('pause') },
      { key: 'resume', label: 'publicity:manage.resume', func: functionCodes.publicityManage, visible: paused, onClick: open('resume') },
      { key: 'opinions', label: 'publicity:manage.opinions', func: functionCodes.publicityOpinions, onClick: (r) => navigate(`/certified/publicOpinions?applyId=${r.id}`) },
      { key: 'public', label: 'publicity:manage.publicDetail', onClick: (r) => void window.open(reductionDetailPath(r.id), '_blank', 'noopener') },
    ],
  };

  return (
    <>
      <ListPage<PublicReductionRow> ref={list} {...declaration} />
      {editing && (
        <PublicityPeriodModal
          key={editing.seq}
          row={editing.row}
          action={editing.action}
          calls={calls}
          onDone={() => void list.current?.refresh()}
          onClosed={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
