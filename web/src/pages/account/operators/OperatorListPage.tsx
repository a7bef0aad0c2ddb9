import { useRef } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Modal, Tag, Typography, message } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { operatorFamilies, operatorStatuses, type OperatorRow, type OperatorStatus } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle, ListPageProps, Option, SearchField } from '../../../components/list-page/types';
import { fetchOperators, resetOperatorPassword, setOperatorStatus } from '../../../api/operator-accounts';
import { useProvinces, provinceLabel } from '../../../reference';
import { declarationForPath, operatorPagePaths, type OperatorPageDeclaration } from './declarations';

const STATUS_COLOURS: Record<string, string> = { '1': 'green', '0': 'default', '2': 'red' };

/**
 * The manage page of every back-office account family (/account/country/manage, /account/province/manage,
 * /accountconfigure/manage, /account/exchange/manage, /account/experts/manage), rendered from the family's
 * declaration: search, columns, 开户 (open code), 详情, 修改 (010), 停用/启用/锁定/解锁 (011), 重置密码 (012).
 */
export default function OperatorListPage() {
  const { pathname } = useLocation();
  const declaration = declarationForPath(pathname);
  const { t } = useTranslation('operators');
  if (!declaration) return <Alert type="error" message={t('unknownArea')} />;
  return <OperatorList key={declaration.family} declaration={declaration} />;
}

function OperatorList({ declaration }: { declaration: OperatorPageDeclaration }) {
  const { t, i18n } = useTranslation('operators');
  const navigate = useNavigate();
  const [messageApi, holder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const list = useRef<ListPageHandle>(null);
  const provinces = useProvinces();
  const family = operatorFamilies[declaration.family];
  const paths = operatorPagePaths(declaration);

  const statusOptions: Option[] = operatorStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }));
  const provinceOptions: Option[] = (provinces.data ?? []).map((p) => ({ value: p.provinceId, label: provinceLabel(p, i18n.language) }));

  const changeStatus = (status: OperatorStatus) => async (row: OperatorRow) => {
    await setOperatorStatus(declaration.family, row.operatorId, status);
    void messageApi.success(t('statusChanged'));
    await list.current?.refresh();
  };

  const resetPassword = async (row: OperatorRow) => {
    const saved = await resetOperatorPassword(row.operatorId);
    void modal.success({
      title: t('passwordResetTitle'),
      content: (
        <>
          <p>{t('passwordShownOnce', { loginName: row.loginName })}</p>
          <Typography.Text code copyable data-testid="operator-initial-password">
            {saved.initialPassword}
          </Typography.Text>
        </>
      ),
    });
  };

  const searchFields: SearchField[] = declaration.searchFields.map((f) => ({
    name: f.name,
    label: `operators:fields.${f.name}`,
    kind: f.kind === 'input' ? 'input' : 'select',
    ...(f.kind === 'status' ? { options: statusOptions } : f.kind === 'province' ? { options: provinceOptions } : {}),
  }));

  const render = (field: keyof OperatorRow) => {
    if (field === 'status') return (v: string) => <Tag color={STATUS_COLOURS[v]}>{t(`status.${v}`)}</Tag>;
    if (field === 'createdAt' || field === 'updatedAt') return formatDateTime;
    if (field === 'isLeader') return (v: string | null) => (v ? t(`isLeader.${v}`) : '-');
    return (v: string | null) => v || '-';
  };

  const props: ListPageProps<OperatorRow> = {
    queryKey: `operators-${declaration.family}`,
    load: (params) => fetchOperators(declaration.family, params),
    rowKey: 'operatorId',
    searchFields,
    columns: declaration.columns.map((c) => ({ title: c.title, dataIndex: c.field, render: render(c.field) })),
    toolbar: [{ key: 'add', label: 'operators:actions.add', func: family.funcs.add, type: 'primary', icon: <PlusOutlined />, onClick: () => navigate(paths.add) }],
    rowOperations: [
      { key: 'detail', label: 'operators:actions.detail', func: family.funcs.query, onClick: (r) => navigate(paths.detail(r.operatorId)) },
      { key: 'edit', label: 'operators:actions.edit', func: family.funcs.edit, onClick: (r) => navigate(paths.edit(r.operatorId)) },
      { key: 'disable', label: 'operators:actions.disable', func: family.funcs.status, danger: true, visible: (r) => r.status !== '0', confirm: 'operators:confirm.disable', onClick: changeStatus('0') },
      { key: 'enable', label: 'operators:actions.enable', func: family.funcs.status, visible: (r) => r.status === '0', confirm: 'operators:confirm.enable', onClick: changeStatus('1') },
      { key: 'lock', label: 'operators:actions.lock', func: family.funcs.status, visible: (r) => r.status === '1', confirm: 'operators:confirm.lock', onClick: changeStatus('2') },
      { key: 'unlock', label: 'operators:actions.unlock', func: family.funcs.status, visible: (r) => r.status === '2', confirm: 'operators:confirm.unlock', onClick: changeStatus('1') },
      { key: 'resetPassword', label: 'operators:actions.resetPassword', func: family.funcs.resetPassword, confirm: 'operators:confirm.resetPassword', onClick: resetPassword },
    ],
  };

  return (
    <>
      {holder}
      {modalHolder}
      <ListPage<OperatorRow> ref={list} {...props} />
    </>
  );
}
