import { useRef, useState } from 'react';
import { Tag, message } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { functionCodes as fc, type AccountStatusAction, type PublicAccountRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../../components/list-page/types';
import { registrationApi } from '../../../api/registration';
import { accountStatusCodes, actionsFor, statusColors } from '../shared/account-statuses';
import { StatusActionModal } from '../shared/StatusActionModal';
import { publicPaths } from './public-paths';

/**
 * 公众账户管理 (/account/public/manage, menu 103505; accounts spec §2.4, §3.5, §7.2 mass-*): applications and
 * accounts; 详情, 修改 (010), 开户 / 驳回 (006), 停用 / 启用 (011).
 */
export default function PublicListPage() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const [messageApi, holder] = message.useMessage();
  const list = useRef<ListPageHandle>(null);
  const [pending, setPending] = useState<{ row: PublicAccountRow; action: AccountStatusAction }>();

  const action = (a: AccountStatusAction) => ({
    key: a,
    label: `registration:actions.${a}`,
    func: a === 'approve' || a === 'reject' ? fc.publicOpen : fc.accountLock,
    danger: a === 'reject' || a === 'disable',
    visible: (r: PublicAccountRow) => actionsFor(r.status).includes(a),
    onClick: (r: PublicAccountRow) => setPending({ row: r, action: a }),
  });

  const declaration: ListPageProps<PublicAccountRow> = {
    queryKey: 'public-accounts',
    load: registrationApi.publicList,
    rowKey: 'id',
    searchFields: [
      { name: 'realName', label: 'registration:public.realName', kind: 'input' },
      { name: 'loginName', label: 'registration:public.loginName', kind: 'input' },
      {
        name: 'operatorType',
        label: 'registration:public.operatorType',
        kind: 'select',
        options: [
          { value: '10', label: t('public.type10') },
          { value: '11', label: t('public.type11') },
        ],
      },
      { name: 'status', label: 'registration:mine.status', kind: 'select', options: accountStatusCodes.map((s) => ({ value: s, label: t(`status.${s}`) })) },
    ],
    columns: [
      { title: 'registration:mine.applyNo', dataIndex: 'applyNo' },
      { title: 'registration:public.realName', dataIndex: 'realName' },
      { title: 'registration:public.operatorType', dataIndex: 'operatorType', render: (v: string) => t(`public.type${v}`) },
      { title: 'registration:public.certificateNo', dataIndex: 'certificateNo' },
      { title: 'registration:public.loginName', dataIndex: 'loginName' },
      { title: 'registration:mine.status', dataIndex: 'statusName', render: (v: string, r) => <Tag color={statusColors[r.status]}>{v}</Tag> },
      { title: 'registration:mine.createdAt', dataIndex: 'createdAt', render: formatDateTime },
    ],
    rowOperations: [
      { key: 'detail', label: 'registration:actions.detail', func: [fc.publicOpen, fc.accountModify, fc.accountLock], onClick: (r) => navigate(publicPaths.detail(r.id)) },
      { key: 'edit', label: 'registration:actions.edit', func: fc.accountModify, visible: (r) => ['1', '2', '5'].includes(r.status), onClick: (r) => navigate(publicPaths.edit(r.id)) },
      action('approve'),
      action('reject'),
      action('disable'),
      action('enable'),
    ],
  };

  return (
    <>
      {holder}
      <ListPage<PublicAccountRow> ref={list} {...declaration} />
      <StatusActionModal
        action={pending?.action}
        onClose={() => setPending(undefined)}
        onRun={async (a, opinion) => {
          await registrationApi.publicStatus({ id: pending!.row.id, action: a, opinion });
          void messageApi.success(t('actions.done'));
          await list.current?.refresh();
        }}
      />
    </>
  );
}
