import { useRef, useState } from 'react';
import { Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { certifiedInfoCancelFlagNames, certifiedInfoStatusNames, functionCodes as fc, type CertifiedInfoRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle, ListPageProps, RowOperation } from '../../../components/list-page/types';
import { fetchCertifiedInfoList } from '../../../api/certified-registered';
import { messageLang } from '../../../message-lang';
import StopModal from './StopModal';
import WithdrawApplyModal from './WithdrawApplyModal';
import { flagColumns, flagSearchFields, isActive as active, stopOperations, type RegisteredListArea } from '../../lifecycle/registered/registered-list';

/** Which menu the list serves: 减排量查询 (1613) or 减排量暂停 (1612). */
type Mode = 'query' | 'stop';
type Acting = { seq: number; row: CertifiedInfoRow; kind: 'stop' | 'resume' | 'withdraw' };

const area: RegisteredListArea<CertifiedInfoRow> = {
  ns: 'certifiedRegistered',
  stopFunc: fc.certifiedStop,
  statusNames: certifiedInfoStatusNames,
  cancelFlagNames: certifiedInfoCancelFlagNames,
  pending: { of: (r) => r.withdrawPending, text: 'withdrawPending' },
};
const tonnes = (v: number) => v.toLocaleString();

/**
 * The registered reductions (certified-list): a company its own, the registry every one. 详情 everywhere; on 减排量查询
 * the registry's 编辑 (080) and 申请撤回 (the owner's 056, the registry's 082); 暂停 / 恢复 (077) on 减排量暂停.
 */
function RegisteredList({ mode }: { mode: Mode }) {
  const { t } = useTranslation('certifiedRegistered');
  const navigate = useNavigate();
  const list = useRef<ListPageHandle>(null);
  const [acting, setActing] = useState<Acting>();
  const lang = messageLang();
  const act = (kind: Acting['kind']) => (row: CertifiedInfoRow) => setActing({ seq: Date.now(), row, kind });
  const refresh = () => void list.current?.refresh();

  const detail: RowOperation<CertifiedInfoRow> = { key: 'detail', label: 'certifiedRegistered:actions.detail', onClick: (r) => navigate(`/certified/query/detail?id=${encodeURIComponent(r.id)}`) };
  const operations: Record<Mode, RowOperation<CertifiedInfoRow>[]> = {
    query: [
      detail,
      { key: 'edit', label: 'certifiedRegistered:actions.edit', func: fc.certifiedRegistryReview, visible: active, onClick: (r) => navigate(`/certified/insideEdit?id=${encodeURIComponent(r.id)}`) },
      { key: 'withdraw', label: 'certifiedRegistered:actions.withdraw', func: [fc.certifiedCancel, fc.certifiedAdd], danger: true, visible: (r) => active(r) && !r.withdrawPending, onClick: act('withdraw') },
    ],
    stop: [
      detail,
      ...stopOperations(area, act),
    ],
  };

  const declaration: ListPageProps<CertifiedInfoRow> = {
    queryKey: `registeredCertified-${mode}`,
    load: fetchCertifiedInfoList,
    rowKey: 'id',
    searchFields: [
      { name: 'projectName', label: 'certifiedRegistered:fields.projectName', kind: 'input' },
      { name: 'registrationNo', label: 'certifiedRegistered:fields.registrationNo', kind: 'input' },
      ...flagSearchFields(area, lang),
    ],
    columns: [
      { title: 'certifiedRegistered:fields.registrationNo', dataIndex: 'registrationNo', mobile: true },
      { title: 'certifiedRegistered:fields.projectName', dataIndex: 'projectName', ellipsis: true, width: 220, mobile: true },
      { title: 'certifiedRegistered:fields.owner', dataIndex: 'owner', ellipsis: true },
      { title: 'certifiedRegistered:fields.period', dataIndex: 'regAppStartDate', render: (_v, r) => (r.regAppStartDate && r.regAppEndDate ? `${r.regAppStartDate} ~ ${r.regAppEndDate}` : '-') },
      { title: 'certifiedRegistered:fields.registeredNum', dataIndex: 'registeredNum', align: 'right', render: tonnes },
      { title: 'certifiedRegistered:fields.registrationTime', dataIndex: 'registrationTime', render: formatDateTime },
      ...flagColumns(area, t),
      { title: 'certifiedRegistered:fields.issuable', dataIndex: 'issuable', render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{t(v ? 'issuable.yes' : 'issuable.no')}</Tag> },
    ],
    rowOperations: operations[mode],
  };

  return (
    <>
      <ListPage<CertifiedInfoRow> ref={list} {...declaration} />
      {acting && acting.kind !== 'withdraw' && <StopModal key={acting.seq} reduction={acting.row} action={acting.kind} onDone={refresh} onClosed={() => setActing(undefined)} />}
      {acting?.kind === 'withdraw' && <WithdrawApplyModal key={acting.seq} reduction={acting.row} onDone={refresh} onClosed={() => setActing(undefined)} />}
    </>
  );
}

/** 减排量查询 (/certified/query, menu 1613). */
export const QueryPage = () => <RegisteredList mode="query" />;
/** 减排量暂停 (/certified/stop, menu 1612). */
export const StopPage = () => <RegisteredList mode="stop" />;
