import { useState } from 'react';
import { Button, Card, Result, Skeleton, Space } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { StepDeclaration } from '@ccer/contracts';
import { usePermission } from '../../access';
import { OpinionTable, ProgressSteps } from './ProgressSteps';
import StepDecisionModal from './StepDecisionModal';
import { stepForStatus } from './step-pages';
import { useStepTranslation, type AreaPages, type AreaRow } from './area-pages';

interface Props<Row extends AreaRow> {
  area: AreaPages<Row>;
  /** Where 返回 goes when the page was not opened from a list (which it then goes back to): the menu's list. */
  backPath: string;
  /** Decision steps the page offers when the application waits on one (the recall audit page). */
  decisionSteps?: readonly StepDeclaration[];
  /** Reads the application in the caller's scope (a validation body through org-apply-list); the area's list by default. */
  loadApply?: (id: string) => Promise<Row | undefined>;
}

/**
 * An application's detail (`?id=`): its fields in three columns, its progress as steps done and to come, the
 * recall branch when the area runs one and it was asked for, the opinions along the way, and the area's own cards.
 * A recall audit page is this page with the recall decision.
 */
export default function AreaDetail<Row extends AreaRow>({ area, backPath, decisionSteps = [], loadApply = area.calls.one }: Props<Row>) {
  const { t } = useStepTranslation(area);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [deciding, setDeciding] = useState<StepDeclaration>();
  const valid = /^[0-9a-f-]{36}$/i.test(id);
  const apply = useQuery({ queryKey: [area.queryKey, id], queryFn: () => loadApply(id).then((r) => r ?? null), enabled: valid });
  const progress = useQuery({ queryKey: [`${area.queryKey}Progress`, id], queryFn: () => area.calls.progress(id), enabled: valid, retry: false });
  const recall = useQuery({ queryKey: [`${area.queryKey}RecallProgress`, id], queryFn: () => area.recallProgress!(id), enabled: valid && !!area.recallProgress, retry: false });
  const step = apply.data ? stepForStatus(decisionSteps, apply.data.status) : undefined;
  const mayDecide = usePermission(step?.funcCode);
  const from = (useLocation().state as { from?: string } | null)?.from;
  const back = <Button onClick={() => navigate(from ?? backPath)}>{t('back')}</Button>;

  if (!valid || apply.data === null) return <Result status="404" subTitle={t('notFound')} extra={back} />;
  if (!apply.data) return <Skeleton active />;
  const recallAsked = recall.data?.nodes.some((n) => n.state !== 'todo');
  const refresh = () => void client.invalidateQueries({ predicate: (q) => q.queryKey[1] === id });

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid={`${area.lifecycle.area}-detail-page`}>
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
        <area.Descriptions row={apply.data} />
      </Card>
      {area.detailCards?.(apply.data)}
      {deciding && <StepDecisionModal area={area} apply={apply.data} step={deciding} onDone={refresh} onClosed={() => setDeciding(undefined)} />}
    </Space>
  );
}
