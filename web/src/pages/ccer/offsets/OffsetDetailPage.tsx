import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Space, Spin, Tag } from 'antd';
import { functionCodes, pilotMarkets, type OffsetDetail, type OffsetStep } from '@ccer/contracts';
import { formatDateTime } from '../../../components/list-page/format';
import { messageLang } from '../../../message-lang';
import { decideOffset, fetchOffset, fetchOffsetProgress, downloadOffsetCertificate } from './offset-api';
import { OpinionTable, ProgressSteps } from '../../lifecycle/ProgressSteps';
import { LedgerRangesTable } from '../LedgerRangesTable';
import { StepDecisionCard } from '../../lifecycle/StepDecisionCard';
import { NS, offsetDetailFields, offsetStatusColor, stepDetailPath } from './offset-shared';
import { useActsForCompany } from '../../../session/acts-for-company';
import { usePermission } from '../../../access';
import { PrintApplyModal } from '../offset-prints/PrintApplyModal';

/** Which decisions a detail page takes: the confirmations (company's and registry's) or the audit. */
type DetailPage = 'confirm' | 'audit';
const pageSteps: Record<DetailPage, readonly OffsetStep[]> = { confirm: ['companyConfirm', 'offsetConfirm'], audit: ['offsetAudit'] };

/** The kind's own fields as applied for (the voluntary cancellation's from the row's purpose, beneficiary and publicity). */
function kindItems(d: OffsetDetail, t: (key: string) => string): Array<{ key: string; label: string; children: ReactNode }> {
  const lang = messageLang();
  const value = (name: string): ReactNode => {
    const v = name === 'purpose' ? d.purpose : name === 'beneficiary' ? d.beneficiary : name === 'isPublic' ? d.isPublic : d.details[name];
    if (v === null || v === undefined || v === '') return '-';
    if (name === 'market') return pilotMarkets[v as keyof typeof pilotMarkets]?.[lang] ?? String(v);
    if (name === 'isPublic') return t(v === true ? 'options.public' : 'options.private');
    if (name === 'verifiedEmissions' && typeof v === 'number') return `${v.toLocaleString()} tCO₂e`;
    return String(v);
  };
  return (offsetDetailFields[d.kind] ?? []).map((name) => ({ key: name, label: t(`fields.${name}`), children: value(name) }));
}

/**
 * 抵销详情 (`/ccer/offset/confirmDetail?id=`, `/ccer/offset/auditDetail?id=`; My Tasks routes the offset's tasks here):
 * the offset, its serial ranges and, when the caller holds its open task of the page's step, the decision.
 */
