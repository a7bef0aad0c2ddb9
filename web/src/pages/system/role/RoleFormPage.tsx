import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, Radio, Space, Spin, Switch, message } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ROLE_REMARK_MAX, functionCodes, roleAddBody, roleStatuses, translate, type RoleAddBody, maxLengthOf } from '@ccer/contracts';
import { ApiError } from '../../../api/http';
import { addRole, editRole, fetchRole } from '../../../api/roles';
import { applyServerErrors, zodFieldRules } from '../../../forms/zod-rules';
import { messageLang } from '../../../message-lang';
import { usePermission } from '../../../access';
import { useListRefresh } from '../../../components/list-page/query-keys';
import { tabsStore } from '../../../shell/tabs-store';
import PermissionTreeField from './PermissionTreeField';
import RoleUsers from './RoleUsers';
import { grantsFromKeys, keysFromGrants } from './permission-tree';
import { rolePaths } from './role-paths';
import { useUnsavedGuard } from '../../../shell/useUnsavedGuard';

type Mode = 'add' | 'edit' | 'detail';

interface FormValues {
  roleName: string;
  status: '1' | '0';
  remark?: string;
  isSysAdmin: boolean;
  /** Checked tree keys; named menuIds so the server's 请勾选菜单和按钮权限！ lands on the tree. */
  menuIds: string[];
}

/**
 * 新增 / 修改 / 详情 of a role (/system/roleAdd, /system/roleEdit?roleId=, /system/roleDetail?roleId=):
 * name, status, remark, the system-administrator flag and the menu tree with each menu's buttons
 * (at least one, else 请勾选菜单和按钮权限！), and the role's users. Built-in roles are read-only.
 */
export default function RoleFormPage() {
  const { t } = useTranslation('role');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [form] = Form.useForm<FormValues>();
  const [messageApi, holder] = message.useMessage();
  const [saving, setSaving] = useState(false);
  // changed by the user and not saved: leaving the page in any way asks first
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const mode: Mode = pathname.endsWith('roleAdd') ? 'add' : pathname.endsWith('roleEdit') ? 'edit' : 'detail';
  const roleId = Number(params.get('roleId')) || undefined;
  const canEdit = usePermission(functionCodes.roleEdit);
  const isSysAdmin = Form.useWatch('isSysAdmin', form);
  const refreshList = useListRefresh('roles');
  const queryClient = useQueryClient();

  const role = useQuery({ queryKey: ['role', roleId], queryFn: () => fetchRole(roleId!), enabled: mode !== 'add' && !!roleId });
  const readOnly = mode === 'detail' || !!role.data?.builtIn;

  useEffect(() => {
    if (!role.data) return;
    const r = role.data;
    form.setFieldsValue({ roleName: r.roleName, status: r.status, remark: r.remark ?? '', isSysAdmin: r.isSysAdmin, menuIds: keysFromGrants(r.menuIds, r.funcIds) });
  }, [role.data, form]);

  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const body: RoleAddBody = {
      roleName: values.roleName,
      status: values.status,
      remark: values.remark || null,
      isSysAdmin: values.isSysAdmin,
      ...(values.isSysAdmin ? { menuIds: [], funcIds: [] } : grantsFromKeys(values.menuIds ?? [])),
    };
    setSaving(true);
    try {
      if (mode === 'add') await addRole(body);
      else await editRole({ ...body, roleId: roleId! });
      void messageApi.success(t(mode === 'add' ? 'added' : 'edited'));
      await Promise.all([refreshList(), queryClient.invalidateQueries({ queryKey: ['role', roleId] })]);
      // the form's tab is done with: close it and show the list
      guard.release();
      tabsStore.close(pathname, pathname);
      navigate(rolePaths.list);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      applyServerErrors(form, e);
      void messageApi.error(e instanceof Error ? e.message : String(e), 3);
    } finally {
      setSaving(false);
    }
  };

  if (mode !== 'add' && !roleId) return <Alert type="error" message={translate('roleNotFound', messageLang())} />;
  if (role.isLoading) return <Spin />;

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {holder}
      <Card title={t(`title.${mode}`)} extra={<Button onClick={() => guard.confirmLeave(() => navigate(rolePaths.list))}>{t('actions.back')}</Button>}>
        {role.data?.builtIn && <Alert type="info" showIcon message={t('builtInHint')} style={{ marginBottom: 16 }} />}
        <Form<FormValues> form={form} layout="horizontal" labelCol={{ flex: '140px' }} disabled={readOnly} initialValues={{ status: '1', isSysAdmin: false, menuIds: [] }} onValuesChange={() => setDirty(true)}>
          <Form.Item name="roleName" label={t('fields.roleName')} rules={zodFieldRules(roleAddBody, 'roleName')} required>
            <Input maxLength={maxLengthOf(roleAddBody, 'roleName')} data-testid="role-form-name" />
          </Form.Item>
          <Form.Item name="status" label={t('fields.status')} required>
            <Radio.Group options={roleStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
          </Form.Item>
          <Form.Item name="remark" label={t('fields.remark')} rules={zodFieldRules(roleAddBody, 'remark')}>
            <Input.TextArea rows={2} maxLength={ROLE_REMARK_MAX} showCount />
          </Form.Item>
          <Form.Item name="isSysAdmin" label={t('fields.isSysAdmin')} valuePropName="checked" extra={isSysAdmin ? t('sysAdminHint') : undefined}>
            <Switch />
          </Form.Item>
          <Form.Item
            name="menuIds"
            label={t('fields.permissions')}
            required
            dependencies={['isSysAdmin']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_, keys: string[] | undefined) => {
                  if (!getFieldValue('isSysAdmin') && !keys?.length) throw new Error(translate('rolePermissionsRequired', messageLang()));
                },
              }),
            ]}
          >
            <PermissionTreeField disabled={readOnly} all={!!isSysAdmin} />
          </Form.Item>
          {!readOnly && (
            <Form.Item label=" " colon={false}>
              <Button type="primary" loading={saving} onClick={() => void save()} data-testid="role-form-save">
                {t('actions.save')}
              </Button>
            </Form.Item>
          )}
        </Form>
      </Card>
      {mode !== 'add' && roleId && (
        <Card title={t('users')}>
          <RoleUsers roleId={roleId} messageApi={messageApi} editable={mode === 'edit' || (canEdit && !!role.data?.builtIn)} />
        </Card>
      )}
    </Space>
  );
}
