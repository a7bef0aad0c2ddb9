import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { projectLifecycle, statusName, type ApplyRow, type ApplyStatus, type StepDeclaration } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle, ListPageProps, RowOperation } from '../../../components/list-page/types';
import { fetchApply, fetchApplyList } from '../../../api/project';
import { useApplyOptions } from '../apply-options';
import ApplyStatusTag from '../ApplyStatusTag';
import StepDecisionModal from './StepDecisionModal';
import OverdueTags from './OverdueTags';
import { statusesOf, stepForStatus } from './step-pages';

export interface StepListDeclaration {
  /** List key (react-query, data-testid `list-<queryKey>`). */
  queryKey: string;
  /** The decision steps the page takes (a modal each); their active statuses are the list's. */
  steps: readonly StepDeclaration[];
  /** Statuses the page also lists, without a decision (e.g. a returned registration application). */
  extraStatuses?: readonly ApplyStatus[];
  /** Operations besides the decisions (a step with its own page, 详情). */
  rowOperations?: RowOperation<ApplyRow>[];
  /** The hidden detail page of the menu. */
  detailPath: string;
}

type Deciding = { apply: ApplyRow; step: StepDeclaration; seq: number };

/**
 * A step page's list (项目公示审核, 业主确认, 项目登记, 项目登记申请 …): the applications waiting on the page's
 * steps in the caller's scope, a decision per row by its status. `?id=` (My Tasks routes a task here with
 * its application) opens that application's decision at once.
 */
export default function StepListPage({ queryKey, steps, extraStatuses = [], rowOperations = [], detailPath }: StepListDeclaration) {
  const { i18n } = useTranslation('projectSteps');
  const navigate = useNavigate();
  const list = useRef<ListPageHandle>(null);
  const [deciding, setDeciding] = useState<Deciding>();
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedId = searchParams.get('id');
  const { provinceName, projectTypeName } = useApplyOptions();
  const statuses = statusesOf(steps, extraStatuses);
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';

  // a task opened from My Tasks: its application's step, when it waits on one of this page's steps
  useEffect(() => {
    if (!linkedId) return;
    void fetchApply(linkedId).then((apply) => {
      const step = apply && stepForStatus(steps, apply.status);
      if (apply && step) setDeciding({ apply, step, seq: Date.now() });
      const next = new URLSearchParams(searchParams);
      next.delete('id');
      setSearchParams(next, { replace: true });
    });
  }, [linkedId]); // eslint-disable-line react-hooks/exhaustive-deps

  const decisions: RowOperation<ApplyRow>[] = steps.map((step) => ({
    key: step.taskKey,
    label: `projectSteps:steps.${step.taskKey}.action`,
    func: step.funcCode,
    visible: (r) => r.status === step.activeStatus,
    onClick: (r) => setDeciding({ apply: r, step, seq: Date.now() }),
  }));

  const declaration: ListPageProps<ApplyRow> = {
    queryKey,
    rowKey: 'id',
    load: (p) => fetchApplyList({ ...p, statuses: p.status ? [p.status as ApplyStatus] : statuses, status: undefined }),
    searchFields: [
      { name: 'projectName', label: 'project:fields.projectName', kind: 'input' },
      { name: 'status', label: 'project:fields.status', kind: 'select', options: statuses.map((s) => ({ value: s, label: statusName(projectLifecycle, s, lang) })) },
    ],
    columns: [
      { title: 'project:fields.applyNo', dataIndex: 'applyNo' },
      { title: 'project:fields.projectName', dataIndex: 'projectName', ellipsis: true, width: 220 },
      { title: 'project:fields.orgCustomerName', dataIndex: 'custName' },
      { title: 'project:fields.provinceId', dataIndex: 'provinceId', render: (v: string) => provinceName(v) },
      { title: 'project:fields.parentProjectType', dataIndex: 'parentProjectType', render: (v: string) => (v ? projectTypeName(v) : '-') },
      { title: 'project:fields.approvalAuthority', dataIndex: 'approvalAuthorityName' },
      { title: 'project:fields.status', dataIndex: 'status', render: (s: ApplyStatus) => <ApplyStatusTag status={s} /> },
      { title: 'projectSteps:fields.overdue', dataIndex: 'validationOverdue', render: (_: unknown, r: ApplyRow) => <OverdueTags row={r} /> },
      { title: 'project:fields.auditOpinion', dataIndex: 'auditOpinion', ellipsis: true, width: 200, render: (v?: string | null) => v || '-' },
      { title: 'project:fields.updatedAt', dataIndex: 'updatedAt', render: formatDateTime },
    ],
    rowOperations: [
      ...decisions,
      ...rowOperations,
      { key: 'detail', label: 'project:actions.detail', onClick: (r) => navigate(`${detailPath}?id=${encodeURIComponent(r.id)}`) },
    ],
  };

  return (
    <>
      <ListPage<ApplyRow> ref={list} {...declaration} />
      {deciding && (
        <StepDecisionModal
          key={deciding.seq}
          apply={deciding.apply}
          step={deciding.step}
          onDone={() => void list.current?.refresh()}
          onClosed={() => setDeciding(undefined)}
        />
      )}
    </>
  );
}
