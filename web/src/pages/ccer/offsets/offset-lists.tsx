import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tabs, Tag } from 'antd';
import { functionCodes as fc, type OffsetKind, type OffsetRow, type OffsetStep } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageProps, SearchField } from '../../../components/list-page/types';
import { hasFunc } from '../../../access';
import { messageLang } from '../../../message-lang';
import { fetchOffsets } from './offset-api';
import { NS, confirmDetailPath, kindOptions, offsetStatusColor, statusOptions, stepDetailPath } from './offset-shared';
import { useActsForCompany } from '../../../session/acts-for-company';
import OffsetRulesTab from './OffsetRulesTab';

/** What a list shows: a kind's applications, the ones waiting in a step for the caller, or every record. */
export type OffsetListView = { kind: OffsetKind } | { waiting: OffsetStep } | { record: true };

const stepFunc: Record<OffsetStep, string> = { companyConfirm: fc.offsetConfirm, offsetAudit: fc.offsetAudit, offsetConfirm: fc.offsetConfirm };
/** The caller holds the row's open task and may decide it (else the row offers its detail). */
const decidable = (r: OffsetRow) => !!r.taskId && !!r.taskStep && hasFunc(stepFunc[r.taskStep]);
const viewKey = (v: OffsetListView) => ('kind' in v ? `kind-${v.kind}` : 'waiting' in v ? `waiting-${v.waiting}` : 'record');

/** The declaration of an offset list (columns, search, the row's detail or decision). */
export function useOffsetList(view: OffsetListView): ListPageProps<OffsetRow> {
  const navigate = useNavigate();
  const lang = messageLang();
  const key = viewKey(view);
  return useMemo(() => {
    const fixed = 'kind' in view ? { kind: view.kind } : 'waiting' in view ? { waiting: view.waiting } : {};
    const record = 'record' in view;
    const searchFields: SearchField[] = [
      { name: 'offsetNo', label: `${NS}:fields.offsetNo`, kind: 'input' },
      { name: 'projectCode', label: `${NS}:fields.projectCode`, kind: 'input' },
      ...('kind' in view ? [] : [{ name: 'kind', label: `${NS}:fields.kind`, kind: 'select' as const, options: kindOptions(lang) }]),
      ...('waiting' in view ? [] : [{ name: 'status', label: `${NS}:fields.status`, kind: 'select' as const, options: statusOptions(lang) }]),
    ];
    // a waiting list decides on the step's page; the records and a kind's applications open the detail (its decision
    // shows there when the caller holds the task)
    const open = (r: OffsetRow) => navigate('waiting' in view ? stepDetailPath(view.waiting, r.id) : confirmDetailPath(r.id));
    return {
      queryKey: `ccerOffsets-${key}`,
      load: (p: Record<string, unknown>) => fetchOffsets({ ...p, ...fixed }),
      rowKey: 'id',
      searchFields,
      columns: [
        { title: `${NS}:fields.offsetNo`, dataIndex: 'offsetNo', width: 170, mobile: true },
        { title: `${NS}:fields.kind`, dataIndex: 'kindName', width: 140 },
        ...(record || 'waiting' in view ? [{ title: `${NS}:fields.company`, dataIndex: 'custName' as const, ellipsis: true, width: 180 }] : []),
        // the project in one cell (its code, then its name): the lists stay readable at 1440 px in both languages
        { title: `${NS}:fields.project`, dataIndex: 'projectCode', ellipsis: true, width: 220, render: (v: string, r: OffsetRow) => (r.projectName ? `${v} ${r.projectName}` : v) },
        { title: `${NS}:fields.vintage`, dataIndex: 'vintage', width: 80 },
        { title: `${NS}:fields.quantity`, dataIndex: 'quantity', width: 110, mobile: true, render: (v: number) => v.toLocaleString() },
        { title: `${NS}:fields.status`, dataIndex: 'status', width: 150, mobile: true, render: (v: string, r: OffsetRow) => <Tag color={offsetStatusColor[v]}>{r.statusName}</Tag> },
        ...(record ? [{ title: `${NS}:fields.applicant`, dataIndex: 'applicantName' as const, width: 120 }] : []),
        { title: `${NS}:fields.createdAt`, dataIndex: 'createdAt', width: 170, render: formatDateTime },
        // a waiting list's offsets are not retired yet
        ...('waiting' in view ? [] : [{ title: `${NS}:fields.retiredAt`, dataIndex: 'retiredAt' as const, width: 170, render: formatDateTime }]),
      ],
      rowOperations: [
        { key: 'detail', label: `${NS}:actions.detail`, visible: (r) => !decidable(r), onClick: open },
        { key: 'confirm', label: `${NS}:actions.confirm`, func: fc.offsetConfirm, visible: (r) => !!r.taskId && (r.taskStep === 'companyConfirm' || r.taskStep === 'offsetConfirm'), onClick: (r) => navigate(confirmDetailPath(r.id)) },
        { key: 'audit', label: `${NS}:actions.audit`, func: fc.offsetAudit, visible: (r) => !!r.taskId && r.taskStep === 'offsetAudit', onClick: (r) => navigate(stepDetailPath('offsetAudit', r.id)) },
      ],
    } satisfies ListPageProps<OffsetRow>;
  }, [key, lang, navigate]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** A kind's applications of the company (below its application form). */
export function OffsetApplications({ kind }: { kind: OffsetKind }) {
  return <ListPage<OffsetRow> {...useOffsetList({ kind })} />;
}

/**
 * /ccer/offset/confirm (201020, 089): the offsets waiting for the caller's confirmation: a company representative
 * confirms the company's applications (companyConfirm), the registry confirms the audited ones (offsetConfirm).
 */
export function OffsetConfirmPage() {
  const step: OffsetStep = useActsForCompany() ? 'companyConfirm' : 'offsetConfirm';
  return <ListPage<OffsetRow> key={step} {...useOffsetList({ waiting: step })} />;
}

/** The audit's waiting list (offsetAudit). */
function AuditList() {
  return <ListPage<OffsetRow> {...useOffsetList({ waiting: 'offsetAudit' })} />;
}

/** /ccer/offset/audit (201025, 088): 待审核 (the registry's audit) and 抵销规则 (the eligibility rules); `?tab=rules` opens the second. */
export function OffsetAuditPage() {
  const { t } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'rules' ? 'rules' : 'pending';
  return (
    <Tabs
      activeKey={tab}
      onChange={(k) => setParams(k === 'rules' ? { tab: k } : {}, { replace: true })}
      destroyOnHidden
      data-testid="offset-audit-tabs"
      items={[
        { key: 'pending', label: t('tabs.pending'), children: <AuditList /> },
        { key: 'rules', label: t('tabs.rules'), children: <OffsetRulesTab /> },
      ]}
    />
  );
}

/** /ccer/offset/record (201030): every offset the caller may see (the company's own, the registry's all). */
export function OffsetRecordPage() {
  return <ListPage<OffsetRow> {...useOffsetList({ record: true })} />;
}
