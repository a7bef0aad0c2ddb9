import { certifiedLifecycle, type CertifiedRow } from '@ccer/contracts';
import { certifiedCalls } from '../../api/certified';
import { formatDateTime } from '../../components/list-page/format';
import type { ListColumn } from '../../components/list-page/types';
import type { AreaPages } from '../lifecycle/area-pages';
import OverdueTags from '../lifecycle/OverdueTags';
import StatusTag from '../lifecycle/StatusTag';
import { stepIn } from '../lifecycle/step-pages';
import CertifiedDescriptions from './CertifiedDescriptions';
import VerificationCard from './VerificationCard';

/** A step of the certification lifecycle by its taskKey. */
export const certifiedStep = (taskKey: string) => stepIn(certifiedLifecycle, taskKey);

const period = (_: unknown, r: CertifiedRow) => (r.regAppStartDate && r.regAppEndDate ? `${r.regAppStartDate} ~ ${r.regAppEndDate}` : '-');
const tonnes = (v?: number) => (v == null ? '-' : v.toLocaleString());

/** The certification area's pages (16 减排量核证, function 056): its lifecycle, calls, row and texts. */
export const certifiedArea: AreaPages<CertifiedRow> = {
  lifecycle: certifiedLifecycle,
  calls: certifiedCalls,
  ns: { fields: 'certified', steps: 'certifiedSteps' },
  queryKey: 'certifiedApply',
  Descriptions: CertifiedDescriptions,
  useStepColumns: () =>
    [
      { title: 'certified:fields.applyNo', dataIndex: 'applyNo' },
      { title: 'certified:fields.projectName', dataIndex: 'projectName', ellipsis: true, width: 220 },
      { title: 'certified:fields.custName', dataIndex: 'custName' },
      { title: 'certified:fields.verificationAgency', dataIndex: 'verificationAgencyName' },
      { title: 'certified:fields.period', dataIndex: 'regAppStartDate', render: period },
      { title: 'certified:fields.certifiedNum', dataIndex: 'certifiedNum', align: 'right', render: tonnes },
      { title: 'certified:fields.status', dataIndex: 'status', render: (s: string) => <StatusTag lifecycle={certifiedLifecycle} status={s} /> },
      { title: 'projectSteps:fields.overdue', dataIndex: 'verificationOverdue', render: (_: unknown, r: CertifiedRow) => <OverdueTags area={certifiedArea} report={r.verificationOverdue} acceptance={r.acceptanceOverdue} /> },
      { title: 'certified:fields.auditOpinion', dataIndex: 'auditOpinion', ellipsis: true, width: 160, render: (v?: string | null) => v || '-' },
      { title: 'certified:fields.updatedAt', dataIndex: 'updatedAt', render: formatDateTime },
    ] satisfies ListColumn<CertifiedRow>[],
  detailCards: (row) => <VerificationCard row={row} />,
};
