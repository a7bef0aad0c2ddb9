import type { ReactNode } from 'react';
import { Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MethodologyCollectDetail } from '@ccer/contracts';
import { downloadAttachment } from '../../../api/attachments';
import { formatDateTime } from '../../../components/list-page/format';
import { NS, statusColor } from './methodology-collect-shared';

/** A proposal's documents, each a download link. */
export function ProposalDocuments({ proposal }: { proposal: MethodologyCollectDetail }) {
  if (proposal.documents.length === 0) return <>-</>;
  return (
    <Space direction="vertical" size={0}>
      {proposal.documents.map((d) => (
        <Typography.Link key={d.fileId} onClick={() => void downloadAttachment({ typeno: d.typeNo, path: d.path }, d.fileName, proposal.id)}>
          {d.fileName}
        </Typography.Link>
      ))}
    </Space>
  );
}

/** The proposal as the registry and the proposer read it: its fields, contact, documents and the registry's decision. */
export function ProposalFields({ proposal: d }: { proposal: MethodologyCollectDetail }) {
  const { t } = useTranslation(NS);
  const dash = (v: string | null | undefined) => v || '-';
  const items: Array<{ key: string; label: string; children: ReactNode; span?: number }> = [
    {
      key: 'status',
      label: t('fields.status'),
      children: (
        <Tag color={statusColor[d.status]} data-testid="proposal-status">
          {d.statusName}
        </Tag>
      ),
    },
    { key: 'proposalNo', label: t('fields.proposalNo'), children: d.proposalNo },
    { key: 'title', label: t('fields.title'), children: d.title, span: 2 },
    { key: 'field', label: t('fields.field'), children: dash(d.fieldName) },
    { key: 'projectTypes', label: t('fields.projectTypes'), children: d.projectTypes.length ? d.projectTypes.map((p) => <Tag key={p.typeId}>{`${p.typeId} ${p.name}`}</Tag>) : '-' },
    { key: 'summary', label: t('fields.summary'), children: <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>{dash(d.summary)}</Typography.Paragraph>, span: 2 },
    { key: 'documents', label: t('fields.documents'), children: <ProposalDocuments proposal={d} />, span: 2 },
    { key: 'proposer', label: t('fields.proposer'), children: dash(d.proposerName) },
    { key: 'contactName', label: t('fields.contactName'), children: dash(d.contactName) },
    { key: 'contactPhone', label: t('fields.contactPhone'), children: dash(d.contactPhone) },
    { key: 'contactEmail', label: t('fields.contactEmail'), children: dash(d.contactEmail) },
    { key: 'submittedAt', label: t('fields.submittedAt'), children: formatDateTime(d.submittedAt) },
    { key: 'reviewedAt', label: t('fields.reviewedAt'), children: formatDateTime(d.reviewedAt) },
    { key: 'reviewer', label: t('fields.reviewer'), children: dash(d.reviewerName) },
    { key: 'opinion', label: t(d.status === 'withdrawn' ? 'fields.withdrawReason' : 'fields.opinion'), children: <span data-testid="proposal-review-opinion">{dash(d.opinion)}</span> },
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />;
}
