import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { operatorTypes, projectExpertStatuses, projectStatuses, type ExpertReportRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageProps } from '../../../components/list-page/types';
import { useSession } from '../../../session/session-store';
import StatusTag from '../../lifecycle/StatusTag';
import { useExpertArea } from './expert-area';

/**
 * An area's expert evaluation reports (/api/expert/assess/report/list for projects): an expert sees their own appointments and opens the
 * evaluation of the current round from here; the registry sees every expert's.
 */
export default function ExpertReportList() {
  const { i18n } = useTranslation('experts');
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const navigate = useNavigate();
  const { area, calls, evaluatePath, listKeys } = useExpertArea();
  const isExpert = useSession().user?.operatorType === operatorTypes.expert;
  // an open evaluation: appointed in the application's current round while it is under evaluation
  const evaluable = (r: ExpertReportRow) =>
    r.status === projectExpertStatuses.appointed.code && r.round === r.currentRound && r.applyStatus === projectStatuses.expertEvaluation;

  const declaration: ListPageProps<ExpertReportRow> = {
    queryKey: listKeys.reports,
    rowKey: 'id',
    load: calls.fetchExpertReports,
    searchFields: [
      { name: 'projectName', label: 'experts:fields.projectName', kind: 'input' },
      {
        name: 'status',
        label: 'experts:fields.expertStatus',
        kind: 'select',
        options: Object.values(projectExpertStatuses)
          .filter((s) => !isExpert || s.code !== projectExpertStatuses.proposed.code)
          .map((s) => ({ value: s.code, label: s[lang] })),
      },
    ],
    columns: [
      { title: 'experts:fields.applyNo', dataIndex: 'applyNo' },
      { title: 'experts:fields.projectName', dataIndex: 'projectName', ellipsis: true, width: 200, mobile: true },
      { title: 'experts:fields.status', dataIndex: 'applyStatus', render: (s: string) => <StatusTag lifecycle={area.lifecycle} status={s} /> },
      { title: 'experts:fields.round', dataIndex: 'round' },
      ...(isExpert ? [] : [{ title: 'experts:fields.expertName', dataIndex: 'expertName' as const, render: (v: string | null, r: ExpertReportRow) => v ?? r.loginName }]),
      { title: 'experts:fields.expertStatus', dataIndex: 'statusName', mobile: true },
      { title: 'experts:fields.conclusion', dataIndex: 'conclusionName' },
      { title: 'experts:fields.evaluation', dataIndex: 'evaluation', ellipsis: true, width: 200 },
      { title: 'experts:fields.evaluatedAt', dataIndex: 'evaluatedAt', render: formatDateTime },
      { title: 'experts:fields.fee', dataIndex: 'fee', render: (v: number | null) => (v === null ? '-' : v.toFixed(2)) },
    ],
    rowOperations: [
      {
        key: 'evaluate',
        label: 'experts:actions.evaluate',
        visible: (r) => isExpert && evaluable(r),
        onClick: (r) => navigate(`${evaluatePath}?id=${encodeURIComponent(r.applyId)}`),
      },
    ],
  };
  return <ListPage<ExpertReportRow> {...declaration} />;
}
