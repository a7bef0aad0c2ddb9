import { useState } from 'react';
import { Button, Card, Descriptions, Result, Skeleton, Space, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { certifiedWithdrawStatuses, functionCodes as fc } from '@ccer/contracts';
import { fetchWithdrawal } from '../../../api/certified-registered';
import { usePermission } from '../../../access';
import { formatDateTime } from '../../../components/list-page/format';
import AreaDetail from '../../lifecycle/AreaDetail';
import { certifiedArea, certifiedStep } from '../certified-area';
import WithdrawAuditModal from './WithdrawAuditModal';
import { withdrawStatusColor } from './WithdrawalList';

const backPath = '/certified/cancel';

/**
 * 撤回申请详情 (`?id=` the withdrawal, as My Tasks routes a certifiedLogoutManage task): the withdrawal and its outcome;
 * on the audit page, 审核 while its audit task is open to the caller.
 */
function WithdrawalDetail({ audit }: { audit: boolean }) {
  const { t } = useTranslation('certifiedRegistered');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^[0-9a-f-]{36}$/i.test(id);
  const [decided, setDecided] = useState(false);
  const withdrawal = useQuery({
    queryKey: ['certifiedWithdrawal', id],
    queryFn: () => fetchWithdrawal(id),
    enabled: valid,
    // decided here, its outcome not written yet (the worker writes it just after the audit): look again shortly
    refetchInterval: (q) => (decided && q.state.data?.status === certifiedWithdrawStatuses.pending.code ? 1000 : false),
  });
  const mayAudit = usePermission(fc.certifiedCancel);
  const [auditing, setAuditing] = useState(false);
  const back = <Button onClick={() => navigate(`${backPath}?tab=withdrawal`)}>{t('actions.back')}</Button>;
  if (!valid || withdrawal.data === null) return <Result status="404" subTitle={t('withdrawNotFound')} extra={back} />;
  if (!withdrawal.data) return <Skeleton active />;
  const w = withdrawal.data;
  const taskId = w.taskId;
  const dash = (v: string | null | undefined) => v || '-';

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="withdrawal-detail-page">
      <Card
        title={`${w.applyNo}：${w.projectName}`}
        extra={
          <Space>
            {audit && taskId && mayAudit && (
              <Button type="primary" onClick={() => setAuditing(true)} data-testid="withdrawal-audit">
                {t('actions.audit')}
              </Button>
            )}
            <Button onClick={() => navigate(`/certified/query/detail?id=${encodeURIComponent(w.certifiedInfoId)}`)}>{t('fields.reduction')}</Button>
            {back}
          </Space>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'no', label: t('fields.registrationNo'), children: w.registrationNo },
            { key: 'name', label: t('fields.projectName'), children: w.projectName },
            { key: 'num', label: t('fields.registeredNum'), children: w.registeredNum.toLocaleString() },
            { key: 'owner', label: t('fields.owner'), children: dash(w.owner) },
            { key: 'by', label: t('fields.initiatedBy'), children: t(`initiatedBy.${w.initiatedBy}`) },
            { key: 'applicant', label: t('fields.applicantName'), children: dash(w.applicantName) },
            { key: 'at', label: t('fields.createdAt'), children: formatDateTime(w.createdAt) },
            { key: 'status', label: t('fields.withdrawStatus'), children: <Tag color={withdrawStatusColor[w.status]}>{w.statusName}</Tag> },
            { key: 'opinion', label: t('fields.opinion'), children: dash(w.opinion) },
            { key: 'reason', label: t('fields.reason'), children: w.reason, span: 'filled' },
          ]}
        />
      </Card>
      {auditing && taskId && (
        <WithdrawAuditModal
          withdrawal={{ ...w, taskId }}
          onDone={() => {
            setDecided(true);
            void client.invalidateQueries({ queryKey: ['certifiedWithdrawal', id] });
          }}
          onClosed={() => setAuditing(false)}
        />
      )}
    </Space>
  );
}

/** `kind` decides: recall (an application's publicity recall) or withdrawal (registered reductions, the default). */
const useKind = () => (useSearchParams()[0].get('kind') === 'recall' ? 'recall' : 'withdrawal');

/** /certified/cancel/detail?id=&kind=: the recall's application detail, or the withdrawal's. */
export function CancelDetailPage() {
  return useKind() === 'recall' ? <AreaDetail area={certifiedArea} backPath={backPath} /> : <WithdrawalDetail audit={false} />;
}

/** /certified/cancel/audit?id=&kind=: the recall audit on the application's detail, or the withdrawal audit. */
export function CancelAuditPage() {
  return useKind() === 'recall' ? <AreaDetail area={certifiedArea} backPath={backPath} decisionSteps={[certifiedStep('recallAudit')]} /> : <WithdrawalDetail audit />;
}
