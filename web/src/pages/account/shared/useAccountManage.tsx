import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { Tag, message } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { functionCodes as fc, type AccountStatusAction, type AccountStatusBody } from '@ccer/contracts';
import type { ListPageHandle, ListPageProps, RowOperation, SearchField } from '../../../components/list-page/types';
import { accountStatusCodes, actionsFor, statusColors } from './account-statuses';
import { StatusActionModal } from './StatusActionModal';

/** States in which an application or account can still be modified (submitted, opened, disabled). */
const EDITABLE_STATUSES = ['1', '2', '5'];

/**
 * What the organisation and public account lists share: the status search field and column, and the row operations
 * 详情, 修改 (010), 开户 / 驳回 (openFunc), 停用 / 启用 (011); the status actions ask for an opinion in
 * StatusActionModal and refresh the list.
 */
export function useAccountManage<Row extends { id: string; status: string; statusName: string }>({
  openFunc,
  paths,
  setStatus,
}: {
  openFunc: string;
  paths: { edit: (id: string) => string; detail: (id: string) => string };
  setStatus: (body: AccountStatusBody) => Promise<unknown>;
}): {
  list: RefObject<ListPageHandle | null>;
  statusSearchField: SearchField;
  statusColumn: ListPageProps<Row>['columns'][number];
  rowOperations: RowOperation<Row>[];
  holder: ReactNode;
  modal: ReactNode;
} {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const [messageApi, holder] = message.useMessage();
  const list = useRef<ListPageHandle>(null);
  const [pending, setPending] = useState<{ row: Row; action: AccountStatusAction }>();

  const statusSearchField: SearchField = {
    name: 'status',
    label: 'registration:mine.status',
    kind: 'select',
    options: accountStatusCodes.map((s) => ({ value: s, label: t(`status.${s}`) })),
  };
  const statusColumn: ListPageProps<Row>['columns'][number] = {
    title: 'registration:mine.status',
    dataIndex: 'statusName',
    render: (v: string, r) => <Tag color={statusColors[r.status]}>{v}</Tag>,
  };

  const action = (a: AccountStatusAction): RowOperation<Row> => ({
    key: a,
    label: `registration:actions.${a}`,
    func: a === 'approve' || a === 'reject' ? openFunc : fc.accountLock,
    danger: a === 'reject' || a === 'disable',
    visible: (r) => actionsFor(r.status).includes(a),
    onClick: (r) => setPending({ row: r, action: a }),
  });

  const rowOperations: RowOperation<Row>[] = [
    { key: 'detail', label: 'registration:actions.detail', func: [openFunc, fc.accountModify, fc.accountLock], onClick: (r) => navigate(paths.detail(r.id)) },
    { key: 'edit', label: 'registration:actions.edit', func: fc.accountModify, visible: (r) => EDITABLE_STATUSES.includes(r.status), onClick: (r) => navigate(paths.edit(r.id)) },
    action('approve'),
    action('reject'),
    action('disable'),
    action('enable'),
  ];

  const modal = (
    <StatusActionModal
      action={pending?.action}
      onClose={() => setPending(undefined)}
      onRun={async (a, opinion) => {
        await setStatus({ id: pending!.row.id, action: a, opinion });
        void messageApi.success(t('actions.done'));
        await list.current?.refresh();
      }}
    />
  );

  return { list, statusSearchField, statusColumn, rowOperations, holder, modal };
}
