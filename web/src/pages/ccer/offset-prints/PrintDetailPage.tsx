import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { App as AntApp, Alert, Button, Card, Descriptions, Empty, Space, Spin, Table } from 'antd';
import { functionCodes as fc, type OffsetPrintRecord } from '@ccer/contracts';
import { formatDateTime } from '../../../components/list-page/format';
import { ApiError } from '../../../api/http';
import { usePermission } from '../../../access';
import { auditPrint, downloadPrinted, fetchPrint, printCopy } from './print-api';
import { NS, printable, printRecordDetailPath } from './print-shared';
import { requestItems } from './request-items';
import { OffsetSummary } from './OffsetSummary';
import { StepDecisionCard } from '../../lifecycle/StepDecisionCard';


/** The copies printed of a request; the registry may download a printed copy again. */
function PrintsTable({ prints, canDownload }: { prints: readonly OffsetPrintRecord[]; canDownload: boolean }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  return (
    <Table
      data-testid="print-copies"
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={prints as OffsetPrintRecord[]}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty.prints')} /> }}
      columns={[
        { title: t('fields.copy'), dataIndex: 'copyNo', width: 100, render: (v: number, r) => `${v}/${r.copies}` },
        { title: t('fields.recordNo'), dataIndex: 'recordNo' },
        { title: t('fields.printedBy'), dataIndex: 'printedByName', width: 140 },
        { title: t('fields.printedAt'), dataIndex: 'printedAt', width: 180, render: formatDateTime },
        {
          title: t('fields.operations'),
          key: 'ops',
          width: 200,
          render: (_v, r) => (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => navigate(printRecordDetailPath(r.id))} data-testid={`print-copy-detail-${r.copyNo}`}>
                {t('actions.detail')}
              </Button>
              {canDownload && (
                <Button type="link" size="small" onClick={() => void downloadPrinted(r.id, r.recordNo)} data-testid={`print-copy-again-${r.copyNo}`}>
                  {t('actions.downloadAgain')}
                </Button>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}

/**
 * 凭证打印详情 (`/ccer/offset/printDetail?id=`; My Tasks routes the audit here): the request, its offset, the audit
 * when the caller holds its task, 打印 for an approved request with copies left (the registry), and the copies printed.
 */
export default function PrintDetailPage() {
  const { t } = useTranslation(NS);
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  const canPrint = usePermission(fc.voucherPrint);
  const [printing, setPrinting] = useState(false);
  // decided: the worker sets the outcome a moment later
  const [decided, setDecided] = useState(false);
  const q = useQuery({
    queryKey: ['ccerOffsetPrint', id],
    queryFn: () => fetchPrint(id),
    enabled: !!id,
    refetchInterval: (query) => (decided && query.state.data?.status === 'auditing' ? 1500 : false),
  });
  if (q.isLoading) return <Spin />;
  const d = q.data;
  if (!d) return <Empty description={t('empty.notFound')} />;
  const print = async () => {
    setPrinting(true);
    try {
      await printCopy(d.id, d.certificateNo ?? d.offsetNo);
      void message.success(t('messages.printed', { n: d.printedCopies + 1, m: d.copies }));
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) void message.error(e instanceof Error ? e.message : String(e));
    } finally {
      setPrinting(false);
      void q.refetch();
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="print-detail-page">
      <Card
        title={`${t('title.request')} ${d.printNo}`}
        extra={
          <Space>
            {canPrint && printable(d) && (
              <Button type="primary" loading={printing} onClick={() => void print()} data-testid="print-next">
                {t('actions.printNext', { n: d.printedCopies + 1, m: d.copies })}
              </Button>
            )}
            <Button onClick={() => navigate(-1)}>{t('actions.back')}</Button>
          </Space>
        }
      >
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={requestItems(d, (k) => t(k))} />
      </Card>
      {d.status === 'approved' && !printable(d) && <Alert type="success" showIcon message={t('hints.allPrinted', { m: d.copies })} data-testid="print-all-done" />}
      {d.status === 'approved' && printable(d) && !canPrint && <Alert type="info" showIcon message={t('hints.registryPrints')} />}
      {d.taskId && (
        <StepDecisionCard
          key={d.taskId}
          ns={NS}
          testId="print"
          title={t('steps.printAudit')}
          decide={(v) => auditPrint({ taskId: d.taskId!, ...v })}
          doneText={(approved) => t(approved ? 'messages.approved' : 'messages.rejected')}
          onDone={() => {
            setDecided(true);
            void q.refetch();
          }}
        />
      )}
      <OffsetSummary offset={d} />
      <Card title={t('title.prints')}>
        <PrintsTable prints={d.prints} canDownload={canPrint} />
      </Card>
    </Space>
  );
}
