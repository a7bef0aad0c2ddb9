import { Button, Card, Descriptions, Result, Skeleton, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cancelFlagNames, registeredStatusNames } from '@ccer/contracts';
import { fetchApplyInfo } from '../../../api/project-registered';
import { formatDateTime } from '../../../components/list-page/format';
import { messageLang } from '../../../message-lang';
import ApplyDescriptions from '../ApplyDescriptions';
import ChangeLogTable from './ChangeLogTable';
import ProjectDocuments from './ProjectDocuments';

/**
 * 登记项目详情 (`?id=` the application): the registration (code and time for managers, status, cancellation), the
 * application's fields in three columns, its documents and the change log of the registry's edits.
 */
export default function RegisteredDetailPage({ backPath = '/project/query' }: { backPath?: string }) {
  const { t } = useTranslation('projectRegistered');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^[0-9a-f-]{36}$/i.test(id);
  const info = useQuery({ queryKey: ['projectApplyInfo', id], queryFn: () => fetchApplyInfo(id), enabled: valid });
  const back = <Button onClick={() => navigate(backPath)}>{t('actions.back')}</Button>;
  if (!valid || info.data === null) return <Result status="404" subTitle={t('notFound')} extra={back} />;
  if (!info.data) return <Skeleton active />;
  const { apply, project, documents, changeLog } = info.data;
  const lang = messageLang();
  const dash = (v: string | null | undefined) => v || '-';

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="registered-detail-page">
      <Card title={apply.projectName} extra={back}>
        {project ? (
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            items={[
              { key: 'code', label: t('fields.projectCode'), children: dash(project.projectCode) },
              { key: 'time', label: t('fields.registrationTime'), children: formatDateTime(project.registrationTime) },
              {
                key: 'status',
                label: t('fields.status'),
                children: <Tag color={project.status === '1' ? 'orange' : 'green'}>{registeredStatusNames[project.status][lang]}</Tag>,
              },
              {
                key: 'cancel',
                label: t('fields.cancelFlag'),
                children: <Tag color={project.cancelFlag === '1' ? 'red' : 'default'}>{cancelFlagNames[project.cancelFlag][lang]}</Tag>,
              },
              { key: 'stopReason', label: t('fields.stopReason'), children: dash(project.stopReason) },
              { key: 'cancelledAt', label: t('fields.cancelledAt'), children: formatDateTime(project.cancelledAt) },
            ]}
          />
        ) : (
          <Descriptions size="small" items={[{ key: 'status', label: t('fields.status'), children: apply.statusName }]} />
        )}
      </Card>
      <Card title={t('apply')} size="small">
        <ApplyDescriptions row={apply} />
      </Card>
      <Card title={t('documents.title')} size="small">
        <ProjectDocuments applyId={apply.id} rows={documents} />
      </Card>
      <Card title={t('changeLog.title')} size="small">
        <ChangeLogTable rows={changeLog} />
      </Card>
    </Space>
  );
}
