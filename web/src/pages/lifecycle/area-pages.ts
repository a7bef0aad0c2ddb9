import type { ComponentType, ReactNode } from 'react';
import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LifecycleDeclaration, Progress } from '@ccer/contracts';
import type { LifecycleCalls } from '../../api/lifecycle';
import type { ListColumn } from '../../components/list-page/types';

/** What the lifecycle pages need of an application row, whatever its area. */
export interface AreaRow {
  id: string;
  applyNo: string;
  projectName: string;
  status: string;
}

/**
 * One lifecycle area's pages as a declaration (the project area, the certification area): its lifecycle, its calls,
 * how a row reads, its texts. StepListPage, StepFormPage, StepDecisionModal, AreaDetail and StatusTabs take it, so an
 * area's page is a few lines naming its steps.
 */
export interface AreaPages<Row extends AreaRow = AreaRow> {
  lifecycle: LifecycleDeclaration;
  calls: LifecycleCalls<Row>;
  /** The recall branch's progress, for an area whose recall runs as its own chain (the project's). */
  recallProgress?: (id: string) => Promise<Progress>;
  /**
   * i18n namespaces: `fields` holds fields.projectName / fields.status / actions.detail of the area's rows; `steps`
   * holds steps.<taskKey>.* and the area's own titles, read before projectSteps (whose shared texts it may override).
   */
  ns: { fields: string; steps: string };
  /** Prefix of the area's react-query keys ('projectApply', 'certifiedApply'). */
  queryKey: string;
  /** The row's fields read-only, three columns (the detail, the step pages). */
  Descriptions: ComponentType<{ row: Row; column?: DescriptionsProps['column'] }>;
  /** The columns of a step page's list (a hook: they may read reference data). */
  useStepColumns: () => ListColumn<Row>[];
  /** Cards the detail adds below the row's fields (the certification's verified quantity per vintage). */
  detailCards?: (row: Row) => ReactNode;
}

/** The step pages' texts of an area: its own namespace first, then the shared texts of projectSteps. */
export const useStepTranslation = (area: Pick<AreaPages, 'ns'>) => useTranslation([area.ns.steps, 'projectSteps'], { nsMode: 'fallback' });
