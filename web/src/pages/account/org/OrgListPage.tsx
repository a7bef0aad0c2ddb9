import { useRef, useState } from 'react';
import { Tag, message } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { functionCodes as fc, type AccountStatusAction, type OrgAccountRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../../components/list-page/types';
import { registrationApi } from '../../../api/registration';
import { accountStatusCodes, actionsFor, statusColors } from '../shared/account-statuses';
import { StatusActionModal } from '../shared/StatusActionModal';
import { orgPaths } from './org-paths';

/**
 * 机构管理 (/account/org/manage, menu 103005; accounts spec §2.4, §7.5): submitted applications and accounts; 详情,
 * 修改 (010), 开户 / 驳回 (003), 停用 / 启用 (011).
 */
export default function OrgListPage() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const [messageApi, holder] = message.useMessage();
  const list = useRef<ListPageHandle>(null);
  const [pending, setPending] = useState<{ row: OrgAccountRow; action: AccountStatusAction }>();

  const action = (a: AccountStatusAction) => ({
    key: a,
    label: `registration:actions.${a}`,
    func: a === 'approve' || a === 'reject' ? fc.orgOpen : fc.accountLock,
    danger: a === 'reject' || a === 'disable',
    visible: (r: OrgAccountRow) => actionsFor(r.status).includes(a),
    onClick: (r: OrgAccountRow) => setPending({ row: r, action: a }),
  });

  const declaration: ListPageProps<OrgAccountRow> = {
    queryKey: 'org-accounts',
    load: registrationApi.orgList,
    rowKey: 'id',
    searchFields: [
      { name: 'custName', label: 'registration:org.fields.custName', kind: 'input' },
      { name: 'loginName', label: 'registration:public.loginName', kind: 'input' },
      { name: 'status', label: 'registration:mine.status', kind: 'select', options: accountStatusCodes.map((s) => ({ value: s, label: t(`status.${s}`) })) },
    ],
    columns: [
      { title: 'registration:mine.applyNo', dataIndex: 'applyNo' },
      { title: 'registration:org.fields.custName', dataIndex: 'custName' },
      { title: 'registration:org.fields.certificateNo', dataIndex: 'certificateNo' },
      { title: 'registration:public.loginName', dataIndex: 'loginName' },
      { title: 'registration:mine.status', dataIndex: 'statusName', render: (v: string, r) => <Tag color={statusColors[r.status]}>{v}</Tag> },
      { title: 'registration:org.submittedAt', dataIndex: 'submittedAt', render: formatDateTime },
    ],
    rowOperations: [
      { key: 'detail', label: 'registration:actions.detail', func: [fc.orgOpen, fc.accountModify, fc.accountLock], onClick: (r) => navigate(orgPaths.detail(r.id)) },
      { key: 'edit', label: 'registration:actions.edit', func: fc.accountModify, visible: (r) => ['1', '2', '5'].includes(r.status), onClick: (r) => navigate(orgPaths.edit(r.id)) },
      action('approve'),
      action('reject'),
      action('disable'),
      action('enable'),
    ],
  };

  return (
    <>
      {holder}
      <ListPage<OrgAccountRow> ref={list} {...declaration} />
      <StatusActionModal
        action={pending?.action}
        onClose={() => setPending(undefined)}
        onRun={async (a, opinion) => {
          await registrationApi.orgStatus({ id: pending!.row.id, action: a, opinion });
          void messageApi.success(t('actions.done'));
          await list.current?.refresh();
        }}
      />
    </>
  );
}
