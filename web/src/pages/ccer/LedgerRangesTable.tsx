import type { ReactNode } from 'react';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LedgerRange } from '@ccer/contracts';

/**
 * The serial ranges a business row moved, reserved or retired (a transfer's, an offset's), as its detail shows them:
 * the serial text, batch, first and last serial, quantity. The column titles are the area's own (`ns:fields.…`).
 */
export function LedgerRangesTable({ ranges, ns, testId, emptyText }: { ranges: readonly LedgerRange[]; ns: string; testId: string; emptyText?: ReactNode }) {
  const { t } = useTranslation(ns);
  return (
    <Table
      data-testid={testId}
      size="small"
      rowKey="serial"
      pagination={false}
      dataSource={ranges as LedgerRange[]}
      locale={emptyText ? { emptyText } : undefined}
      columns={[
        { title: t('fields.serial'), dataIndex: 'serial' },
        { title: t('fields.batch'), dataIndex: 'batch', width: 80 },
        { title: t('fields.serialStart'), dataIndex: 'serialStart', width: 120 },
        { title: t('fields.serialEnd'), dataIndex: 'serialEnd', width: 120 },
        { title: t('fields.quantity'), dataIndex: 'quantity', width: 120, render: (v: number) => v.toLocaleString() },
      ]}
    />
  );
}
