import { useRef, useState } from 'react';
import { Typography, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { functionCodes, type ParamRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../../components/list-page/types';
import { fetchParams } from '../../../api/settings';
import ParamModal from './ParamModal';
import { paramHint } from './param-hint';

/** A dotted key (project.registerAcceptance.workingDays) wraps only before a dot, never inside a word. */
function ParamKey({ value }: { value: string }) {
  const parts = value.split('.').flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, `.${part}`]));
  return (
    <Typography.Text code style={{ wordBreak: 'keep-all', overflowWrap: 'normal' }}>
      {parts}
    </Typography.Text>
  );
}

/**
 * 系统参数 (/system/params, menu 4030, function 064): the parameters the system reads at use time, with the
 * value stored, the default (from the gateway's configuration) and the value in use; 修改 changes the value.
 */
export default function ParamListPage() {
  const { t } = useTranslation('settings');
  const [messageApi, holder] = message.useMessage();
  const list = useRef<ListPageHandle>(null);
  const [editing, setEditing] = useState<ParamRow | undefined>(undefined);

  const declaration: ListPageProps<ParamRow> = {
    queryKey: 'sysParams',
    load: fetchParams,
    rowKey: 'paramKey',
    searchFields: [
      { name: 'paramName', label: 'settings:param.fields.paramName', kind: 'input' },
      { name: 'paramKey', label: 'settings:param.fields.paramKey', kind: 'input' },
    ],
    columns: [
      { title: 'settings:param.fields.paramName', dataIndex: 'paramName' },
      { title: 'settings:param.fields.paramKey', dataIndex: 'paramKey', width: 220, render: (v: string) => <ParamKey value={v} /> },
      { title: 'settings:param.fields.paramValue', dataIndex: 'paramValue', render: (v: string | null) => (v === null ? <Typography.Text type="secondary">{t('param.unset')}</Typography.Text> : v) },
      { title: 'settings:param.fields.effectiveValue', dataIndex: 'effectiveValue', render: (v: string | null) => v || '-' },
      { title: 'settings:param.fields.valueType', dataIndex: 'valueType', render: (v: ParamRow['valueType']) => t(`param.valueTypes.${v}`) },
      { title: 'settings:param.fields.range', key: 'range', ellipsis: true, render: (_: unknown, r) => paramHint(t, r) },
      { title: 'settings:param.fields.remark', dataIndex: 'remark', ellipsis: true, render: (v: string | null) => v || '-' },
      { title: 'settings:param.fields.updatedAt', dataIndex: 'updatedAt', render: formatDateTime },
      { title: 'settings:param.fields.updatedBy', dataIndex: 'updatedBy', render: (v: string | null) => v || '-' },
    ],
    rowOperations: [{ key: 'edit', label: 'settings:param.actions.edit', func: functionCodes.paramsManage, onClick: (r) => setEditing(r) }],
  };

  return (
    <>
      {holder}
      <ListPage<ParamRow> ref={list} {...declaration} />
      {editing && <ParamModal param={editing} messageApi={messageApi} onSaved={() => void list.current?.refresh()} onClosed={() => setEditing(undefined)} />}
    </>
  );
}
