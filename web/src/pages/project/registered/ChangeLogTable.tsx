import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFieldLabels, type ProjectChangeLogRow } from '@ccer/contracts';
import { formatDateTime } from '../../../components/list-page/format';
import { messageLang } from '../../../message-lang';

const dash = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? '-' : v);

/**
 * The change log of a registered project (paramName, before, after, explanation, operator, China time), newest first;
 * `labels` names the fields of another area's log (registered reductions).
 */
export default function ChangeLogTable({
  rows,
  labels = applyFieldLabels,
}: {
  rows: readonly ProjectChangeLogRow[];
  labels?: Readonly<Record<string, { zh: string; en: string }>>;
}) {
  const { t } = useTranslation('projectRegistered');
  // the log keeps the Chinese label; other languages name the field by its id
  const label = (r: ProjectChangeLogRow) => labels[r.paramId]?.[messageLang()] ?? r.paramName;
  return (
    <Table<ProjectChangeLogRow>
      size="small"
      rowKey="id"
      pagination={rows.length > 10 ? { pageSize: 10 } : false}
      dataSource={[...rows]}
      data-testid="change-log"
      columns={[
        { title: t('changeLog.paramName'), dataIndex: 'paramName', render: (_v, r) => label(r) },
        { title: t('changeLog.beforeValue'), dataIndex: 'beforeValue', ellipsis: true, render: dash },
        { title: t('changeLog.currentValue'), dataIndex: 'currentValue', ellipsis: true, render: dash },
        { title: t('changeLog.updParamDetail'), dataIndex: 'updParamDetail', ellipsis: true, render: dash },
        { title: t('changeLog.operator'), dataIndex: 'operatorName', render: dash },
        { title: t('changeLog.time'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
      ]}
    />
  );
}
