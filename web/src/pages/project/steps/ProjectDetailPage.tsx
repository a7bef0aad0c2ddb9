import { useState } from 'react';
import { Button, Card, Result, Skeleton, Space } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApplyRow, StepDeclaration } from '@ccer/contracts';
import { fetchApply } from '../../../api/project';
import { fetchProgress, fetchRecallProgress } from '../../../api/project-steps';
import { usePermission } from '../../../access';
import ApplyDescriptions from '../ApplyDescriptions';
import { OpinionTable, ProgressSteps } from './ProgressSteps';
import StepDecisionModal from './StepDecisionModal';
import { stepForStatus } from './step-pages';

interface Props {
  /** Where 返回 goes: the menu's list. */
  backPath: string;
  /** Decision steps the page offers when the application waits on one (the recall audit page). */
  decisionSteps?: readonly StepDeclaration[];
  /** Reads the application in the caller's scope (a validation body through org-apply-list). */
  loadApply?: (id: string) => Promise<ApplyRow | undefined>;
}

/**
 * 项目详情 (`?id=`): the application's fields in three columns, its progress as steps done and to come, the
 * recall branch when one was asked for, and the opinions along the way. The recall audit page is this page
 * with the recall decision.
 */
export function ProjectDetail({ backPath, decisionSteps = [], loadApply = fetchApply }: Props) {
  const { t } = useTranslation('projectSteps');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [deciding, setDeciding] = useState<StepDeclaration>();
  const valid = /^[0-9a-f-]{36}$/i.test(id);
  const apply = useQuery({ queryKey: ['projectApply', id], queryFn: () => loadApply(id).then((r) => r ?? null), enabled: valid });
  const progress = useQuery({ queryKey: ['projectProgress', id], queryFn: () => fetchProgress(id), enabled: valid, retry: false });
  const recall = useQuery({ queryKey: ['projectRecallProgress', id], queryFn: () => fetchRecallProgress(id), enabled: valid, retry: false });
  const step = apply.data ? stepForStatus(decisionSteps, apply.data.status) : undefined;
  const mayDecide = usePermission(step?.funcCode);
  const back = <Button onClick={() => navigate(backPath)}>{t('back')}</Button>;

  if (!valid || apply.data === null) return <Result status="404" subTitle={t('notFound')} extra={back} />;
  if (!apply.data) return <Skeleton active />;
  const recallAsked = recall.data?.nodes.some((n) => n.state !== 'todo');
  const refresh = () => void client.invalidateQueries({ predicate: (q) => q.queryKey[1] === id });

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="project-detail-page">
      <Card
        title={apply.data.projectName}
        extra={
          <Space>
            {step && mayDecide && (
              <Button type="primary" onClick={() => setDeciding(step)} data-testid={`decide-${step.taskKey}`}>
                {t(`steps.${step.taskKey}.action`)}
              </Button>
            )}
            {back}
          </Space>
        }
      >
        {progress.data ? <ProgressSteps nodes={progress.data.nodes} testId="progress-steps" /> : <Skeleton active paragraph={{ rows: 1 }} />}
      </Card>
      {recallAsked && recall.data && (
        <Card title={t('progress.recallTitle')} size="small">
          <ProgressSteps nodes={recall.data.nodes} testId="recall-steps" />
        </Card>
      )}
      <Card title={t('progress.opinions')} size="small">
        <OpinionTable nodes={[...(progress.data?.nodes ?? []), ...(recallAsked ? (recall.data?.nodes ?? []) : [])]} />
      </Card>
      <Card title={t('detailTitle')} size="small">
        <ApplyDescriptions row={apply.data} />
      </Card>
      {deciding && <StepDecisionModal apply={apply.data} step={deciding} onDone={refresh} onClosed={() => setDeciding(undefined)} />}
    </Space>
  );
}

/** /project/detail (hidden under 1301). */
export default function ProjectDetailPage() {
  return <ProjectDetail backPath="/project/add" />;
}
