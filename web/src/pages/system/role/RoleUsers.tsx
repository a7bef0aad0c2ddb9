import { useRef, useState } from 'react';
import { Button, Select, Space } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useTranslation } from 'react-i18next';
import { functionCodes, type RoleUserRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import type { ListPageHandle } from '../../../components/list-page/types';
import Permission from '../../../components/Permission';
import { ApiError } from '../../../api/http';
import { assignRoleUsers, fetchRoleUsers, unassignRoleUsers } from '../../../api/roles';

/** The users holding a role (registry spec §3 "user list"); 添加用户 by login name and 移除 need 062. */
export default function RoleUsers({ roleId, messageApi, editable }: { roleId: number; messageApi: MessageInstance; editable: boolean }) {
  const { t } = useTranslation('role');
  const list = useRef<ListPageHandle>(null);
  const [names, setNames] = useState<string[]>([]);
  const fail = (e: unknown) => {
    if (!(e instanceof ApiError && e.status === 401)) void messageApi.error(e instanceof Error ? e.message : String(e), 3);
  };
  const add = async () => {
    try {
      await assignRoleUsers(roleId, names);
      void messageApi.success(t('usersAdded', { count: names.length }));
      setNames([]);
      await list.current?.refresh();
    } catch (e) {
      fail(e);
    }
  };
  const remove = async (row: RoleUserRow) => {
    try {
      await unassignRoleUsers(roleId, [row.loginName]);
      void messageApi.success(t('userRemoved'));
    } catch (e) {
      fail(e);
    }
    await list.current?.refresh();
  };

  return (
    <ListPage<RoleUserRow>
      ref={list}
      queryKey={`roleUsers-${roleId}`}
      load={(params) => fetchRoleUsers(roleId, params)}
      rowKey="operatorId"
      columns={[
        { title: 'role:fields.loginName', dataIndex: 'loginName' },
        { title: 'role:fields.operatorName', dataIndex: 'operatorName', render: (v: string | null) => v || '-' },
        { title: 'role:fields.operatorType', dataIndex: 'operatorType' },
        { title: 'role:fields.custName', dataIndex: 'custName', render: (v: string | null) => v || '-' },
      ]}
      rowOperations={editable ? [{ key: 'remove', label: 'role:actions.removeUser', func: functionCodes.roleEdit, danger: true, confirm: 'role:confirmRemoveUser', onClick: remove }] : []}
      toolbarExtra={
        editable ? (
          <Permission func={functionCodes.roleEdit}>
            <Space.Compact>
              <Select mode="tags" value={names} onChange={setNames} open={false} placeholder={t('loginNamesPlaceholder')} style={{ minWidth: 280 }} data-testid="role-user-names" />
              <Button type="primary" disabled={!names.length} onClick={() => void add()}>
                {t('actions.addUsers')}
              </Button>
            </Space.Compact>
          </Permission>
        ) : undefined
      }
    />
  );
}
