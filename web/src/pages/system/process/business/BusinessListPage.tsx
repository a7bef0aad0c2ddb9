import { useRef, useState } from 'react';
import { Tag, message } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { businessProcessStatuses, functionCodes, type BusinessProcessRow } from '@ccer/contracts';
import ListPage from '../../../../components/list-page/ListPage';
import { formatDateTime } from '../../../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../../../components/list-page/types';
import { ApiError } from '../../../../api/http';
import { activateBusiness, fetchBusinessProcesses, suspendBusiness } from '../../../../api/business-processes';
import AssociateModal from './AssociateModal';
import { businessInstancePath, statusColors, versionText } from './business-rules';

/**
 * 业务流程关联 (/system/process/business, menu 402010, function code 096): which process each
 * business starts; 关联 (a deployed key, the latest or one version), 挂起 / 激活 new starts after a
 * confirmation, 版本管理 opens the key's versions and instance migration.
 */
export default function BusinessListPage() {
  const { t } = useTranslation('processBusiness');
  const navigate = useNavigate();
  const [messageApi, messageHolder] = message.useMessage();
  const list = useRef<ListPageHandle>(null);
  const [associating, setAssociating] = useState<BusinessProcessRow>();
  const refresh = () => list.current?.refresh();
  const func = functionCodes.businessProcessManage;

  /** Hang up and activate: a 409 (the list was stale) shows the server's message; reload either way. */
  const act = (call: (row: BusinessProcessRow) => Promise<unknown>, done: string) => async (row: BusinessProcessRow) => {
    try {
      await call(row);
      void messageApi.success(t(done));
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) void messageApi.error(e instanceof Error ? e.message : String(e), 3);
    }
    await refresh();
  };

  const declaration: ListPageProps<BusinessProcessRow> = {
    queryKey: 'businessProcesses',
    load: fetchBusinessProcesses,
    rowKey: 'businessType',
    searchFields: [
      { name: 'businessName', label: 'processBusiness:fields.businessName', kind: 'input' },
      { name: 'processKey', label: 'processBusiness:fields.processKey', kind: 'input' },
      {
        name: 'associated',
        label: 'processBusiness:fields.associated',
        kind: 'select',
        options: [
          { value: '1', label: t('associated.yes') },
          { value: '0', label: t('associated.no') },
        ],
      },
      { name: 'status', label: 'processBusiness:fields.status', kind: 'select', options: businessProcessStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })) },
    ],
    columns: [
      { title: 'processBusiness:fields.businessName', dataIndex: 'businessName' },
      {
        title: 'processBusiness:fields.processKey',
        dataIndex: 'processKey',
        render: (v: string | null, r) => (v ? `${v}${r.processName ? ` (${r.processName})` : ''}` : '-'),
      },
      {
        title: 'processBusiness:fields.associated',
        dataIndex: 'associated',
        render: (v: boolean) => <Tag color={v ? 'blue' : 'default'}>{t(v ? 'associated.yes' : 'associated.no')}</Tag>,
      },
      {
        title: 'processBusiness:fields.status',
        dataIndex: 'status',
        render: (v: BusinessProcessRow['status'], r) => (
          <Tag color={statusColors[v]} data-testid={`status-${r.businessType}`}>
            {t(`status.${v}`)}
          </Tag>
        ),
      },
      { title: 'processBusiness:fields.version', dataIndex: 'pinnedVersion', render: (_v, r) => versionText(r, t) },
      { title: 'processBusiness:fields.associatedAt', dataIndex: 'associatedAt', render: formatDateTime },
    ],
    rowOperations: [
      { key: 'associate', label: 'processBusiness:actions.associate', func, onClick: setAssociating },
      {
        key: 'suspend',
        label: 'processBusiness:actions.suspend',
        func,
        visible: (r) => r.status === 'active',
        confirm: 'processBusiness:confirmSuspend',
        onClick: act(suspendBusiness, 'suspendDone'),
      },
      {
        key: 'activate',
        label: 'processBusiness:actions.activate',
        func,
        visible: (r) => r.status === 'suspended',
        confirm: 'processBusiness:confirmActivate',
        onClick: act(activateBusiness, 'activateDone'),
      },
      {
        key: 'versions',
        label: 'processBusiness:actions.versions',
        func,
        visible: (r) => r.associated,
        onClick: (r) => navigate(businessInstancePath(r.processKey!)),
      },
    ],
  };

  return (
    <>
      {messageHolder}
      <ListPage<BusinessProcessRow> ref={list} {...declaration} />
      {associating && (
        <AssociateModal key={associating.businessType} row={associating} messageApi={messageApi} onChanged={() => void refresh()} onClosed={() => setAssociating(undefined)} />
      )}
    </>
  );
}
