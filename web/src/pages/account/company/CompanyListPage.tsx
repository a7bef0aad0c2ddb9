import { useRef } from 'react';
import { Spin, Tag, message } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { functionCodes as fc, REPRESENTATIVE_TYPE, type CompanyRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../../components/list-page/types';
import { companyApi } from '../../../api/company-accounts';
import { companyChangeApi } from '../../../api/company-changes';
import { useSession } from '../../../session/session-store';
import { companyPaths } from './company-paths';
import { CompanyAccountDetails } from './CompanyAccountDetailPage';

/** 企业管理 (/account/company/manage, menu 102505; §2.4, §7.4): company accounts; 详情, 账户代表, 停用 / 启用 (008). */
export default function CompanyListPage() {
  const { t } = useTranslation('company');
  const navigate = useNavigate();
  const [messageApi, holder] = message.useMessage();
  const list = useRef<ListPageHandle>(null);
  // a representative sees their own company; enabling and disabling companies is the registry's
  const forRegistry = useSession().user?.operatorType !== REPRESENTATIVE_TYPE;
  // ?toDetails=true (the completion dialog, §2.7): straight to the own company's details
  const toDetails = useSearchParams()[0].get('toDetails') === 'true';
  const own = useQuery({ queryKey: ['customer-info'], queryFn: companyChangeApi.current, enabled: toDetails });

  const setState = async (r: CompanyRow, status: '0' | '1') => {
    await companyApi.setState(r.custId, status);
    void messageApi.success(t('done'));
    await list.current?.refresh();
  };

  const declaration: ListPageProps<CompanyRow> = {
    queryKey: 'company-accounts',
    load: companyApi.list,
    rowKey: 'custId',
    searchFields: [
      { name: 'custName', label: 'company:fields.custName', kind: 'input' },
      { name: 'certificateNo', label: 'company:fields.certificateNo', kind: 'input' },
      { name: 'status', label: 'company:status', kind: 'select', options: ['1', '0'].map((s) => ({ value: s, label: t(`accountStatus.${s}`) })) },
    ],
    columns: [
      { title: 'company:custNo', dataIndex: 'custNo' },
      { title: 'company:fields.custName', dataIndex: 'custName', mobile: true },
      { title: 'company:fields.certificateNo', dataIndex: 'certificateNo' },
      { title: 'company:fields.custType', dataIndex: 'custType', render: (v: string | null) => (v ?? '').split(',').filter(Boolean).map((c) => t(`custTypes.${c}`)).join('、') },
      { title: 'company:status', dataIndex: 'status', mobile: true, render: (v: string) => <Tag color={v === '1' ? 'success' : 'default'}>{t(`accountStatus.${v}`)}</Tag> },
      { title: 'company:createdAt', dataIndex: 'createdAt', render: formatDateTime },
    ],
    rowOperations: [
      { key: 'detail', label: 'company:actions.detail', func: [fc.companyOpen, fc.companyEdit], onClick: (r) => navigate(companyPaths.detail(r.custId)) },
      { key: 'represent', label: 'company:actions.represent', func: fc.representManage, onClick: (r) => navigate(companyPaths.represent(r.custId)) },
      { key: 'edit', label: 'companyChange:actions.edit', func: fc.companyEdit, visible: (r) => r.status === '1', onClick: (r) => navigate(`/account/company/edit?custId=${encodeURIComponent(r.custId)}`) },
      { key: 'disable', label: 'company:actions.disable', func: fc.companyEdit, danger: true, visible: (r) => forRegistry && r.status === '1', onClick: (r) => void setState(r, '0') },
      { key: 'enable', label: 'company:actions.enable', func: fc.companyEdit, visible: (r) => forRegistry && r.status === '0', onClick: (r) => void setState(r, '1') },
    ],
  };

  if (toDetails && own.isLoading) return <Spin />;
  // details mode stays on this path: the completion dialog (§2.7) leaves company manage alone
  if (toDetails && own.data) return <CompanyAccountDetails custId={own.data.custId} />;
  return (
    <>
      {holder}
      <ListPage<CompanyRow> ref={list} {...declaration} />
    </>
  );
}
