import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { exportList } from '../../api/attachments.ts';
import type { ExportConfig, ListPageProps, ToolbarOperation } from './types';
import { testIdProps } from '../test-id-props';

/**
 * The 导出 toolbar button of a list with `exportConfig`: asks first (§8 export confirmation), then
 * POSTs /api/common/export with the current search values and saves the xlsx. Columns default to
 * the declared ones with a dataIndex (raw field values; pages pass `columns` for display fields).
 */
export function useListExport<Row>(
  props: Pick<ListPageProps<Row>, 'exportConfig' | 'columns'>,
  params: Record<string, unknown>,
  t: TFunction<'listPage'>,
  showError: (text: string) => void,
): [ToolbarOperation | undefined, ReactNode] {
  const [modal, holder] = Modal.useModal();
  const config: ExportConfig | undefined = props.exportConfig;
  if (!config) return [undefined, holder];

  const expHeads = (config.columns ?? props.columns.filter((c) => c.dataIndex).map((c) => ({ title: c.title, field: String(c.dataIndex) }))).map((h) => ({
    title: t(h.title),
    field: h.field,
  }));
  const { pageNumber: _n, pageSize: _s, ...search } = params;
  const run = () =>
    exportList(config.funcid, expHeads, { ...search, ...config.params }, `${config.funcid}.xlsx`).catch((e: Error) => showError(t('files:exportFailed', { msg: e.message })));

  const operation: ToolbarOperation = {
    key: 'export',
    label: 'files:export',
    func: config.func,
    type: 'default',
    icon: <DownloadOutlined />,
    onClick: () =>
      void modal.confirm({
        title: t('listPage:confirmTitle'),
        content: t('files:exportConfirm'),
        okText: t('listPage:ok'),
        cancelText: t('listPage:cancel'),
        okButtonProps: testIdProps('confirm-ok'),
        cancelButtonProps: testIdProps('confirm-cancel'),
        onOk: run,
      }),
  };
  return [operation, holder];
}
