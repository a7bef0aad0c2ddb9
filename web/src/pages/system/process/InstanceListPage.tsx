import { useRef, useState } from 'react';
import { Tag, message } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { functionCodes, instanceStatuses, type InstanceRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../../components/list-page/types';
import { ApiError } from '../../../api/http';
import { activateInstance, fetchInstances, suspendInstance } from '../../../api/instances';
import InstanceEndModal from './InstanceEndModal';
import { canActivate, canEnd, canSuspend, instanceDetailPath, statusColors, statusLabel } from './instance-rules';
import { personText } from '../../../people/person-text';

/**
 * 流程实例 (/system/process/instance, menu 402020): every instance with its starter and business;
 * 详情 opens the diagram and history; 挂起 / 恢复 / 终止 (092) after a confirmation.
 */
export default function InstanceListPage() {
  const { t } = useTranslation('process');
  const navigate = useNavigate();
  const [messageApi, messageHolder] = message.useMessage();
  const list = useRef<ListPageHandle>(null);
  const [ending, setEnding] = useState<InstanceRow>();
  const refresh = () => list.current?.refresh();

  /** Hang up and recover: a 409 (the list was stale) shows the server's message; reload either way. */
  const act = (call: (id: string) => Promise<unknown>, done: string) => async (row: InstanceRow) => {
    try {
      await call(row.id);
      void messageApi.success(t(done));
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) void messageApi.error(e instanceof Error ? e.message : String(e), 3);
    }
    await refresh();
  };
  const text = (v?: string | null) => v || '-';

  const declaration: ListPageProps<InstanceRow> = {
    queryKey: 'processInstances',
    load: fetchInstances,
    rowKey: 'id',
    exportConfig: { funcid: 'processInstanceList' },
    searchFields: [
      { name: 'processName', label: 'process:instance.fields.processName', kind: 'input' },
      { name: 'businessKey', label: 'process:instance.fields.businessKey', kind: 'input' },
      { name: 'status', label: 'process:instance.fields.status', kind: 'select', options: instanceStatuses.map((s) => ({ value: s, label: t(`instance.status.${s}`) })) },
    ],
    columns: [
      { title: 'process:instance.fields.processName', dataIndex: 'processName', render: (v: string | null, r) => `${v ?? r.processKey}${r.version ? ` (v${r.version})` : ''}` },
      { title: 'process:instance.fields.businessName', dataIndex: 'businessName', ellipsis: true, width: 220, render: text },
      { title: 'process:instance.fields.starter', dataIndex: 'starter', render: (v: string | null, r) => personText(v, r.starterName) },
      {
        title: 'process:instance.fields.status',
        dataIndex: 'status',
        render: (_v, r) => {
          const s = statusLabel(r);
          return <Tag color={statusColors[s]} data-testid={`status-${r.id}`}>{t(`instance.status.${s}`)}</Tag>;
        },
      },
      { title: 'process:instance.fields.startTime', dataIndex: 'startTime', render: formatDateTime },
      { title: 'process:instance.fields.endTime', dataIndex: 'endTime', render: formatDateTime },
      { title: 'process:instance.fields.remark', dataIndex: 'remark', ellipsis: true, width: 200, render: text },
    ],
    rowOperations: [
      { key: 'detail', label: 'process:instance.actions.detail', func: functionCodes.instanceView, onClick: (r) => navigate(instanceDetailPath(r.id)) },
      {
        key: 'suspend',
        label: 'process:instance.actions.suspend',
        func: functionCodes.instanceManage,
        visible: canSuspend,
        confirm: 'process:instance.confirmSuspend',
        onClick: act(suspendInstance, 'instance.suspendDone'),
      },
      {
        key: 'activate',
        label: 'process:instance.actions.activate',
        func: functionCodes.instanceManage,
        visible: canActivate,
        confirm: 'process:instance.confirmActivate',
        onClick: act(activateInstance, 'instance.activateDone'),
      },
      // the reason dialog is the confirmation of 终止
      { key: 'end', label: 'process:instance.actions.end', func: functionCodes.instanceManage, visible: canEnd, danger: true, onClick: setEnding },
    ],
  };

  return (
    <>
      {messageHolder}
      <ListPage<InstanceRow> ref={list} {...declaration} />
      {ending && <InstanceEndModal key={ending.id} row={ending} onChanged={() => void refresh()} onClosed={() => setEnding(undefined)} />}
    </>
  );
}
