import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { App as AntApp, Button, Card, Descriptions, Empty, Space, Spin } from 'antd';
import { functionCodes as fc } from '@ccer/contracts';
import { formatDateTime } from '../../../components/list-page/format';
import { ApiError } from '../../../api/http';
import { usePermission } from '../../../access';
import { downloadPrinted, fetchPrintRecord } from './print-api';
import { requestItems } from './request-items';
import { NS, printDetailPath } from './print-shared';
import { OffsetSummary } from './OffsetSummary';

/**
 * 打印记录详情 (`/ccer/offset/printRecordDetail?id=`): one official copy printed (copy n of m, its print number, who,
 * when), its request and its offset; the registry may download the same copy again (no new print is recorded).
 */
export default function PrintRecordDetailPage() {
  const { t } = useTranslation(NS);
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  const canDownload = usePermission(fc.voucherPrint);
  const [busy, setBusy] = useState(false);
  const q = useQuery({ queryKey: ['ccerOffsetPrintRecord', id], queryFn: () => fetchPrintRecord(id), enabled: !!id });
  if (q.isLoading) return <Spin />;
  const r = q.data;
  if (!r) return <Empty description={t('empty.recordNotFound')} />;
  const again = async () => {
    setBusy(true);
    try {
      await downloadPrinted(r.id, r.recordNo);
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) void message.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="print-record-detail-page">
      <Card
        title={`${t('title.record')} ${r.recordNo}`}
        extra={
          <Space>
            {canDownload && (
              <Button type="primary" loading={busy} onClick={() => void again()} data-testid="print-record-again">
                {t('actions.downloadAgain')}
              </Button>
            )}
            <Button onClick={() => navigate(-1)}>{t('actions.back')}</Button>
          </Space>
        }
      >
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'recordNo', label: t('fields.recordNo'), children: r.recordNo },
            { key: 'copy', label: t('fields.copy'), children: <span data-testid="print-record-copy">{t('copyOf', { n: r.copyNo, m: r.copies })}</span> },
            { key: 'certificateNo', label: t('fields.certificateNo'), children: r.certificateNo },
            { key: 'printNo', label: t('fields.printNo'), children: r.printNo },
            { key: 'printedBy', label: t('fields.printedBy'), children: r.printedByName || '-' },
            { key: 'printedAt', label: t('fields.printedAt'), children: formatDateTime(r.printedAt) },
          ]}
        />
        {canDownload && <p style={{ marginTop: 12, marginBottom: 0, color: 'rgba(0,0,0,0.55)' }}>{t('hints.again')}</p>}
      </Card>
      <Card
        title={t('title.request')}
        extra={
          <Button type="link" onClick={() => navigate(printDetailPath(r.printId))} data-testid="print-record-request">
            {t('actions.request')}
          </Button>
        }
      >
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={requestItems(r.request, (k) => t(k))} />
      </Card>
      <OffsetSummary offset={r.request} />
    </Space>
  );
}
