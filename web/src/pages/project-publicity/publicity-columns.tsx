import { Link } from 'react-router';
import type { PublicProjectRow } from '@ccer/contracts';
import type { ListColumn } from '../../components/list-page/types';
import { formatDateTime } from '../../components/list-page/format';
import ApplyStatusTag from '../project/ApplyStatusTag';
import { publicityDetailPath } from './publicity-paths';

const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));
const period = (r: PublicProjectRow) => (r.publicityStartDate || r.publicityEndDate ? `${dash(r.publicityStartDate)} ~ ${dash(r.publicityEndDate)}` : '-');
const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

/**
 * Columns of a public project row: the name leads to the public detail; a registered project shows its code and
 * registration time, one in publicity its period (for the registry with the working days a paused one has left).
 */
export function publicProjectColumns(kind: 'publicity' | 'registered' | 'search' | 'registry'): ListColumn<PublicProjectRow>[] {
  const name: ListColumn<PublicProjectRow> = {
    title: 'publicity:fields.projectName',
    dataIndex: 'projectName',
    width: 200,
    ellipsis: true,
    mobile: true,
    render: (v: string, r) => (
      <Link to={publicityDetailPath(r.id)} data-testid="publicity-row-link">
        {v}
      </Link>
    ),
  };
  const owner: ListColumn<PublicProjectRow>[] = [
    { title: 'publicity:fields.custName', dataIndex: 'custName', ellipsis: true, width: 150 },
    { title: 'publicity:fields.parentProjectTypeName', dataIndex: 'parentProjectTypeName', ellipsis: true, width: 140 },
  ];
  const status: ListColumn<PublicProjectRow> = { title: 'publicity:fields.status', dataIndex: 'status', width: 100, mobile: true, render: (s: PublicProjectRow['status']) => <ApplyStatusTag status={s} /> };
  if (kind === 'registered') {
    return [
      { title: 'publicity:fields.projectCode', dataIndex: 'projectCode', mobile: true },
      name,
      ...owner,
      { title: 'publicity:fields.approvalAuthorityName', dataIndex: 'approvalAuthorityName', ellipsis: true, width: 150 },
      { title: 'publicity:fields.registrationTime', dataIndex: 'registrationTime', width: 170, render: (v: string | null) => nowrap(formatDateTime(v)) },
    ];
  }
  const common = [
    { title: 'publicity:fields.applyNo', dataIndex: 'applyNo', width: 170 } as ListColumn<PublicProjectRow>,
    name,
    ...owner,
    { title: 'publicity:fields.approvalAuthorityName', dataIndex: 'approvalAuthorityName', ellipsis: true, width: 150 } as ListColumn<PublicProjectRow>,
  ];
  if (kind === 'search') return [...common, { title: 'publicity:fields.projectCode', dataIndex: 'projectCode', width: 160 }, status];
  // the registry's page keeps to what its operations need: which application, its period
  if (kind === 'registry') return [common[0], name, periodColumn(), { title: 'publicity:fields.remainingDays', dataIndex: 'publicityRemainingDays', width: 100, align: 'right' }, status];
  return [...common, periodColumn(), status];
}

function periodColumn(): ListColumn<PublicProjectRow> {
  return { title: 'publicity:fields.publicityPeriod', key: 'period', width: 200, render: (_: unknown, r) => nowrap(period(r)) };
}
