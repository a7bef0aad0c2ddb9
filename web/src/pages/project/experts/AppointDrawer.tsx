import { useState } from 'react';
import { Collapse, Descriptions, Drawer, Empty, Skeleton, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AppointApplyRow, DrawnExpert, ExcludedExpert, ProjectExpert } from '@ccer/contracts';
import { useExpertArea } from './expert-area';
import { formatDateTime } from '../../../components/list-page/format';

const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));
const expertLabel = (e: DrawnExpert) => `${e.expertName ?? e.loginName}${e.workUnit ? `（${e.workUnit}）` : ''}`;

/**
 * One application's experts of every round (way, fee, status, conclusion) and its recorded draws: the seed, the
 * candidates, the excluded with their reasons and the drawn, so the registry can show how a draw went.
 */
export default function AppointDrawer({ row, onClosed }: { row: AppointApplyRow; onClosed: () => void }) {
  const { t } = useTranslation('experts');
  const { fetchAppointInfo } = useExpertArea().calls;
  const [open, setOpen] = useState(true);
  const info = useQuery({ queryKey: ['appointInfo', row.id], queryFn: () => fetchAppointInfo(row.id) });

  const columns = [
    { title: t('fields.round'), dataIndex: 'round', width: 70 },
    { title: t('fields.expertName'), dataIndex: 'expertName', render: (v: string | null, e: ProjectExpert) => v ?? e.loginName },
    { title: t('fields.workUnit'), dataIndex: 'workUnit', render: dash },
    { title: t('fields.appointWay'), dataIndex: 'appointWay', render: (v: string) => t(`ways.${v}`) },
    { title: t('fields.fee'), dataIndex: 'fee', render: (v: number | null) => (v === null ? '-' : v.toFixed(2)) },
    { title: t('fields.expertStatus'), dataIndex: 'statusName' },
    { title: t('fields.conclusion'), dataIndex: 'conclusionName', render: dash },
    { title: t('fields.evaluatedAt'), dataIndex: 'evaluatedAt', render: (v: string | null) => formatDateTime(v) || '-' },
  ];
  const people = (list: readonly DrawnExpert[]) => (list.length === 0 ? '-' : list.map((e) => <Tag key={e.expertId}>{expertLabel(e)}</Tag>));
  const excluded = (list: readonly ExcludedExpert[]) =>
    list.length === 0 ? '-' : list.map((e) => <Tag key={e.expertId} color="orange">{`${expertLabel(e)}：${e.reasonName}`}</Tag>);

  return (
    <Drawer open={open} onClose={() => setOpen(false)} afterOpenChange={(o) => !o && onClosed()} width={860} title={t('drawer.title', { name: row.projectName })} data-testid="appoint-drawer">
      {info.isLoading || !info.data ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Title level={5}>{t('drawer.experts')}</Typography.Title>
          <Table<ProjectExpert> rowKey="id" size="small" pagination={false} columns={columns} dataSource={info.data.experts} data-testid="appoint-drawer-experts" />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('drawer.draws')}
          </Typography.Title>
          {info.data.draws.length === 0 ? (
            <Empty description={t('drawer.noDraws')} />
          ) : (
            <Collapse
              defaultActiveKey={[info.data.draws[0].id]}
              data-testid="appoint-drawer-draws"
              items={info.data.draws.map((d) => ({
                key: d.id,
                label: t('drawer.drawAt', { round: d.round, time: formatDateTime(d.createdAt), by: d.drawnBy ?? '-' }),
                children: (
                  <Descriptions column={1} size="small" bordered>
                    <Descriptions.Item label={t('drawer.seed')}>
                      <Typography.Text code copyable>
                        {d.seed}
                      </Typography.Text>
                    </Descriptions.Item>
                    <Descriptions.Item label={t('drawer.candidates', { n: d.candidates.length })}>{people(d.candidates)}</Descriptions.Item>
                    <Descriptions.Item label={t('drawer.excluded', { n: d.excluded.length })}>{excluded(d.excluded)}</Descriptions.Item>
                    <Descriptions.Item label={t('drawer.chosen', { n: d.chosen.length })}>{people(d.chosen)}</Descriptions.Item>
                  </Descriptions>
                ),
              }))}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
