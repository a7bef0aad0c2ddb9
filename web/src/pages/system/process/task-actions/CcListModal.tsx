import { useRef, useState } from 'react';
import { Modal, Tag } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { functionCodes, type CcRow } from '@ccer/contracts';
import ListPage from '../../../../components/list-page/ListPage';
import { formatDateTime } from '../../../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../../../components/list-page/types';
import { instanceDetailPath } from '../instance-rules';
import { fetchCcList, markCcRead } from './api';

interface Props {
  messageApi: MessageInstance;
  onClosed: () => void;
}

/** 抄送我的: the copies other reviewers sent me, newest first; mark them read one by one or in bulk. */
export default function CcListModal({ messageApi, onClosed }: Props) {
  const { t } = useTranslation('taskActions');
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const list = useRef<ListPageHandle>(null);

  const markRead = async (ids: string[]) => {
    if (ids.length === 0) return;
    await markCcRead(ids);
    void messageApi.success(t('cc.markReadDone'));
    await list.current?.refresh();
  };

  const declaration: ListPageProps<CcRow> = {
    queryKey: 'ccToMe',
    load: fetchCcList,
    rowKey: 'id',
    selection: { func: functionCodes.taskHandle },
    searchFields: [
      {
        name: 'unreadOnly',
        label: 'taskActions:cc.status',
        kind: 'select',
        options: [{ value: 'true', label: t('cc.unreadOnly') }],
      },
    ],
    toolbar: [{ key: 'markRead', label: 'taskActions:cc.markRead', func: functionCodes.taskHandle, onClick: (keys) => markRead(keys.map(String)) }],
    columns: [
      { title: 'taskActions:cc.taskName', dataIndex: 'taskName', render: (v?: string | null) => v ?? '-' },
      { title: 'taskActions:cc.processName', dataIndex: 'processName', render: (v?: string | null) => v ?? '-' },
      { title: 'taskActions:cc.businessKey', dataIndex: 'businessKey', ellipsis: true, render: (v?: string | null) => v ?? '-' },
      { title: 'taskActions:cc.from', dataIndex: 'fromLogin', render: (v: string, r: CcRow) => (r.fromName ? `${r.fromName}（${v}）` : v) },
      { title: 'taskActions:cc.opinion', dataIndex: 'opinion', ellipsis: true, render: (v?: string | null) => v ?? '-' },
      { title: 'taskActions:cc.createdAt', dataIndex: 'createdAt', render: formatDateTime },
      { title: 'taskActions:cc.status', dataIndex: 'read', render: (v: boolean) => (v ? <Tag>{t('cc.read')}</Tag> : <Tag color="blue">{t('cc.unread')}</Tag>) },
    ],
    rowOperations: [
      { key: 'read', label: 'taskActions:cc.markRead', func: functionCodes.taskHandle, visible: (r) => !r.read, onClick: (r) => markRead([r.id]) },
      {
        key: 'view',
        label: 'taskActions:cc.viewInstance',
        func: functionCodes.instanceView,
        visible: (r) => !!r.processInstanceId,
        onClick: async (r) => {
          if (!r.read) await markCcRead([r.id]);
          navigate(instanceDetailPath(r.processInstanceId!));
        },
      },
    ],
  };

  return (
    <Modal open={open} title={t('cc.title')} width={1100} footer={null} onCancel={() => setOpen(false)} afterClose={onClosed} data-testid="cc-list-modal">
      <ListPage<CcRow> ref={list} {...declaration} />
    </Modal>
  );
}
