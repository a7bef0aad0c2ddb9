import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Space, Spin } from 'antd';
import { OpinionTable, ProgressSteps } from '../../lifecycle/ProgressSteps';
import { StepDecisionCard } from '../../lifecycle/StepDecisionCard';
import { fetchProposal, fetchProposalProgress, reviewProposal } from './methodology-collect-api';
import { NS } from './methodology-collect-shared';
import { ProposalFields } from './ProposalFields';

/**
 * 方法学征集详情 (`/information/methodology/collect/detail?id=`; My Tasks routes the review here): the proposal, its
 * documents, its progress along the chain (every step's person, time, result and opinion) and the review of the
 * caller's open task: accept, or reject with an opinion.
 */
export default function ProposalDetailPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  // the status the decision was made in: the worker writes the outcome a moment later
  const [decidedIn, setDecidedIn] = useState<string>();
  const q = useQuery({
    queryKey: ['methodologyCollect', id],
    queryFn: () => fetchProposal(id),
    enabled: !!id,
    refetchInterval: (query) => (decidedIn && query.state.data?.status === decidedIn ? 1500 : false),
  });
  const progress = useQuery({ queryKey: ['methodologyCollectProgress', id, q.data?.status, q.data?.taskId], queryFn: () => fetchProposalProgress(id), enabled: !!q.data });
  if (q.isLoading) return <Spin />;
  const d = q.data;
  if (!d) return <Empty description={t('empty.notFound')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="proposal-detail-page">
      <Card title={`${t('title.detail')} ${d.proposalNo}`} extra={<Button onClick={() => navigate(-1)}>{t('actions.back')}</Button>}>
        <ProposalFields proposal={d} />
      </Card>
      <Card title={t('progress.title')} data-testid="proposal-progress">
        {progress.data ? (
          <Space direction="vertical" style={{ width: '100%' }} size="middle">
            <ProgressSteps nodes={progress.data} testId="proposal-progress-steps" />
            <OpinionTable nodes={progress.data} />
          </Space>
        ) : (
          <Spin />
        )}
      </Card>
      {d.taskId && (
        <StepDecisionCard
          key={d.taskId}
          ns={NS}
          testId="proposal"
          title={t('decision.title')}
          hint={<Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('decision.hint')} />}
          decide={(v) => reviewProposal({ taskId: d.taskId!, ...v })}
          doneText={(approved) => t(approved ? 'messages.accepted' : 'messages.rejected')}
          onDone={() => {
            setDecidedIn(d.status);
            void q.refetch();
          }}
        />
      )}
    </Space>
  );
}
