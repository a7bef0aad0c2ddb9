import { functionCodes as fc, type OrgAccountRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageProps } from '../../../components/list-page/types';
import { registrationApi } from '../../../api/registration';
import { useAccountManage } from '../shared/useAccountManage';
import { orgPaths } from './org-paths';

/**
 * 机构管理 (/account/org/manage, menu 103005; accounts spec §2.4, §7.5): submitted applications and accounts; 详情,
 * 修改 (010), 开户 / 驳回 (003), 停用 / 启用 (011).
 */
export default function OrgListPage() {
  const manage = useAccountManage<OrgAccountRow>({ openFunc: fc.orgOpen, paths: orgPaths, setStatus: registrationApi.orgStatus });

  const declaration: ListPageProps<OrgAccountRow> = {
    queryKey: 'org-accounts',
    load: registrationApi.orgList,
    rowKey: 'id',
    searchFields: [
      { name: 'custName', label: 'registration:org.fields.custName', kind: 'input' },
      { name: 'loginName', label: 'registration:public.loginName', kind: 'input' },
      manage.statusSearchField,
    ],
    columns: [
      { title: 'registration:mine.applyNo', dataIndex: 'applyNo' },
      { title: 'registration:org.fields.custName', dataIndex: 'custName' },
      { title: 'registration:org.fields.certificateNo', dataIndex: 'certificateNo' },
      { title: 'registration:public.loginName', dataIndex: 'loginName' },
      manage.statusColumn,
      { title: 'registration:org.submittedAt', dataIndex: 'submittedAt', render: formatDateTime },
    ],
    rowOperations: manage.rowOperations,
  };

  return (
    <>
      {manage.holder}
      <ListPage<OrgAccountRow> ref={manage.list} {...declaration} />
      {manage.modal}
    </>
  );
}
