import { useRef, useState } from 'react';
import { Tabs, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { functionCodes as fc, projectStatuses, type AppointApplyRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../../components/list-page/types';
import { usePermission } from '../../../access';
import { useApplyOptions } from '../apply-options';
import StatusTag from '../../lifecycle/StatusTag';
import ExpertReportList from './ExpertReportList';
import AppointDrawer from './AppointDrawer';
import { DrawModal, FeeModal, NameModal } from './ExpertModals';
import { ExpertAreaProvider, type ExpertPagesArea } from './expert-area';

/** What the page has open for one application: a modal of an operation or the experts drawer. */
type Open = { kind: 'draw' | 'name' | 'fee' | 'experts'; row: AppointApplyRow; seq: number };

/**
 * 指派专家 of an area (/project/appointExperts, menu 1308; /certified/appointExperts, menu 1608): the registry (029)
 * sees the applications awaiting experts with 随机抽取, 指定专家, 设置费用, 确认指派 and the experts and draw record of
 * each; everyone who reads reports (the registry, each expert for their own) has the evaluation reports' tab.
 */
export default function AppointExpertsPage({ experts }: { experts: ExpertPagesArea }) {
  const { fetchAppointApplyList, appointExperts } = experts.calls;
  const { lifecycle } = experts.area;
  const { t } = useTranslation('experts');
  const [messageApi, holder] = message.useMessage();
  const canAppoint = usePermission(fc.expertAppoint);
  const list = useRef<ListPageHandle>(null);
  const [open, setOpen] = useState<Open>();
  const { projectTypeName } = useApplyOptions();
  const awaiting = (r: AppointApplyRow) => r.status === projectStatuses.awaitingExperts;
  const refresh = () => void list.current?.refresh();
  const show = (kind: Open['kind']) => (row: AppointApplyRow) => setOpen({ kind, row, seq: Date.now() });

  const declaration: ListPageProps<AppointApplyRow> = {
    queryKey: experts.listKeys.applications,
    rowKey: 'id',
    load: fetchAppointApplyList,
    searchFields: [{ name: 'projectName', label: 'experts:fields.projectName', kind: 'input' }],
    columns: [
      { title: 'experts:fields.applyNo', dataIndex: 'applyNo' },
      { title: 'experts:fields.projectName', dataIndex: 'projectName', ellipsis: true, width: 220, mobile: true },
      { title: 'experts:fields.custName', dataIndex: 'custName', width: 180 },
      { title: 'experts:fields.parentProjectType', dataIndex: 'parentProjectType', width: 160, render: (v: string | null) => (v ? projectTypeName(v) : '-') },
      { title: 'experts:fields.approvalAuthorityName', dataIndex: 'approvalAuthorityName', width: 160 },
      { title: 'experts:fields.status', dataIndex: 'status', render: (s: string) => <StatusTag lifecycle={lifecycle} status={s} />, mobile: true },
      { title: 'experts:fields.expertRound', dataIndex: 'expertRound', width: 90 },
      { title: 'experts:fields.proposedCount', dataIndex: 'proposedCount', width: 100 },
      { title: 'experts:fields.updatedAt', dataIndex: 'updatedAt', render: formatDateTime },
    ],
    rowOperations: [
      { key: 'draw', label: 'experts:actions.draw', func: fc.expertAppoint, visible: awaiting, onClick: show('draw') },
      { key: 'name', label: 'experts:actions.name', func: fc.expertAppoint, visible: awaiting, onClick: show('name') },
      { key: 'fee', label: 'experts:actions.fee', func: fc.expertAppoint, onClick: show('fee') },
      {
        key: 'appoint',
        label: 'experts:actions.appoint',
        func: fc.expertAppoint,
        visible: (r) => awaiting(r) && r.proposedCount > 0,
        confirm: 'experts:confirmAppoint',
        onClick: async (r) => {
          try {
            await appointExperts(r.id);
            void messageApi.success(t('done.appoint'));
          } catch (e) {
            void messageApi.error(e instanceof Error ? e.message : String(e), 3);
          }
          refresh();
        },
      },
      { key: 'experts', label: 'experts:actions.experts', func: fc.expertAppoint, onClick: show('experts') },
    ],
  };

  const close = () => setOpen(undefined);
  const modalProps = open && { key: open.seq, row: open.row, onDone: refresh, onClosed: close };
  const applications = (
    <>
      <ListPage<AppointApplyRow> ref={list} {...declaration} />
      {modalProps && open?.kind === 'draw' && <DrawModal {...modalProps} />}
      {modalProps && open?.kind === 'name' && <NameModal {...modalProps} />}
      {modalProps && open?.kind === 'fee' && <FeeModal {...modalProps} />}
      {open?.kind === 'experts' && <AppointDrawer key={open.seq} row={open.row} onClosed={close} />}
    </>
  );

  return (
    <ExpertAreaProvider value={experts}>
      <div data-testid="appoint-experts-page">
        {holder}
        {canAppoint ? (
          <Tabs
            items={[
              { key: 'applications', label: t('tabs.applications'), children: applications },
              { key: 'reports', label: t('tabs.reports'), children: <ExpertReportList /> },
            ]}
          />
        ) : (
          <ExpertReportList />
        )}
      </div>
    </ExpertAreaProvider>
  );
}
