import { useMemo, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tabs, Tag } from 'antd';
import { functionCodes as fc, type OffsetPrintRecord, type OffsetPrintRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageProps } from '../../../components/list-page/types';
import { messageLang } from '../../../message-lang';
import { fetchPrintRecords, fetchPrints } from './print-api';
import { NS, printable, printDetailPath, printRecordDetailPath, printStatusColor, printStatusOptions } from './print-shared';

/** The requests: the ones awaiting the audit (`waiting`) or all the caller may see. */
function usePrintList(waiting: boolean): ListPageProps<OffsetPrintRow> {
  const navigate = useNavigate();
  const lang = messageLang();
  return useMemo(() => {
    const open = (r: OffsetPrintRow) => navigate(printDetailPath(r.id));
    return {
      queryKey: `ccerOffsetPrints-${waiting ? 'waiting' : 'all'}`,
      load: (p: Record<string, unknown>) => fetchPrints(waiting ? { ...p, waiting: 'printAudit' } : p),
      rowKey: 'id',
      searchFields: [
        { name: 'printNo', label: `${NS}:fields.printNo`, kind: 'input' },
        { name: 'offsetNo', label: `${NS}:fields.offsetNo`, kind: 'input' },
        ...(waiting ? [] : [{ name: 'status', label: `${NS}:fields.status`, kind: 'select' as const, options: printStatusOptions(lang) }]),
      ],
      // the request, its certificate, whose, how many printed of how many, for whom, where it stands: readable at 1440 px
      columns: [
        { title: `${NS}:fields.printNo`, dataIndex: 'printNo', width: 170, mobile: true },
        { title: `${NS}:fields.certificateNo`, dataIndex: 'certificateNo', width: 180 },
        { title: `${NS}:fields.company`, dataIndex: 'custName', ellipsis: true, width: 200 },
        { title: `${NS}:fields.printedOfCopies`, dataIndex: 'copies', width: 120, render: (v: number, r: OffsetPrintRow) => `${r.printedCopies}/${v}` },
        { title: `${NS}:fields.recipient`, dataIndex: 'recipient', ellipsis: true, width: 140 },
        { title: `${NS}:fields.status`, dataIndex: 'status', width: 120, mobile: true, render: (v: string, r: OffsetPrintRow) => <Tag color={printStatusColor[v]}>{r.statusName}</Tag> },
        { title: `${NS}:fields.createdAt`, dataIndex: 'createdAt', width: 170, render: formatDateTime },
      ],
      rowOperations: [
        { key: 'audit', label: `${NS}:actions.audit`, func: fc.voucherPrint, visible: (r) => !!r.taskId, onClick: open },
        { key: 'print', label: `${NS}:actions.print`, func: fc.voucherPrint, visible: printable, onClick: open },
        { key: 'detail', label: `${NS}:actions.detail`, visible: (r) => !r.taskId, onClick: open },
      ],
    } satisfies ListPageProps<OffsetPrintRow>;
  }, [waiting, lang, navigate]);
}

/** The official copies printed. */
function usePrintRecordList(): ListPageProps<OffsetPrintRecord> {
  const navigate = useNavigate();
  return useMemo(
    () =>
      ({
        queryKey: 'ccerOffsetPrintRecords',
        load: fetchPrintRecords,
        rowKey: 'id',
        searchFields: [
          { name: 'recordNo', label: `${NS}:fields.recordNo`, kind: 'input' },
          { name: 'certificateNo', label: `${NS}:fields.certificateNo`, kind: 'input' },
          { name: 'offsetNo', label: `${NS}:fields.offsetNo`, kind: 'input' },
        ],
        columns: [
          { title: `${NS}:fields.recordNo`, dataIndex: 'recordNo', width: 190, mobile: true },
          { title: `${NS}:fields.certificateNo`, dataIndex: 'certificateNo', width: 180, mobile: true },
          { title: `${NS}:fields.company`, dataIndex: 'custName', ellipsis: true, width: 200 },
          { title: `${NS}:fields.copy`, dataIndex: 'copyNo', width: 100, render: (v: number, r: OffsetPrintRecord) => `${v}/${r.copies}` },
          { title: `${NS}:fields.printedBy`, dataIndex: 'printedByName', ellipsis: true, width: 140 },
          { title: `${NS}:fields.printedAt`, dataIndex: 'printedAt', width: 170, render: formatDateTime },
        ],
        rowOperations: [{ key: 'detail', label: `${NS}:actions.detail`, onClick: (r) => navigate(printRecordDetailPath(r.id)) }],
      }) satisfies ListPageProps<OffsetPrintRecord>,
    [navigate],
  );
}

const WaitingList = () => <ListPage<OffsetPrintRow> {...usePrintList(true)} />;
const RequestList = () => <ListPage<OffsetPrintRow> {...usePrintList(false)} />;
const RecordList = () => <ListPage<OffsetPrintRecord> {...usePrintRecordList()} />;

/** Tabs kept in the address (`?tab=`), the first one by default. */
function TabbedPage({ testId, tabs }: { testId: string; tabs: Array<{ key: string; label: string; children: ReactNode }> }) {
  const [params, setParams] = useSearchParams();
  const tab = tabs.some((x) => x.key === params.get('tab')) ? params.get('tab')! : tabs[0].key;
  return <Tabs activeKey={tab} onChange={(k) => setParams(k === tabs[0].key ? {} : { tab: k }, { replace: true })} destroyOnHidden data-testid={testId} items={tabs} />;
}

/** /ccer/offset/printAudit (201035, 099): the requests awaiting the registry's audit, and every request (`?tab=all`). */
export function PrintAuditPage() {
  const { t } = useTranslation(NS);
  return (
    <TabbedPage
      testId="print-audit-tabs"
      tabs={[
        { key: 'pending', label: t('tabs.pending'), children: <WaitingList /> },
        { key: 'all', label: t('tabs.requests'), children: <RequestList /> },
      ]}
    />
  );
}

/** /ccer/offset/printRecord (201040): the official copies printed and the requests (`?tab=requests`); a company its own. */
export function PrintRecordPage() {
  const { t } = useTranslation(NS);
  return (
    <TabbedPage
      testId="print-record-tabs"
      tabs={[
        { key: 'records', label: t('tabs.records'), children: <RecordList /> },
        { key: 'requests', label: t('tabs.requests'), children: <RequestList /> },
      ]}
    />
  );
}
