import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { statusName, type StepDeclaration } from '@ccer/contracts';
import ListPage from '../../components/list-page/ListPage';
import type { ListPageHandle, ListPageProps, RowOperation } from '../../components/list-page/types';
import StepDecisionModal from './StepDecisionModal';
import { statusesOf, stepForStatus } from './step-pages';
import type { AreaPages, AreaRow } from './area-pages';

export interface StepListDeclaration<Row extends AreaRow> {
  area: AreaPages<Row>;
  /** List key (react-query, data-testid `list-<queryKey>`). */
  queryKey: string;
  /** The decision steps the page takes (a modal each); their active statuses are the list's. */
  steps: readonly StepDeclaration[];
  /** Statuses the page also lists, without a decision (e.g. a returned registration application). */
  extraStatuses?: readonly string[];
  /** Operations besides the decisions (a step with its own page, 详情). */
  rowOperations?: RowOperation<Row>[];
  /** The hidden detail page of the menu. */
  detailPath: string;
}

type Deciding<Row> = { apply: Row; step: StepDeclaration; seq: number };

/**
 * A step page's list (公示审核, 业主确认, 登记, 登记申请 … of either area): the applications waiting on the page's
 * steps in the caller's scope, a decision per row by its status. `?id=` (My Tasks routes a task here with its
 * application) opens that application's decision at once.
 */
export default function StepListPage<Row extends AreaRow>({ area, queryKey, steps, extraStatuses = [], rowOperations = [], detailPath }: StepListDeclaration<Row>) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const list = useRef<ListPageHandle>(null);
  const [deciding, setDeciding] = useState<Deciding<Row>>();
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedId = searchParams.get('id');
  const columns = area.useStepColumns();
  const statuses = statusesOf(steps, extraStatuses);
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';

  // a task opened from My Tasks: its application's step, when it waits on one of this page's steps
  useEffect(() => {
    if (!linkedId) return;
    void area.calls.one(linkedId).then((apply) => {
      const step = apply && stepForStatus(steps, apply.status);
      if (apply && step) setDeciding({ apply, step, seq: Date.now() });
      const next = new URLSearchParams(searchParams);
      next.delete('id');
      setSearchParams(next, { replace: true });
    });
  }, [linkedId]); // eslint-disable-line react-hooks/exhaustive-deps

  const decisions: RowOperation<Row>[] = steps.map((step) => ({
    key: step.taskKey,
    label: `${area.ns.steps}:steps.${step.taskKey}.action`,
    func: step.funcCode,
    visible: (r) => r.status === step.activeStatus,
    onClick: (r) => setDeciding({ apply: r, step, seq: Date.now() }),
  }));

  const declaration: ListPageProps<Row> = {
    queryKey,
    rowKey: 'id',
    load: (p) => area.calls.list({ ...p, statuses: p.status ? [p.status] : statuses, status: undefined }),
    searchFields: [
      { name: 'projectName', label: `${area.ns.fields}:fields.projectName`, kind: 'input' },
      { name: 'status', label: `${area.ns.fields}:fields.status`, kind: 'select', options: statuses.map((s) => ({ value: s, label: statusName(area.lifecycle, s, lang) })) },
    ],
    columns,
    rowOperations: [
      ...decisions,
      ...rowOperations,
      // the detail's 返回 comes back here
      { key: 'detail', label: `${area.ns.fields}:actions.detail`, onClick: (r) => navigate(`${detailPath}?id=${encodeURIComponent(r.id)}`, { state: { from: location.pathname } }) },
    ],
  };

  return (
    <>
      <ListPage<Row> ref={list} {...declaration} />
      {deciding && (
        <StepDecisionModal
          key={deciding.seq}
          area={area}
          apply={deciding.apply}
          step={deciding.step}
          onDone={() => void list.current?.refresh()}
          onClosed={() => setDeciding(undefined)}
        />
      )}
    </>
  );
}
