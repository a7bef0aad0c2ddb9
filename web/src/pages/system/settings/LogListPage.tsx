import { Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { businessNames, functionCodes, operationNames, type LogRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageProps } from '../../../components/list-page/types';
import { fetchLogs } from '../../../api/settings';
import { messageLang } from '../../../message-lang';

export const logDetailPath = (logId: string) => `/system/logDetail?id=${encodeURIComponent(logId)}`;

/**
 * 操作日志 (/system/log, menu 4045, function 067): newest first; search by operator (login name or name),
 * operation and business type (the declared names), business key, and date range. 详情 opens /system/logDetail.
 */
export default function LogListPage() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const lang = messageLang();
  const byName = (names: Record<string, { zh: string; en: string }>) =>
    Object.entries(names)
      .map(([value, name]) => ({ value, label: name[lang] }))
      .sort((a, b) => a.label.localeCompare(b.label, lang === 'zh' ? 'zh-Hans-CN' : 'en'));
  const operations = byName(operationNames);
  const businesses = byName(businessNames);

  const declaration: ListPageProps<LogRow> = {
    queryKey: 'operationLog',
    load: fetchLogs,
    rowKey: 'logId',
    searchFields: [
      { name: 'operator', label: 'settings:log.fields.operator', kind: 'input' },
      { name: 'abstract', label: 'settings:log.fields.operation', kind: 'select', options: operations },
      { name: 'businessType', label: 'settings:log.fields.businessType', kind: 'select', options: businesses },
      { name: 'businessKey', label: 'settings:log.fields.businessKey', kind: 'input' },
      { name: 'date', label: 'settings:log.fields.date', kind: 'startEndDate', rangeNames: ['dateStart', 'dateEnd'] },
    ],
    columns: [
      { title: 'settings:log.fields.at', dataIndex: 'at', render: formatDateTime },
      { title: 'settings:log.fields.operatorLoginName', dataIndex: 'operatorLoginName', render: (v: string | null) => v || '-' },
      { title: 'settings:log.fields.operatorName', dataIndex: 'operatorName', render: (v: string | null) => v || '-' },
      { title: 'settings:log.fields.operation', dataIndex: 'operationName' },
      { title: 'settings:log.fields.businessType', dataIndex: 'businessTypeName', render: (v: string | null) => v || '-' },
      { title: 'settings:log.fields.businessKey', dataIndex: 'businessKey', ellipsis: true, render: (v: string | null) => v || '-' },
      { title: 'settings:log.fields.ip', dataIndex: 'ip', render: (v: string | null) => v || '-' },
      {
        title: 'settings:log.fields.result',
        dataIndex: 'result',
        render: (v: string) => <Tag color={v === 'success' ? 'green' : 'red'}>{t(`log.results.${v}`, { defaultValue: v })}</Tag>,
      },
    ],
    rowOperations: [{ key: 'detail', label: 'settings:log.actions.detail', func: functionCodes.logView, onClick: (r) => navigate(logDetailPath(r.logId)) }],
  };

  return <ListPage<LogRow> {...declaration} />;
}
