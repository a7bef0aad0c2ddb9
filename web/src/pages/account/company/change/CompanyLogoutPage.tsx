import { useRef, useState } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { companyLogoutBody, functionCodes as fc, type CompanyRow } from '@ccer/contracts';
import ListPage from '../../../../components/list-page/ListPage';
import { formatDateTime } from '../../../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../../../components/list-page/types';
import { companyApi } from '../../../../api/company-accounts';
import { companyChangeApi } from '../../../../api/company-changes';
import ReasonDialog from '../../../../components/modal/ReasonDialog';

/** 企业注销 (/account/company/logout, menu 102510): company accounts; 注销 (013) after a confirmation with the reason. */
export default function CompanyLogoutPage() {
  const { t } = useTranslation('companyChange');
  const list = useRef<ListPageHandle>(null);
  const [target, setTarget] = useState<CompanyRow>();
  const reload = () => void list.current?.refresh();

  const declaration: ListPageProps<CompanyRow> = {
    queryKey: 'company-logout',
    load: companyApi.list,
    rowKey: 'custId',
    searchFields: [
      { name: 'custName', label: 'companyChange:custName', kind: 'input' },
      { name: 'certificateNo', label: 'companyChange:certificateNo', kind: 'input' },
    ],
    columns: [
      { title: 'companyChange:custNo', dataIndex: 'custNo' },
      { title: 'companyChange:custName', dataIndex: 'custName' },
      { title: 'companyChange:certificateNo', dataIndex: 'certificateNo' },
      { title: 'companyChange:companyStatus', dataIndex: 'status', render: (v: string) => <Tag color={v === '1' ? 'success' : 'default'}>{t(`companyStatuses.${v}`, { defaultValue: v })}</Tag> },
      { title: 'companyChange:createdAt', dataIndex: 'createdAt', render: formatDateTime },
    ],
    rowOperations: [{ key: 'logout', label: 'companyChange:logout', func: fc.accountClose, danger: true, visible: (r) => r.status !== '2', onClick: (r) => setTarget(r) }],
  };

  return (
    <>
      <ListPage<CompanyRow> ref={list} {...declaration} />
      {target && (
        <ReasonDialog
          key={target.custId}
          title={t('logoutTitle')}
          label={t('logoutReason')}
          body={companyLogoutBody}
          notice={{ type: 'warning', text: t('logoutConfirm', { custName: target.custName ?? '' }) }}
          danger
          okText={t('logoutOk')}
          call={(reason) => companyChangeApi.logout(target.custId, reason)}
          doneText={t('logoutDone')}
          onDone={reload}
          onStale={reload}
          onClosed={() => setTarget(undefined)}
          testIds={{ modal: 'company-logout-modal', input: 'company-logout-reason' }}
        />
      )}
    </>
  );
}
