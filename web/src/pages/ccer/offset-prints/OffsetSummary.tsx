import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, Descriptions } from 'antd';
import type { OffsetPrintRow } from '@ccer/contracts';
import { formatDateTime } from '../../../components/list-page/format';
import { NS } from './print-shared';

/** The offset whose certificate is printed: its numbers, holder, units and retirement, with a link to its detail. */
export function OffsetSummary({ offset: o }: { offset: OffsetPrintRow }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const dash = (v: string | null | undefined) => v || '-';
  return (
    <Card
      title={t('title.offset')}
      data-testid="print-offset"
      extra={
        <Button type="link" onClick={() => navigate(`/ccer/offset/confirmDetail?id=${encodeURIComponent(o.offsetId)}`)} data-testid="print-offset-link">
          {t('actions.offset')}
        </Button>
      }
    >
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'certificateNo', label: t('fields.certificateNo'), children: dash(o.certificateNo) },
          { key: 'offsetNo', label: t('fields.offsetNo'), children: o.offsetNo },
          { key: 'kind', label: t('fields.kind'), children: o.kindName },
          { key: 'company', label: t('fields.company'), children: `${dash(o.custName)}${o.custNo ? ` (${o.custNo})` : ''}` },
          { key: 'project', label: t('fields.project'), children: o.projectName ? `${o.projectCode} ${o.projectName}` : o.projectCode, span: 2 },
          { key: 'vintage', label: t('fields.vintage'), children: o.vintage },
          { key: 'quantity', label: t('fields.quantity'), children: o.quantity.toLocaleString() },
          { key: 'retiredAt', label: t('fields.retiredAt'), children: formatDateTime(o.retiredAt) },
        ]}
      />
    </Card>
  );
}