function OffsetDetailView({ page }: { page: DetailPage }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  // the status a decision was taken in: the worker moves the offset on a moment later
  const [decidedIn, setDecidedIn] = useState<string>();
  // a retired offset's holder (087) may ask the registry for official copies of its certificate
  const mayApply = usePermission(functionCodes.offsetApply);
  const forCompany = useActsForCompany();
  const canRequestPrint = mayApply && forCompany;
  const [requestingPrint, setRequestingPrint] = useState(false);
  const q = useQuery({
    queryKey: ['ccerOffset', id],
    queryFn: () => fetchOffset(id),
    enabled: !!id,
    refetchInterval: (query) => (decidedIn && query.state.data?.status === decidedIn && !query.state.data.taskId ? 2000 : false),
  });
  // each step's person, time, result and opinion, read again as the offset moves on
  const progress = useQuery({ queryKey: ['ccerOffsetProgress', id, q.data?.status, q.data?.taskId], queryFn: () => fetchOffsetProgress(id), enabled: !!q.data });
  if (q.isLoading) return <Spin />;
  const d = q.data;
  if (!d) return <Empty description={t('empty.notFound')} />;
  const dash = (v: string | null | undefined) => v || '-';
  const step = d.taskId && d.taskStep ? d.taskStep : undefined;
  const here = step && pageSteps[page].includes(step) ? step : undefined;
  const stepName = (s: OffsetStep) => t(`steps.${s}`);
  const status = (
    <Tag color={offsetStatusColor[d.status]} data-testid="offset-status">
      {d.statusName}
      {d.status === 'rejected' && d.rejectedStep ? ` · ${stepName(d.rejectedStep)}` : ''}
    </Tag>
  );
  const items: Array<{ key: string; label: string; children: ReactNode; span?: number }> = [
    { key: 'status', label: t('fields.status'), children: status },
    { key: 'kind', label: t('fields.kind'), children: d.kindName },
    { key: 'offsetNo', label: t('fields.offsetNo'), children: d.offsetNo },
    { key: 'certificateNo', label: t('fields.certificateNo'), children: dash(d.certificateNo) },
    { key: 'company', label: t('fields.company'), children: `${dash(d.custName)}${d.custNo ? ` (${d.custNo})` : ''}` },
    { key: 'projectCode', label: t('fields.projectCode'), children: d.projectCode },
    { key: 'projectName', label: t('fields.projectName'), children: dash(d.projectName) },
    { key: 'vintage', label: t('fields.vintage'), children: d.vintage },
    { key: 'quantity', label: t('fields.quantity'), children: d.quantity.toLocaleString() },
    ...kindItems(d, (k) => t(k)),
    { key: 'remark', label: t('fields.remark'), children: dash(d.remark), span: 2 },
    { key: 'applicant', label: t('fields.applicant'), children: dash(d.applicantName) },
    { key: 'createdAt', label: t('fields.createdAt'), children: formatDateTime(d.createdAt) },
    { key: 'companyConfirmer', label: t('fields.companyConfirmer'), children: dash(d.companyConfirmerName) },
    { key: 'auditor', label: t('fields.auditor'), children: dash(d.auditorName) },
    { key: 'confirmer', label: t('fields.confirmer'), children: dash(d.confirmerName) },
    { key: 'retiredAt', label: t('fields.retiredAt'), children: formatDateTime(d.retiredAt) },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="offset-detail-page">
      <Card
        title={`${d.kindName} ${d.offsetNo}`}
        extra={
          <Space>
            {d.status === 'retired' && d.certificateNo ? (
              <Button data-testid="offset-certificate" onClick={() => void downloadOffsetCertificate(d.id, d.certificateNo!)}>
                {t('actions.certificate')}
              </Button>
            ) : null}
            {d.status === 'retired' && canRequestPrint ? (
              <Button data-testid="offset-print-apply" onClick={() => setRequestingPrint(true)}>
                {t('ccerOffsetPrints:actions.apply')}
              </Button>
            ) : null}
            <Button onClick={() => navigate(-1)}>{t('actions.back')}</Button>
          </Space>
        }
      >
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />
      </Card>
      <Card title={t(d.status === 'retired' ? 'ranges.retired' : 'ranges.reserved')}>
        <LedgerRangesTable
          ranges={d.ranges}
          ns={NS}
          testId="offset-ranges"
          emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(d.status === 'rejected' ? 'empty.released' : 'empty.ranges')} />}
        />
      </Card>
      <Card title={t('progress.title')} data-testid="offset-progress">
        {progress.data ? (
          <Space direction="vertical" style={{ width: '100%' }} size="middle">
            <ProgressSteps nodes={progress.data} testId="offset-progress-steps" />
            <OpinionTable nodes={progress.data} />
          </Space>
        ) : (
          <Spin />
        )}
      </Card>
      {here && (
        <StepDecisionCard
          key={d.taskId}
          ns={NS}
          testId="offset"
          title={t(`steps.${here}`)}
          decide={(v) => decideOffset(here, { taskId: d.taskId!, ...v })}
          doneText={(approved) => t(approved ? `messages.approved.${here}` : 'messages.rejected')}
          onDone={() => {
            setDecidedIn(d.status);
            void q.refetch();
          }}
        />
      )}
      {step && !here && (
        <Alert
          type="info"
          showIcon
          data-testid="offset-other-step"
          message={t('decision.elsewhere', { step: stepName(step) })}
          action={
            <Button size="small" type="primary" onClick={() => navigate(stepDetailPath(step, d.id), { replace: true })}>
              {t('actions.handle')}
            </Button>
          }
        />
      )}
      {requestingPrint && <PrintApplyModal offset={d} onClosed={() => setRequestingPrint(false)} />}
    </Space>
  );
}

/** The confirmations' page (companyConfirm and offsetConfirm, 089) and the audit's (offsetAudit, 088). */
export const OffsetConfirmDetailPage = () => <OffsetDetailView page="confirm" />;
export const OffsetAuditDetailPage = () => <OffsetDetailView page="audit" />;
