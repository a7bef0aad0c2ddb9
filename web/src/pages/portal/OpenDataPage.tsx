import { Card, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PortalFrame } from './PortalFrame';
import { fetchOpenDatasets, type OpenDatasetInfo } from './portal-api';
import { QueryState } from './portal-shared';
import { usePageMeta } from './use-page-meta';

/** /notice/openData (public): the open datasets with their JSON address, CSV download and columns. */
export default function OpenDataPage() {
  const { t, i18n } = useTranslation('portal');
  usePageMeta(t('meta.openDataTitle'), t('meta.openDataDescription'));
  const datasets = useQuery({ queryKey: ['portal-open-data', i18n.language], queryFn: fetchOpenDatasets, retry: false });
  const csvLang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  return (
    <PortalFrame>
      <h1 className="portal-title">{t('openData.title')}</h1>
      <Card>
        <p>
          {t('openData.intro')} <a href="/api-docs">{t('openData.docs')}</a>
        </p>
        <QueryState query={datasets}>
          {(data) => (
            <Table<OpenDatasetInfo>
              data-testid="open-data-table"
              rowKey="dataset"
              size="small"
              pagination={false}
              dataSource={data}
              scroll={{ x: 'max-content' }}
              columns={[
                { title: t('openData.dataset'), dataIndex: 'name' },
                { title: t('openData.json'), dataIndex: 'json', render: (v: string) => <a href={`${v}?pageNumber=1&pageSize=100`}>{v}</a> },
                {
                  title: t('openData.csv'),
                  dataIndex: 'csv',
                  render: (v: string, r) => (
                    <a href={`${v}?lang=${csvLang}`} download={`${r.dataset}.csv`} data-testid={`open-data-csv-${r.dataset}`}>
                      {r.dataset}.csv
                    </a>
                  ),
                },
                { title: t('openData.columns'), dataIndex: 'columns', render: (v: OpenDatasetInfo['columns']) => v.map((c) => c.name).join('，') },
              ]}
            />
          )}
        </QueryState>
      </Card>
    </PortalFrame>
  );
}
