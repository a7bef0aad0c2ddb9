import { Link } from 'react-router';
import { certifiedLifecycle, type PublicReductionRow } from '@ccer/contracts';
import type { ListColumn } from '../../../components/list-page/types';
import { formatDateTime } from '../../../components/list-page/format';
import StatusTag from '../../lifecycle/StatusTag';
import { reductionDetailPath } from '../../project-publicity/publicity-paths';

const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));
const range = (a: string | null, b: string | null) => (a || b ? `${dash(a)} ~ ${dash(b)}` : '-');
const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
const tonnes = (v: number | null) => (v == null ? '-' : v.toLocaleString());

/**
 * Columns of a public reduction row (the portal's 公示中减排量 / 已登记减排量, the registry's 公示减排量查询): the project
 * name leads to the public detail; in publicity the monitoring period, the quantity applied for and the publicity
 * period (for the registry with the working days a paused one has left); registered the number, quantity and time.
 */
export function publicReductionColumns(kind: 'publicity' | 'registered' | 'registry'): ListColumn<PublicReductionRow>[] {
  const name: ListColumn<PublicReductionRow> = {
    title: 'certifiedPublicity:fields.projectName',
    dataIndex: 'projectName',
    width: 200,
    ellipsis: true,
    mobile: true,
    render: (v: string, r) => (
      <Link to={reductionDetailPath(r.id)} data-testid="reduction-row-link">
        {v}
      </Link>
    ),
  };
  const period: ListColumn<PublicReductionRow> = { title: 'certifiedPublicity:fields.period', key: 'period', width: 200, render: (_: unknown, r) => nowrap(range(r.regAppStartDate, r.regAppEndDate)) };
  const status: ListColumn<PublicReductionRow> = { title: 'certifiedPublicity:fields.status', dataIndex: 'status', width: 100, mobile: true, render: (s: string) => <StatusTag lifecycle={certifiedLifecycle} status={s} /> };
  const publicity: ListColumn<PublicReductionRow> = {
    title: 'certifiedPublicity:fields.publicityPeriod',
    key: 'publicity',
    width: 200,
    render: (_: unknown, r) => nowrap(range(r.publicityStartDate, r.publicityEndDate)),
  };
  if (kind === 'registered') {
    return [
      { title: 'certifiedPublicity:fields.registrationNo', dataIndex: 'registrationNo', width: 150, mobile: true },
      name,
      { title: 'certifiedPublicity:fields.projectCode', dataIndex: 'projectCode', width: 140 },
      { title: 'certifiedPublicity:fields.custName', dataIndex: 'custName', ellipsis: true, width: 150 },
      period,
      { title: 'certifiedPublicity:fields.registeredNum', dataIndex: 'registeredNum', align: 'right', width: 150, render: tonnes },
      { title: 'certifiedPublicity:fields.registrationTime', dataIndex: 'registrationTime', width: 170, render: (v: string | null) => nowrap(formatDateTime(v)) },
    ];
  }
  const applied: ListColumn<PublicReductionRow> = { title: 'certifiedPublicity:fields.certifiedNum', dataIndex: 'certifiedNum', align: 'right', width: 150, render: tonnes };
  if (kind === 'registry') {
    return [
      { title: 'certifiedPublicity:fields.applyNo', dataIndex: 'applyNo', width: 170 },
      name,
      applied,
      publicity,
      { title: 'certifiedPublicity:fields.remainingDays', dataIndex: 'publicityRemainingDays', width: 100, align: 'right' },
      status,
    ];
  }
  return [
    { title: 'certifiedPublicity:fields.applyNo', dataIndex: 'applyNo', width: 170 },
    name,
    { title: 'certifiedPublicity:fields.custName', dataIndex: 'custName', ellipsis: true, width: 150 },
    { title: 'certifiedPublicity:fields.verificationAgencyName', dataIndex: 'verificationAgencyName', ellipsis: true, width: 150 },
    period,
    applied,
    publicity,
    status,
  ];
}
