import { useRef, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Tag, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { functionCodes, sliceBusinessTypes, sliceStatuses, type SliceRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../../components/list-page/types';
import { ApiError } from '../../../api/http';
import { deleteSlice, fetchSlices } from '../../../api/settings';
import TimeSliceModal from './TimeSliceModal';

/**
 * 交易时段 (/system/tradeDateNode, menu 4010, function 070): the periods by business type and start time;
 * 新增 and 修改 in a modal, 删除 after a confirmation. Overlaps are refused by the gateway, on the time fields.
 */
export default function TimeSliceListPage() {
  const { t } = useTranslation('settings');
  const [messageApi, holder] = message.useMessage();
  const list = useRef<ListPageHandle>(null);
  // undefined: no modal; null: adding; a row: editing it
  const [editing, setEditing] = useState<SliceRow | null | undefined>(undefined);
  const manage = functionCodes.tradePeriodManage;

  const remove = async (row: SliceRow) => {
    try {
      await deleteSlice(row.sliceNo);
      void messageApi.success(t('slice.deleted'));
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) void messageApi.error(e instanceof Error ? e.message : String(e), 3);
    }
    await list.current?.refresh();
  };

  const declaration: ListPageProps<SliceRow> = {
    queryKey: 'timeSlices',
    load: fetchSlices,
    rowKey: 'sliceNo',
    searchFields: [
      { name: 'sliceName', label: 'settings:slice.fields.sliceName', kind: 'input' },
      { name: 'businessType', label: 'settings:slice.fields.businessType', kind: 'select', options: sliceBusinessTypes.map((c) => ({ value: c, label: t(`slice.businessTypes.${c}`) })) },
      { name: 'status', label: 'settings:slice.fields.status', kind: 'select', options: sliceStatuses.map((c) => ({ value: c, label: t(`slice.statuses.${c}`) })) },
    ],
    columns: [
      { title: 'settings:slice.fields.sliceNo', dataIndex: 'sliceNo' },
      { title: 'settings:slice.fields.sliceName', dataIndex: 'sliceName' },
      { title: 'settings:slice.fields.businessType', dataIndex: 'businessType', render: (v: SliceRow['businessType']) => t(`slice.businessTypes.${v}`) },
      { title: 'settings:slice.fields.startTime', dataIndex: 'startTime' },
      { title: 'settings:slice.fields.endTime', dataIndex: 'endTime' },
      { title: 'settings:slice.fields.status', dataIndex: 'status', render: (v: SliceRow['status']) => <Tag color={v === '1' ? 'green' : 'default'}>{t(`slice.statuses.${v}`)}</Tag> },
      { title: 'settings:slice.fields.remark', dataIndex: 'remark', ellipsis: true, render: (v: string | null) => v || '-' },
      { title: 'settings:slice.fields.updatedAt', dataIndex: 'updatedAt', render: formatDateTime },
      { title: 'settings:slice.fields.updatedBy', dataIndex: 'updatedBy', render: (v: string | null) => v || '-' },
    ],
    toolbar: [{ key: 'add', label: 'settings:slice.actions.add', func: manage, type: 'primary', icon: <PlusOutlined />, onClick: () => setEditing(null) }],
    rowOperations: [
      { key: 'edit', label: 'settings:slice.actions.edit', func: manage, onClick: (r) => setEditing(r) },
      { key: 'delete', label: 'settings:slice.actions.delete', func: manage, danger: true, confirm: 'settings:slice.confirmDelete', onClick: remove },
    ],
  };

  return (
    <>
      {holder}
      <ListPage<SliceRow> ref={list} {...declaration} />
      {editing !== undefined && (
        <TimeSliceModal slice={editing ?? undefined} messageApi={messageApi} onSaved={() => void list.current?.refresh()} onClosed={() => setEditing(undefined)} />
      )}
    </>
  );
}
