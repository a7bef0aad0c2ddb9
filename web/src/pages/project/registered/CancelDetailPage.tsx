import { useState } from 'react';
import { Button, Card, Descriptions, Result, Skeleton, Space, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { functionCodes as fc, projectCancelStatuses } from '@ccer/contracts';
import { fetchCancel } from '../../../api/project-registered';
import { usePermission } from '../../../access';
import { formatDateTime } from '../../../components/list-page/format';
import CancelAuditModal from './CancelAuditModal';

/**
 * 注销申请详情 (`?id=` the cancellation, as My Tasks routes a projectLogoutManage task): the application and its
 * outcome; on the registry's page, 审核 while its audit task is open to the caller.
 */
function CancelDetail({ backPath }: { backPath: string }) {
  const { t } = useTranslation('projectRegistered');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^[0-9a-f-]{36}$/i.test(id);
  const [decided, setDecided] = useState(false);
  const cancel = useQuery({
    queryKey: ['projectCancel', id],
    queryFn: () => fetchCancel(id),
    enabled: valid,
    // decided here, its outcome not written yet (the worker writes it just after the audit): look again shortly
    refetchInterval: (q) => (decided && q.state.data?.status === projectCancelStatuses.pending.code ? 1000 : false),
  });
  const mayAudit = usePermission(fc.projectCancel);
  const [auditing, setAuditing] = useState(false);
  const back = <Button onClick={() => navigate(backPath)}>{t('actions.back')}</Button>;
  if (!valid || cancel.data === null) return <Result status="404" subTitle={t('cancelNotFound')} extra={back} />;
  if (!cancel.data) return <Skeleton active />;
  const c = cancel.data;
  const taskId = c.taskId;
  const dash = (v: string | null | undefined) => v || '-';

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="cancel-detail-page">
      <Card
        title={`${c.applyNo}：${c.projectName}`}
        extra={
          <Space>
            {taskId && mayAudit && backPath === '/project/logoutManage' && (
              <Button type="primary" onClick={() => setAuditing(true)} data-testid="cancel-audit">
                {t('actions.audit')}
              </Button>
            )}
            <Button onClick={() => navigate(`/project/query/detail?id=${encodeURIComponent(c.applyId)}`)}>{t('fields.project')}</Button>
            {back}
          </Space>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'code', label: t('fields.projectCode'), children: c.projectCode },
            { key: 'name', label: t('fields.projectName'), children: c.projectName },
            { key: 'owner', label: t('fields.owner'), children: dash(c.owner) },
            { key: 'by', label: t('fields.initiatedBy'), children: t(`initiatedBy.${c.initiatedBy}`) },
            { key: 'applicant', label: t('fields.applicantName'), children: dash(c.applicantName) },
            { key: 'at', label: t('fields.createdAt'), children: formatDateTime(c.createdAt) },
            { key: 'status', label: t('fields.cancelStatus'), children: <Tag>{c.statusName}</Tag> },
            { key: 'opinion', label: t('fields.opinion'), children: dash(c.opinion), span: 2 },
            { key: 'reason', label: t('fields.reason'), children: c.reason, span: 'filled' },
          ]}
        />
      </Card>
      {auditing && taskId && (
        <CancelAuditModal
          cancel={{ ...c, taskId }}
          onDone={() => {
            setDecided(true);
            void client.invalidateQueries({ queryKey: ['projectCancel', id] });
          }}
          onClosed={() => setAuditing(false)}
        />
      )}
    </Space>
  );
}

/** /project/logout/detail (the owner's). */
export const LogoutDetailPage = () => <CancelDetail backPath="/project/logout" />;
/** /project/logoutManage/detail (the registry's, with the audit). */
export const LogoutManageDetailPage = () => <CancelDetail backPath="/project/logoutManage" />;
