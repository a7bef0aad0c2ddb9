import { useRef, useState } from 'react';
import { Space, Tag } from 'antd';
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

/** Which menu the list serves: 减排量查询 (1613) or 减排量暂停 (1612). */
type Mode = 'query' | 'stop';
type Acting = { seq: number; row: CertifiedInfoRow; kind: 'stop' | 'resume' | 'withdraw' };

const active = (r: CertifiedInfoRow) => r.cancelFlag === '0';
const stopped = (r: CertifiedInfoRow) => r.status === '1';
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
      { key: 'stop', label: 'certifiedRegistered:actions.stop', func: fc.certifiedStop, visible: (r) => active(r) && !stopped(r), onClick: act('stop') },
      { key: 'resume', label: 'certifiedRegistered:actions.resume', func: fc.certifiedStop, visible: (r) => active(r) && stopped(r), onClick: act('resume') },
    ],
  };

  const declaration: ListPageProps<CertifiedInfoRow> = {
    queryKey: `registeredCertified-${mode}`,
    load: fetchCertifiedInfoList,
    rowKey: 'id',
    searchFields: [
      { name: 'projectName', label: 'certifiedRegistered:fields.projectName', kind: 'input' },
      { name: 'registrationNo', label: 'certifiedRegistered:fields.registrationNo', kind: 'input' },
      { name: 'status', label: 'certifiedRegistered:fields.status', kind: 'select', options: (['0', '1'] as const).map((v) => ({ value: v, label: certifiedInfoStatusNames[v][lang] })) },
      { name: 'cancelFlag', label: 'certifiedRegistered:fields.cancelFlag', kind: 'select', options: (['0', '1'] as const).map((v) => ({ value: v, label: certifiedInfoCancelFlagNames[v][lang] })) },
    ],
    columns: [
      { title: 'certifiedRegistered:fields.registrationNo', dataIndex: 'registrationNo', mobile: true },
      { title: 'certifiedRegistered:fields.projectName', dataIndex: 'projectName', ellipsis: true, width: 220, mobile: true },
      { title: 'certifiedRegistered:fields.owner', dataIndex: 'owner', ellipsis: true },
      { title: 'certifiedRegistered:fields.period', dataIndex: 'regAppStartDate', render: (_v, r) => (r.regAppStartDate && r.regAppEndDate ? `${r.regAppStartDate} ~ ${r.regAppEndDate}` : '-') },
      { title: 'certifiedRegistered:fields.registeredNum', dataIndex: 'registeredNum', align: 'right', render: tonnes },
      { title: 'certifiedRegistered:fields.registrationTime', dataIndex: 'registrationTime', render: formatDateTime },
      { title: 'certifiedRegistered:fields.status', dataIndex: 'status', mobile: true, render: (_v, r) => <Tag color={stopped(r) ? 'orange' : 'green'}>{r.statusName}</Tag> },
      {
        title: 'certifiedRegistered:fields.cancelFlag',
        dataIndex: 'cancelFlag',
        render: (_v, r) => (
          <Space size={4} wrap>
            <Tag color={active(r) ? 'default' : 'red'}>{r.cancelFlagName}</Tag>
            {r.withdrawPending && <Tag color="processing">{t('withdrawPending')}</Tag>}
          </Space>
        ),
      },
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
