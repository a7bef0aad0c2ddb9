import { useTranslation } from 'react-i18next';
import { functionCodes as fc, type PublicAccountRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageProps } from '../../../components/list-page/types';
import { registrationApi } from '../../../api/registration';
import { useAccountManage } from '../shared/useAccountManage';
import { publicPaths } from './public-paths';

/**
 * 公众账户管理 (/account/public/manage, menu 103505; accounts spec §2.4, §3.5, §7.2 mass-*): applications and
 * accounts; 详情, 修改 (010), 开户 / 驳回 (006), 停用 / 启用 (011).
 */
export default function PublicListPage() {
  const { t } = useTranslation('registration');
  const manage = useAccountManage<PublicAccountRow>({ openFunc: fc.publicOpen, paths: publicPaths, setStatus: registrationApi.publicStatus });

  const declaration: ListPageProps<PublicAccountRow> = {
    queryKey: 'public-accounts',
    load: registrationApi.publicList,
    rowKey: 'id',
    searchFields: [
      { name: 'realName', label: 'registration:public.realName', kind: 'input' },
      { name: 'loginName', label: 'registration:public.loginName', kind: 'input' },
      {
        name: 'operatorType',
        label: 'registration:public.operatorType',
        kind: 'select',
        options: [
          { value: '10', label: t('public.type10') },
          { value: '11', label: t('public.type11') },
        ],
      },
      manage.statusSearchField,
    ],
    columns: [
      { title: 'registration:mine.applyNo', dataIndex: 'applyNo' },
      { title: 'registration:public.realName', dataIndex: 'realName' },
      { title: 'registration:public.operatorType', dataIndex: 'operatorType', render: (v: string) => t(`public.type${v}`) },
      { title: 'registration:public.certificateNo', dataIndex: 'certificateNo' },
      { title: 'registration:public.loginName', dataIndex: 'loginName' },
      manage.statusColumn,
      { title: 'registration:mine.createdAt', dataIndex: 'createdAt', render: formatDateTime },
    ],
    rowOperations: manage.rowOperations,
  };

  return (
    <>
      {manage.holder}
      <ListPage<PublicAccountRow> ref={manage.list} {...declaration} />
      {manage.modal}
    </>
  );
}
