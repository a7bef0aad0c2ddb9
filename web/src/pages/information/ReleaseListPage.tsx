import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { App, Tag } from 'antd';
import { PushpinFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { functionCodes as fc, releaseStates, type ReleaseRow } from '@ccer/contracts';
import ListPage from '../../components/list-page/ListPage';
import { formatDateTime } from '../../components/list-page/format';
import type { ListPageHandle } from '../../components/list-page/types';
import { messageLang } from '../../message-lang';
import { fetchColumns, fetchReleases, pinRelease, removeRelease, withdrawRelease } from './information-api';
import { NS, infoPaths, releaseStateColor } from './information-shared';

/**
 * /information/release (5005): the releases (column, title, state, publish time, pinned, views; searched by title,
 * column and state); 新增 and 修改 open the editor pages, 置顶/取消置顶 and 撤回 act at once (021), 删除 (022).
 */
export default function ReleaseListPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const list = useRef<ListPageHandle>(null);
  const lang = messageLang();
  const columns = useQuery({ queryKey: ['infoColumns'], queryFn: fetchColumns });
  const columnOptions = (columns.data ?? []).map((c) => ({ value: c.id, label: `${c.parentId ? '— ' : ''}${lang === 'en' ? c.nameEn : c.nameZh}` }));
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      void message.success(t(done));
    } finally {
      await list.current?.refresh();
    }
  };
  return (
    <ListPage<ReleaseRow>
      ref={list}
      queryKey="infoReleases"
      load={fetchReleases}
      rowKey="id"
      searchFields={[
        { name: 'title', label: `${NS}:fields.title`, kind: 'input' },
        { name: 'columnId', label: `${NS}:fields.column`, kind: 'select', options: columnOptions },
        { name: 'state', label: `${NS}:fields.state`, kind: 'select', options: Object.entries(releaseStates).map(([k, v]) => ({ value: k, label: v[lang] })) },
      ]}
      columns={[
        { title: `${NS}:fields.column`, dataIndex: 'columnName', width: 140 },
        {
          title: `${NS}:fields.title`,
          dataIndex: 'title',
          ellipsis: true,
          width: 320,
          mobile: true,
          render: (v: string, r) => (
            <span>
              {r.pinned && <PushpinFilled style={{ color: '#b35c00', marginInlineEnd: 6 }} aria-label={t('fields.pinned')} />}
              {v}
            </span>
          ),
        },
        { title: `${NS}:fields.state`, dataIndex: 'state', width: 110, mobile: true, render: (v: string, r) => <Tag color={releaseStateColor[v]}>{r.stateName}</Tag> },
        { title: `${NS}:fields.publishAt`, dataIndex: 'publishAt', width: 170, render: formatDateTime },
        { title: `${NS}:fields.pinned`, dataIndex: 'pinned', width: 80, render: (v: boolean) => (v ? t('yes') : t('no')) },
        { title: `${NS}:fields.viewCount`, dataIndex: 'viewCount', width: 90 },
        { title: `${NS}:fields.updatedAt`, dataIndex: 'updatedAt', width: 170, render: formatDateTime },
      ]}
      toolbar={[{ key: 'add', label: `${NS}:actions.add`, func: fc.infoPublish, type: 'primary', onClick: () => navigate(infoPaths.releaseAdd) }]}
      rowOperations={[
        { key: 'detail', label: `${NS}:actions.detail`, onClick: (r) => navigate(infoPaths.releaseDetail(r.id)) },
        { key: 'edit', label: `${NS}:actions.edit`, func: fc.infoPublish, onClick: (r) => navigate(infoPaths.releaseEdit(r.id)) },
        { key: 'pin', label: `${NS}:actions.pin`, func: fc.infoPublish, visible: (r) => !r.pinned, onClick: (r) => act(() => pinRelease({ id: r.id, version: r.version, pinned: true }), 'messages.pinned') },
        { key: 'unpin', label: `${NS}:actions.unpin`, func: fc.infoPublish, visible: (r) => r.pinned, onClick: (r) => act(() => pinRelease({ id: r.id, version: r.version, pinned: false }), 'messages.unpinned') },
        {
          key: 'withdraw',
          label: `${NS}:actions.withdraw`,
          func: fc.infoPublish,
          visible: (r) => r.status === 'published',
          confirm: `${NS}:release.withdrawConfirm`,
          onClick: (r) => act(() => withdrawRelease({ id: r.id, version: r.version }), 'messages.withdrawn'),
        },
        {
          key: 'remove',
          label: `${NS}:actions.remove`,
          func: fc.infoDelete,
          danger: true,
          visible: (r) => r.status !== 'published',
          confirm: `${NS}:release.removeConfirm`,
          onClick: (r) => act(() => removeRelease({ id: r.id, version: r.version }), 'messages.removed'),
        },
      ]}
    />
  );
}
