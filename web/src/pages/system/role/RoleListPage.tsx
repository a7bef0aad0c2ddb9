import { useRef } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Tag, message } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { functionCodes, roleStatuses, type RoleRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../../components/list-page/types';
import { ApiError } from '../../../api/http';
import { fetchRoles, removeRole } from '../../../api/roles';
import { rolePaths } from './role-paths';

/**
 * 角色管理 (/system/role, menu 4015; registry spec §3 "Role"): search by name and status; 新增, 修改,
 * 详情 and 删除 by function code (061, 062, 060, 063). Built-in roles show no 修改 or 删除.
 */
export default function RoleListPage() {
  const { t } = useTranslation('role');
  const navigate = useNavigate();
  const [messageApi, holder] = message.useMessage();
  const list = useRef<ListPageHandle>(null);

  const remove = async (row: RoleRow) => {
    try {
      await removeRole(row.roleId);
      void messageApi.success(t('removed'));
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) void messageApi.error(e instanceof Error ? e.message : String(e), 3);
    }
    await list.current?.refresh();
  };

  const declaration: ListPageProps<RoleRow> = {
    queryKey: 'roles',
    load: fetchRoles,
    rowKey: 'roleId',
    searchFields: [
      { name: 'roleName', label: 'role:fields.roleName', kind: 'input' },
      { name: 'status', label: 'role:fields.status', kind: 'select', options: roleStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })) },
    ],
    columns: [
      { title: 'role:fields.roleName', dataIndex: 'roleName', render: (v: string, r) => (r.builtIn ? <>{v} <Tag>{t('fields.builtIn')}</Tag></> : v) },
      { title: 'role:fields.status', dataIndex: 'status', render: (v: RoleRow['status']) => <Tag color={v === '1' ? 'green' : 'default'}>{t(`status.${v}`)}</Tag> },
      { title: 'role:fields.isSysAdmin', dataIndex: 'isSysAdmin', render: (v: boolean) => t(v ? 'yesNo.yes' : 'yesNo.no') },
      { title: 'role:fields.userCount', dataIndex: 'userCount' },
      { title: 'role:fields.remark', dataIndex: 'remark', ellipsis: true, render: (v: string | null) => v || '-' },
      { title: 'role:fields.updatedAt', dataIndex: 'updatedAt', render: formatDateTime },
      { title: 'role:fields.updatedBy', dataIndex: 'updatedBy', render: (v: string | null) => v || '-' },
    ],
    toolbar: [{ key: 'add', label: 'role:actions.add', func: functionCodes.roleAdd, type: 'primary', icon: <PlusOutlined />, onClick: () => navigate(rolePaths.add) }],
    rowOperations: [
      { key: 'detail', label: 'role:actions.detail', func: functionCodes.roleView, onClick: (r) => navigate(rolePaths.detail(r.roleId)) },
      { key: 'edit', label: 'role:actions.edit', func: functionCodes.roleEdit, visible: (r) => !r.builtIn, onClick: (r) => navigate(rolePaths.edit(r.roleId)) },
      { key: 'remove', label: 'role:actions.remove', func: functionCodes.roleRemove, danger: true, visible: (r) => !r.builtIn, confirm: 'role:confirmRemove', onClick: remove },
    ],
  };

  return (
    <>
      {holder}
      <ListPage<RoleRow> ref={list} {...declaration} />
    </>
  );
}
