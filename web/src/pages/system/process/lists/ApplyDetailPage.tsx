import { Button, Result, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fetchApplyDetail } from '../../../../api/process-lists';
import { InstanceDetailView } from '../InstanceDetailPage';
import { applyListPaths, scopeOfDetailPath } from './list-rules';

/**
 * 申请详情: /system/process/applyDetails (我的申请) and /system/process/companyApplyDetails (企业申请),
 * ?processInstanceId=; the gateway opens it only to the starter or the starter's company.
 */
export default function ApplyDetailPage() {
  const { t } = useTranslation('processLists');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = params.get('processInstanceId') ?? '';
  const scope = scopeOfDetailPath(pathname);
  const q = useQuery({ queryKey: ['processApplication', id], queryFn: () => fetchApplyDetail(id), enabled: !!id, retry: false });

  if (!id || q.isError) {
    const back = <Button onClick={() => navigate(applyListPaths[scope])}>{t(scope === 'company' ? 'apply.detail.backCompany' : 'apply.detail.back')}</Button>;
    return <Result status="404" title={t('apply.detail.notFound')} extra={back} />;
  }
  if (q.isPending) return <Skeleton active />;
  return <InstanceDetailView detail={q.data} />;
}
