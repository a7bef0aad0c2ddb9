import { useRef } from 'react';
import { Tag, message } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { functionCodes as fc, type CompanyRepresentRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../../components/list-page/types';
import { companyApi } from '../../../api/company-accounts';

/** 账户代表管理 (/account/company/represent, menu 102515): representatives per company; 停用 / 启用 (014). */
export default function RepresentListPage() {
  const { t } = useTranslation('company');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const custId = params.get('custId') ?? undefined;
  const [messageApi, holder] = message.useMessage();
  const list = useRef<ListPageHandle>(null);

  const setState = async (r: CompanyRepresentRow, status: '0' | '1') => {
    await companyApi.setRepresentState(r.custId, r.operatorId, status);
    void messageApi.success(t('done'));
    await list.current?.refresh();
  };

  const declaration: ListPageProps<CompanyRepresentRow> = {
    queryKey: `company-represents-${custId ?? 'all'}`,
    load: (p) => companyApi.represents({ ...p, custId }),
    rowKey: 'id',
    searchFields: [{ name: 'loginName', label: 'company:loginName', kind: 'input' }],
    columns: [
      { title: 'company:fields.custName', dataIndex: 'custName' },
      { title: 'company:loginName', dataIndex: 'loginName' },
      { title: 'company:operatorName', dataIndex: 'operatorName' },
      { title: 'company:representRole', dataIndex: 'representRole', render: (v: string) => t(`representRoles.${v}`) },
      { title: 'company:status', dataIndex: 'status', render: (v: string) => <Tag color={v === '1' ? 'success' : 'default'}>{t(`accountStatus.${v}`)}</Tag> },
      { title: 'company:createdAt', dataIndex: 'createdAt', render: formatDateTime },
    ],
    rowOperations: [
      { key: 'representDetail', label: 'companyChange:actions.representDetail', func: fc.representManage, onClick: (r) => navigate(`/account/company/representDetail?custId=${encodeURIComponent(r.custId)}`) },
      { key: 'disable', label: 'company:actions.disable', func: fc.representManage, danger: true, visible: (r) => r.status === '1', onClick: (r) => void setState(r, '0') },
      { key: 'enable', label: 'company:actions.enable', func: fc.representManage, visible: (r) => r.status === '0', onClick: (r) => void setState(r, '1') },
    ],
  };

  return (
    <>
      {holder}
      <ListPage<CompanyRepresentRow> ref={list} {...declaration} />
    </>
  );
}
