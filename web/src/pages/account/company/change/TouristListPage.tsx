import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { companyApplyStatusList, type TouristRow } from '@ccer/contracts';
import ListPage from '../../../../components/list-page/ListPage';
import { formatDateTime } from '../../../../components/list-page/format';
import type { ListPageProps } from '../../../../components/list-page/types';
import { companyChangeApi } from '../../../../api/company-changes';

/** 游客查询 (/account/company/tourists, menu 102501): visitors (type 09) with their latest account application's state; read-only. */
export default function TouristListPage() {
  const { t } = useTranslation('companyChange');
  const declaration: ListPageProps<TouristRow> = {
    queryKey: 'company-tourists',
    load: companyChangeApi.tourists,
    rowKey: 'operatorId',
    searchFields: [
      { name: 'loginName', label: 'companyChange:loginName', kind: 'input' },
      { name: 'operatorName', label: 'companyChange:operatorName_', kind: 'input' },
      {
        name: 'applyStatus',
        label: 'companyChange:applyStatus',
        kind: 'select',
        options: [{ value: 'none', label: t('applyStatuses.none') }, ...companyApplyStatusList.map((s) => ({ value: s, label: t(`applyStatuses.${s}`) }))],
      },
    ],
    columns: [
      { title: 'companyChange:loginName', dataIndex: 'loginName' },
      { title: 'companyChange:operatorName_', dataIndex: 'operatorName' },
      { title: 'companyChange:phoneNo', dataIndex: 'phoneNo' },
      { title: 'companyChange:registeredAt', dataIndex: 'createdAt', render: formatDateTime },
      { title: 'companyChange:applyNo', dataIndex: 'applyNo' },
      { title: 'companyChange:applyCustName', dataIndex: 'applyCustName' },
      {
        title: 'companyChange:applyStatus',
        dataIndex: 'applyStatusName',
        render: (v: string | null, r) => (v ? <Tag color={r.applyStatus === 'opened' ? 'success' : r.applyStatus === 'rejected' ? 'error' : 'processing'}>{v}</Tag> : t('applyStatuses.none')),
      },
    ],
  };
  return <ListPage<TouristRow> {...declaration} />;
}
