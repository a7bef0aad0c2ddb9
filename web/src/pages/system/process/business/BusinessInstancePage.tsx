import { useMemo, useRef, useState } from 'react';
import { Button, Card, Result, Tag, message } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { functionCodes, type DefinitionVersionRow } from '@ccer/contracts';
import ListPage from '../../../../components/list-page/ListPage';
import { formatDateTime } from '../../../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../../../components/list-page/types';
import { fetchDefinitionVersions } from '../../../../api/business-processes';
import MigrateModal from './MigrateModal';

/**
 * 版本管理 (/system/process/businessInstance?processKey=, hidden under menu 402010): every deployed
 * version of a key with its running instances; 迁移实例 moves a version's instances to another.
 */
export default function BusinessInstancePage() {
  const { t } = useTranslation('processBusiness');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const processKey = params.get('processKey') ?? '';
  const [messageApi, messageHolder] = message.useMessage();
  const list = useRef<ListPageHandle>(null);
  const [versions, setVersions] = useState<DefinitionVersionRow[]>([]);
  const [migrating, setMigrating] = useState<DefinitionVersionRow>();
  const back = () => navigate('/system/process/business');

  const declaration: ListPageProps<DefinitionVersionRow> = useMemo(
    () => ({
      queryKey: `definitionVersions:${processKey}`,
      // one call answers every version; the table pages them here
      load: async (p) => {
        const rows = await fetchDefinitionVersions(processKey);
        setVersions(rows);
        const size = Number(p.pageSize ?? 10);
        const start = (Number(p.pageNumber ?? 1) - 1) * size;
        return { rows: rows.slice(start, start + size), total: rows.length };
      },
      rowKey: 'id',
      columns: [
        {
          title: 'processBusiness:versions.version',
          dataIndex: 'version',
          render: (v: number, r) => (
            <>
              {t('version.number', { version: v })} {r.latest && <Tag color="blue">{t('versions.latestTag')}</Tag>}
            </>
          ),
        },
        { title: 'processBusiness:versions.name', dataIndex: 'name', render: (v: string | null) => v || '-' },
        { title: 'processBusiness:versions.deploymentTime', dataIndex: 'deploymentTime', render: formatDateTime },
        { title: 'processBusiness:versions.instances', dataIndex: 'instances', render: (v: number, r) => <span data-testid={`instances-v${r.version}`}>{v}</span> },
        {
          title: 'processBusiness:versions.state',
          dataIndex: 'suspended',
          render: (v: boolean) => <Tag color={v ? 'orange' : 'green'}>{t(v ? 'status.suspended' : 'status.active')}</Tag>,
        },
        { title: 'processBusiness:versions.definitionId', dataIndex: 'id', ellipsis: true, width: 260 },
      ],
      rowOperations: [
        {
          key: 'migrate',
          label: 'processBusiness:actions.migrate',
          func: functionCodes.businessProcessManage,
          visible: (r: DefinitionVersionRow) => r.instances > 0,
          onClick: setMigrating,
        },
      ],
    }),
    [processKey, t],
  );

  if (!processKey) return <Result status="404" title={t('versions.noKey')} extra={<Button onClick={back}>{t('back')}</Button>} />;
  return (
    <>
      {messageHolder}
      <Card size="small" title={`${t('versions.title')} · ${processKey}`} extra={<Button onClick={back}>{t('back')}</Button>}>
        <ListPage<DefinitionVersionRow> ref={list} {...declaration} />
      </Card>
      {migrating && (
        <MigrateModal
          key={migrating.id}
          source={migrating}
          versions={versions}
          messageApi={messageApi}
          onChanged={() => void list.current?.refresh()}
          onClosed={() => setMigrating(undefined)}
        />
      )}
    </>
  );
}
