import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { dailyFigureKeys, functionCodes as fc, type DailyDataRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle } from '../../../components/list-page/types';
import { deleteDay, fetchDays } from './daily-api';
import { NS, dailyPaths, num } from './daily-shared';

/**
 * 日报列表 (/statistical-report/dailyData/list, 354501): the entered days, newest first, by date range; 新增 and 修改,
 * 删除 for the officers who enter them (109), 导出 (108).
 */
export default function DailyDataListPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const list = useRef<ListPageHandle>(null);
  const [messageApi, holder] = message.useMessage();
  return (
    <>
      {holder}
      <ListPage<DailyDataRow>
        ref={list}
        queryKey="statisticsDailyData"
        load={fetchDays}
        rowKey="id"
        searchFields={[{ name: 'reportDate', label: `${NS}:fields.dateRange`, kind: 'startEndDate', rangeNames: ['dateFrom', 'dateTo'] }]}
        columns={[
          { title: `${NS}:fields.reportDate`, dataIndex: 'reportDate', width: 120, mobile: true },
          ...dailyFigureKeys.map((k) => ({ title: `${NS}:fields.${k}`, dataIndex: k, width: 130, align: 'right' as const, render: num, mobile: k === 'unitsIssued' })),
          { title: `${NS}:fields.remark`, dataIndex: 'remark', ellipsis: true, width: 160 },
          { title: `${NS}:fields.updatedBy`, dataIndex: 'updatedBy', width: 110 },
          { title: `${NS}:fields.updatedAt`, dataIndex: 'updatedAt', width: 170, render: formatDateTime },
        ]}
        toolbar={[{ key: 'add', label: `${NS}:actions.add`, func: fc.dailyDataManage, type: 'primary', onClick: () => navigate(dailyPaths.add) }]}
        rowOperations={[
          { key: 'edit', label: `${NS}:actions.edit`, func: fc.dailyDataManage, onClick: (r) => navigate(dailyPaths.edit(r.id)) },
          {
            key: 'delete',
            label: `${NS}:actions.delete`,
            func: fc.dailyDataManage,
            danger: true,
            confirm: `${NS}:messages.confirmDelete`,
            onClick: async (r) => {
              await deleteDay(r.id, r.version);
              void messageApi.success(t('messages.deleted'));
              await list.current?.refresh();
            },
          },
        ]}
        exportConfig={{ funcid: 'statistics.dailyData', func: fc.statisticsExport }}
      />
    </>
  );
}
