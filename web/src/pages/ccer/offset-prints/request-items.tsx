import type { ReactNode } from 'react';
import { Tag } from 'antd';
import type { OffsetPrintRow } from '@ccer/contracts';
import { formatDateTime } from '../../../components/list-page/format';
import { printStatusColor } from './print-shared';

/** The request's own fields: its number, status, copies, reason, recipient, the people and the audit's opinion. */
export function requestItems(d: OffsetPrintRow, t: (key: string) => string): Array<{ key: string; label: string; children: ReactNode; span?: number }> {
  const dash = (v: string | null | undefined) => v || '-';
  return [
    { key: 'printNo', label: t('fields.printNo'), children: d.printNo },
    {
      key: 'status',
      label: t('fields.status'),
      children: (
        <Tag color={printStatusColor[d.status]} data-testid="print-status">
          {d.statusName}
        </Tag>
      ),
    },
    { key: 'copies', label: t('fields.copies'), children: d.copies },
    { key: 'printedCopies', label: t('fields.printedCopies'), children: <span data-testid="print-printed-count">{d.printedCopies}</span> },
    { key: 'recipient', label: t('fields.recipient'), children: d.recipient, span: 2 },
    { key: 'reason', label: t('fields.reason'), children: d.reason, span: 2 },
    { key: 'remark', label: t('fields.remark'), children: dash(d.remark), span: 2 },
    { key: 'applicant', label: t('fields.applicant'), children: dash(d.applicantName) },
    { key: 'createdAt', label: t('fields.createdAt'), children: formatDateTime(d.createdAt) },
    { key: 'auditor', label: t('fields.auditor'), children: dash(d.auditorName) },
    { key: 'auditedAt', label: t('fields.auditedAt'), children: formatDateTime(d.auditedAt) },
    { key: 'opinion', label: t('fields.opinion'), children: dash(d.opinion), span: 2 },
  ];
}

