import { useState, type ReactNode } from 'react';
import { Button, Card, Descriptions, Result, Skeleton, Space, type DescriptionsProps } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { usePermission } from '../../../access';

/** The fields every area's cancellation row has that the detail reads. */
interface CancelLike {
  applyNo: string;
  projectName: string;
  status: string;
  taskId: string | null;
}

/**
 * What an area declares for the detail of one of its cancellations (the project's 注销, the certification's 撤回):
 * the texts' namespace (actions.back, actions.audit and the not-found text), the query and its loader, the status
 * still under audit, the audit's function, the test ids, the row's fields and the audit modal.
 */
export interface CancelDetailArea<R extends CancelLike> {
  ns: string;
  notFound: string;
  queryKey: string;
  load: (id: string) => Promise<R | null>;
  pendingCode: string;
  auditFunc: string;
  testIds: { page: string; audit: string };
  items: (row: R, t: TFunction, dash: (v: string | null | undefined) => string) => DescriptionsProps['items'];
  /** The button to the registered row the cancellation is of (its text's key, its page). */
  subject: (row: R) => { label: string; path: string };
  auditModal: (row: R & { taskId: string }, onDone: () => void, onClosed: () => void) => ReactNode;
}

/**
 * A cancellation's detail (`?id=`, as My Tasks routes its audit task): the application and its outcome; 审核 while its
 * audit task is open to the caller when `audit` (the registry's page). Decided here, its outcome is not written yet (the
 * worker writes it just after the audit): the detail looks again shortly.
 */
export default function CancelDetail<R extends CancelLike>({ area, backPath, audit }: { area: CancelDetailArea<R>; backPath: string; audit: boolean }) {
  const { t } = useTranslation(area.ns);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^[0-9a-f-]{36}$/i.test(id);
  const [decided, setDecided] = useState(false);
  const cancel = useQuery({
    queryKey: [area.queryKey, id],
    queryFn: () => area.load(id),
    enabled: valid,
    refetchInterval: (q) => (decided && q.state.data?.status === area.pendingCode ? 1000 : false),
  });
  const mayAudit = usePermission(area.auditFunc);
  const [auditing, setAuditing] = useState(false);
  const back = <Button onClick={() => navigate(backPath)}>{t('actions.back')}</Button>;
  if (!valid || cancel.data === null) return <Result status="404" subTitle={t(area.notFound)} extra={back} />;
  if (!cancel.data) return <Skeleton active />;
  const c = cancel.data;
  const taskId = c.taskId;
  const dash = (v: string | null | undefined) => v || '-';
  const subject = area.subject(c);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid={area.testIds.page}>
      <Card
        title={`${c.applyNo}：${c.projectName}`}
        extra={
          <Space>
            {audit && taskId && mayAudit && (
              <Button type="primary" onClick={() => setAuditing(true)} data-testid={area.testIds.audit}>
                {t('actions.audit')}
              </Button>
            )}
            <Button onClick={() => navigate(subject.path)}>{t(subject.label)}</Button>
            {back}
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }} items={area.items(c, t, dash)} />
      </Card>
      {auditing &&
        taskId &&
        area.auditModal(
          { ...c, taskId },
          () => {
            setDecided(true);
            void client.invalidateQueries({ queryKey: [area.queryKey, id] });
          },
          () => setAuditing(false),
        )}
    </Space>
  );
}
